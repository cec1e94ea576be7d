import { link } from '../../src/core/actions.js';
import type { Vision } from '../../src/services/visions.js';

/** Valid next operations from a vision (spec 2 §4.1). */
export const visionActions = (v: Vision) => [
  link('self', 'getVision', { id: v.ref }),
  link('versions', 'listVisionVersions', { id: v.ref }),
  link('objectives', 'listVisionObjectives', { id: v.ref }),
  link('children', 'getVisionChildren', { id: v.ref }),
];
