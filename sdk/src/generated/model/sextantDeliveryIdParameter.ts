/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The delivery (ledger row) id; a redelivery has a new one.
 */
export type SextantDeliveryIdParameter = string;
