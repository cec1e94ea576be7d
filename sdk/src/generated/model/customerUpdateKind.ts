/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CustomerUpdateKind = typeof CustomerUpdateKind[keyof typeof CustomerUpdateKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CustomerUpdateKind = {
  note: 'note',
  update: 'update',
  decision: 'decision',
  shipped: 'shipped',
  promise_break: 'promise_break',
} as const;
