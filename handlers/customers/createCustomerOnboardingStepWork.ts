import { link } from '../../src/core/actions.js';
import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * POST /api/v1/customers/{id}/onboarding/steps/{stepInstanceId}/work — 201 {kind, id, ref}: a task (task:create,
 * teamId) on the milestone, or an opportunity (opportunity:create) linked to the customer pinned to it (spec 2 §4.11).
 */
export const createCustomerOnboardingStepWork: Handler<'createCustomerOnboardingStepWork'> = async ({ path, body }, ctx) => {
  const w = await ctx.services.onboarding.createStepWork(ctx.actor, path.id, path.stepInstanceId, body);
  return created(w, {
    actions: [
      w.kind === 'task' ? link('work', 'getTask', { id: w.ref }) : link('work', 'getOpportunity', { id: w.ref }),
      link('onboarding', 'getCustomerOnboarding', { id: path.id }),
    ],
  });
};
