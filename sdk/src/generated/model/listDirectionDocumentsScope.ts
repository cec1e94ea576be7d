/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListDirectionDocumentsScope = typeof ListDirectionDocumentsScope[keyof typeof ListDirectionDocumentsScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListDirectionDocumentsScope = {
  company: 'company',
  product: 'product',
} as const;
