/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListRoomsScope = typeof ListRoomsScope[keyof typeof ListRoomsScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListRoomsScope = {
  mine: 'mine',
  open: 'open',
} as const;
