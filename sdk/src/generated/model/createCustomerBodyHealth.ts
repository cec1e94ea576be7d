/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateCustomerBodyHealth = 'healthy' | 'at_risk' | 'critical' | null;
