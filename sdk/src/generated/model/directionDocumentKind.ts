/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * vision (VIS-<n>, the vision of /visions), strategy (STR-<n>, the strategy of /strategies), product_spec (SPEC-<n>), context (CTX-<n>).
 */
export type DirectionDocumentKind = typeof DirectionDocumentKind[keyof typeof DirectionDocumentKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DirectionDocumentKind = {
  vision: 'vision',
  strategy: 'strategy',
  product_spec: 'product_spec',
  context: 'context',
} as const;
