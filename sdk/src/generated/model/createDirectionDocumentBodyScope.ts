/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Visions only (default company; one company vision per org).
 */
export type CreateDirectionDocumentBodyScope = typeof CreateDirectionDocumentBodyScope[keyof typeof CreateDirectionDocumentBodyScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateDirectionDocumentBodyScope = {
  company: 'company',
  product: 'product',
} as const;
