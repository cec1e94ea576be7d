/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type RoomKind = typeof RoomKind[keyof typeof RoomKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomKind = {
  dm: 'dm',
  group: 'group',
  system: 'system',
} as const;
