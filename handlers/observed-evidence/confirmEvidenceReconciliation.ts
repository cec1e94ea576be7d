import { created, ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { evidenceActions } from './actions.js';

/**
 * POST /api/v1/observed-evidence/reconciliations — confirms the caller's week (weekStart, a Monday): 201 the first
 * time, 200 with the original confirmation after (spec 2 §4.19). Errors: 400 naming body.weekStart for
 * another day, suggesting that week's Monday.
 */
export const confirmEvidenceReconciliation: Handler<'confirmEvidenceReconciliation'> = async ({ body }, ctx) => {
  const { reconciliation, created: isNew } = await ctx.services.observedEvidence.reconcile(ctx.actor, body.weekStart);
  const extra = { actions: evidenceActions({ from: reconciliation.weekStart, to: reconciliation.weekEnd }) };
  return isNew ? created(reconciliation, extra) : ok(reconciliation, extra);
};
