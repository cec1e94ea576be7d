/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OnboardingMilestoneWorkItemKind } from './onboardingMilestoneWorkItemKind';

export type OnboardingMilestoneWorkItem = {
  kind: OnboardingMilestoneWorkItemKind;
  id: string;
  ref: string;
};
