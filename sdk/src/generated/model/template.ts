/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TemplateEntityType } from './templateEntityType';
import type { TemplateStep } from './templateStep';
import type { TemplateCreatedBy } from './templateCreatedBy';

/**
 * A workflow template (spec 1 §2.10, spec 2 §4.13): ordered steps that drive an opportunity's delivery, a task's work or a customer's onboarding. isDefault marks the one default template of its defaultEntityType.
 */
export interface Template {
  id: string;
  orgId: string;
  name: string;
  description: string;
  defaultEntityType: TemplateEntityType;
  isDefault: boolean;
  /** In order; the terminal Completed and Cancelled steps last. */
  steps: TemplateStep[];
  createdBy: TemplateCreatedBy;
  createdAt: string;
  updatedAt: string;
}
