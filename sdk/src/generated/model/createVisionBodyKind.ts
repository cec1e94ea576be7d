/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateVisionBodyKind = typeof CreateVisionBodyKind[keyof typeof CreateVisionBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateVisionBodyKind = {
  company: 'company',
  product: 'product',
} as const;
