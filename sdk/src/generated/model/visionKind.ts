/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type VisionKind = typeof VisionKind[keyof typeof VisionKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VisionKind = {
  company: 'company',
  product: 'product',
} as const;
