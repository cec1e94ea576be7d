/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CustomerHealth = 'healthy' | 'at_risk' | 'critical' | null;
