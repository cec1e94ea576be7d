/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListRoles200AllOf } from './listRoles200AllOf';

export type ListRoles200 = SuccessEnvelope & ListRoles200AllOf;
