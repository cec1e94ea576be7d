import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { Objective } from '../../src/services/objectives.js';

/** Valid next operations from an objective: status moves it can make, its nesting and opportunities (spec 2 §4.1). */
export function objectiveActions(o: Objective): Action[] {
  const moves = o.status === 'active' ? (['achieved', 'abandoned'] as const) : (['active'] as const);
  return [
    link('self', 'getObjective', { id: o.ref }),
    ...moves.map((status) => action('updateObjective', { id: o.ref }, { status })),
    link('nesting', 'getObjectiveNesting', { id: o.ref }),
    link('opportunities', 'listObjectiveOpportunities', { id: o.ref }),
    link('claims', 'listObjectiveClaims', { id: o.ref }),
    ...(o.metricId ? [link('metric', 'getMetric', { id: o.metricId })] : []),
    ...(o.metricId ? [action('setObjectiveMetric', { id: o.ref }, { metricId: null })] : []),
  ];
}
