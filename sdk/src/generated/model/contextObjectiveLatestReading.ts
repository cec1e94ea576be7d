/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextObjectiveLatestReadingOneOf } from './contextObjectiveLatestReadingOneOf';

export type ContextObjectiveLatestReading = ContextObjectiveLatestReadingOneOf | null;
