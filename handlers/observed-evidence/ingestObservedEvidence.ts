import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { evidenceActions } from './actions.js';

/**
 * POST /api/v1/observed-evidence/ingest — records up to 500 items as the caller's evidence, deduplicated on (source,
 * externalId): {ingested, duplicates, items[{externalId, source, id, status}]} (spec 2 §4.19). Errors:
 * 404 naming every body.items.N.subjectRef that names no task or opportunity (nothing recorded).
 */
export const ingestObservedEvidence: Handler<'ingestObservedEvidence'> = async ({ body }, ctx) =>
  ok(await ctx.services.observedEvidence.ingest(ctx.actor, body.items), { actions: evidenceActions() });
