/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TemplateEntityType } from './templateEntityType';
import type { TemplateInstanceStatus } from './templateInstanceStatus';
import type { TemplateInstanceCurrentStep } from './templateInstanceCurrentStep';
import type { StepInstance } from './stepInstance';
import type { TemplateInstanceEndedAt } from './templateInstanceEndedAt';

/**
 * A template applied to one entity (spec 2 §4.13): its step instances in order and the step now active. status running until a terminal step is reached (completed or cancelled).
 */
export interface TemplateInstance {
  id: string;
  orgId: string;
  templateId: string;
  templateName: string;
  entityType: TemplateEntityType;
  entityId: string;
  status: TemplateInstanceStatus;
  /** The active or paused step, else the next pending one; null once ended. */
  currentStep: TemplateInstanceCurrentStep;
  steps: StepInstance[];
  createdAt: string;
  updatedAt: string;
  endedAt: TemplateInstanceEndedAt;
}
