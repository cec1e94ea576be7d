/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerOnboardingInstanceId } from './customerOnboardingInstanceId';
import type { CustomerOnboardingTemplateId } from './customerOnboardingTemplateId';
import type { CustomerOnboardingTemplateName } from './customerOnboardingTemplateName';
import type { CustomerOnboardingStatus } from './customerOnboardingStatus';
import type { OnboardingMilestone } from './onboardingMilestone';

/**
 * A customer's onboarding (spec 1 §2.8; spec 2 §4.11): the template instance that drives it and its milestones in order. hasOnboarding is false (and the rest null or empty) when onboarding was never started.
 */
export interface CustomerOnboarding {
  customerId: string;
  hasOnboarding: boolean;
  instanceId: CustomerOnboardingInstanceId;
  templateId: CustomerOnboardingTemplateId;
  templateName: CustomerOnboardingTemplateName;
  status: CustomerOnboardingStatus;
  milestones: OnboardingMilestone[];
}
