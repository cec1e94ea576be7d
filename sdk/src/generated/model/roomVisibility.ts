/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * open: anyone in the org can find and join it; private: invisible to non-members. DMs are private.
 */
export type RoomVisibility = typeof RoomVisibility[keyof typeof RoomVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomVisibility = {
  open: 'open',
  private: 'private',
} as const;
