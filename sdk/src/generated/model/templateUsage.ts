/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Where a template is in use (spec 2 §4.13) — the entities it drives, by type, and its running instances.
 */
export interface TemplateUsage {
  templateId: string;
  /**
   * Entities on this template (workflowId) or with an instance of it.
   * @minimum 0
   */
  total: number;
  /** @minimum 0 */
  opportunity: number;
  /** @minimum 0 */
  task: number;
  /** @minimum 0 */
  customer: number;
  /** @minimum 0 */
  runningInstances: number;
}
