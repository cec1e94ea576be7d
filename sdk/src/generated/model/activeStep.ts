/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActiveStepTemplateId } from './activeStepTemplateId';
import type { ActiveStepStatus } from './activeStepStatus';
import type { ActiveStepCurrentStep } from './activeStepCurrentStep';

/**
 * The template driving the entity and its current step (active or paused, else the next pending one).
 */
export interface ActiveStep {
  instanceId: string;
  templateId: ActiveStepTemplateId;
  templateName: string;
  status: ActiveStepStatus;
  currentStep: ActiveStepCurrentStep;
}
