/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetViewerAvatar200AllOf } from './setViewerAvatar200AllOf';

export type SetViewerAvatar200 = SuccessEnvelope & SetViewerAvatar200AllOf;
