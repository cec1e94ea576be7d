/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OnboardingMilestoneStepId } from './onboardingMilestoneStepId';
import type { OnboardingMilestoneTerminal } from './onboardingMilestoneTerminal';
import type { OnboardingMilestoneStatus } from './onboardingMilestoneStatus';
import type { OnboardingMilestoneDriId } from './onboardingMilestoneDriId';
import type { OnboardingMilestoneArrTranche } from './onboardingMilestoneArrTranche';
import type { OnboardingMilestoneTaskId } from './onboardingMilestoneTaskId';
import type { OnboardingMilestoneWorkItem } from './onboardingMilestoneWorkItem';
import type { OnboardingMilestoneDueAt } from './onboardingMilestoneDueAt';
import type { OnboardingMilestoneCompletedAt } from './onboardingMilestoneCompletedAt';

/**
 * One onboarding milestone: a step instance of the customer's onboarding template, with its DRI, the ARR tranche it unlocks when completed (an ARR point raising the customer's ARR by that amount), its main task and the work attached to it (tasks whose onboardingStepInstanceId is this step, opportunities linked to the customer pinned to it). dueAt comes from the step's SLA.
 */
export interface OnboardingMilestone {
  stepInstanceId: string;
  stepId: OnboardingMilestoneStepId;
  title: string;
  /** @minimum 1 */
  position: number;
  terminal: OnboardingMilestoneTerminal;
  status: OnboardingMilestoneStatus;
  driId: OnboardingMilestoneDriId;
  /** @minimum 0 */
  arrTranche: OnboardingMilestoneArrTranche;
  taskId: OnboardingMilestoneTaskId;
  work: OnboardingMilestoneWorkItem[];
  dueAt: OnboardingMilestoneDueAt;
  completedAt: OnboardingMilestoneCompletedAt;
}
