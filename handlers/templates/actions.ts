import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { components } from '../../src/generated/api.js';

type Template = components['schemas']['Template'];
type TemplateInstance = components['schemas']['TemplateInstance'];

export const listLink = (): Action => link('templates', 'listTemplates');
export const templateLink = (id: string): Action => link('template', 'getTemplate', { id });

/** From a template (spec 2 §4.1, §4.13): itself, its usage, and making it the default when it is not. */
export const templateActions = (t: Template): Action[] => [
  link('self', 'getTemplate', { id: t.id }),
  link('usage', 'getTemplateUsage', { id: t.id }),
  ...(t.isDefault ? [] : [action('updateTemplate', { id: t.id }, { isDefault: true })]),
];

/**
 * From an instance: itself, the entity it drives, and — while it runs — exactly the moves its current step allows
 * (spec 1 §3.2: the step machine), each a PATCH of that step instance.
 */
export const instanceActions = (i: TemplateInstance): Action[] => [
  link('self', 'getTemplateInstance', { entityType: i.entityType, entityId: i.entityId }),
  ...(i.entityType === 'opportunity'
    ? [link('entity', 'getOpportunity', { id: i.entityId })]
    : i.entityType === 'task'
      ? [link('entity', 'getTask', { id: i.entityId })]
      : []),
  ...(i.currentStep ? i.currentStep.allowedMoves.map((status) => action('updateStepInstance', { stepInstanceId: i.currentStep!.id }, { status })) : []),
];
