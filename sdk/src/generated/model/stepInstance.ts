/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { StepInstanceStepId } from './stepInstanceStepId';
import type { StepInstanceTerminal } from './stepInstanceTerminal';
import type { StepInstanceStatus } from './stepInstanceStatus';
import type { StepInstanceDriId } from './stepInstanceDriId';
import type { StepInstanceSlaHours } from './stepInstanceSlaHours';
import type { StepInstanceStartedAt } from './stepInstanceStartedAt';
import type { StepInstanceDueAt } from './stepInstanceDueAt';
import type { StepInstanceCompletedAt } from './stepInstanceCompletedAt';
import type { StepInstanceAllowedMovesItem } from './stepInstanceAllowedMovesItem';

/**
 * One step of a running (or ended) template instance. Statuses: pending, active, paused, completed, skipped, cancelled. Moves: pending → active | skipped; active → paused | completed | skipped; paused → active | skipped. Completing or skipping activates the next pending step; reaching a terminal step ends the instance (the Completed step completed, or the Cancelled step cancelled).
 */
export interface StepInstance {
  id: string;
  instanceId: string;
  /** The template step it was made from (null once that step is deleted). */
  stepId: StepInstanceStepId;
  title: string;
  description: string;
  /** @minimum 1 */
  position: number;
  terminal: StepInstanceTerminal;
  status: StepInstanceStatus;
  driId: StepInstanceDriId;
  slaHours: StepInstanceSlaHours;
  startedAt: StepInstanceStartedAt;
  /** startedAt plus slaHours. */
  dueAt: StepInstanceDueAt;
  completedAt: StepInstanceCompletedAt;
  /** The statuses this step may move to now. */
  allowedMoves: StepInstanceAllowedMovesItem[];
}
