/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { VisionAiContextContextGapsItemKind } from './visionAiContextContextGapsItemKind';
import type { EntityType } from './entityType';
import type { VisionAiContextContextGapsItemRef } from './visionAiContextContextGapsItemRef';

export type VisionAiContextContextGapsItem = {
  kind: VisionAiContextContextGapsItemKind;
  entityType: EntityType;
  id: string;
  ref: VisionAiContextContextGapsItemRef;
  title: string;
  message: string;
};
