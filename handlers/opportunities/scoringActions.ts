import { link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';

/**
 * Valid next operations from an opportunity's scorecard or risks (spec 2 §4.1): reads only — a score or a
 * vote is the caller's judgement, so no write is offered pre-filled. `id` is the opportunity's UUID or ref.
 */
export const scorecardActions = (id: string): Action[] => [
  link('opportunity', 'getOpportunity', { id }),
  link('criteria', 'listScoringCriteria'),
  link('risks', 'listOpportunityRisks', { id }),
];

export const riskActions = (id: string): Action[] => [link('opportunity', 'getOpportunity', { id }), link('scorecard', 'getOpportunityScorecard', { id })];
