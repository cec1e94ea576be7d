/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What a template drives — opportunity delivery, task work, or customer onboarding (customer).
 */
export type TemplateEntityType = typeof TemplateEntityType[keyof typeof TemplateEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const TemplateEntityType = {
  opportunity: 'opportunity',
  task: 'task',
  customer: 'customer',
} as const;
