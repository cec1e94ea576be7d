/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateRoomBodyVisibility = typeof CreateRoomBodyVisibility[keyof typeof CreateRoomBodyVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateRoomBodyVisibility = {
  open: 'open',
  private: 'private',
} as const;
