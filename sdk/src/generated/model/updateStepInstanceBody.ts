/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateStepInstanceBodyStatus } from './updateStepInstanceBodyStatus';
import type { UpdateStepInstanceBodyDriId } from './updateStepInstanceBodyDriId';

export type UpdateStepInstanceBody = {
  status?: UpdateStepInstanceBodyStatus;
  /** The new owner (a user UUID, or me). */
  driId?: UpdateStepInstanceBodyDriId;
};
