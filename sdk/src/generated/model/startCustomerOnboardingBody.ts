/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type StartCustomerOnboardingBody = {
  /** A template whose defaultEntityType is customer; omitted: the org default. */
  templateId?: string;
};
