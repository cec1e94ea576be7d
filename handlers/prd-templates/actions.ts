import { link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { components } from '../../src/generated/api.js';

type PrdTemplate = components['schemas']['PrdTemplate'];

/** From a PRD template (spec 2 §4.1, §4.13): itself, the templates the caller can use, and its team when it has one. */
export const prdTemplateActions = (p: PrdTemplate): Action[] => [
  link('self', 'getPrdTemplate', { id: p.id }),
  link('prdTemplates', 'listPrdTemplates'),
  ...(p.teamId ? [link('team', 'getTeam', { id: p.teamId })] : []),
];
