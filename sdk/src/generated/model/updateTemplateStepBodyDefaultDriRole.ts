/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * An org role: the entity's lead or owner owns the step when they hold it and no user is set.
 */
export type UpdateTemplateStepBodyDefaultDriRole = 'engineer' | 'pm' | 'em' | 'executive' | 'admin' | 'sales' | 'operations' | null;
