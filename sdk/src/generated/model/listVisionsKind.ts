/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListVisionsKind = typeof ListVisionsKind[keyof typeof ListVisionsKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListVisionsKind = {
  company: 'company',
  product: 'product',
} as const;
