import { link } from '../../src/core/actions.js';
import type { Metric } from '../../src/services/metrics.js';

/** Valid next operations from a metric (spec 2 §4.1). */
export const metricActions = (m: Metric) => [
  link('self', 'getMetric', { id: m.ref }),
  link('values', 'listMetricValues', { id: m.ref }),
  link('dependents', 'getMetricDependents', { id: m.ref }),
  link('opportunities', 'listMetricOpportunities', { id: m.ref }),
];
