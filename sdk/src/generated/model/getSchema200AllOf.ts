/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SchemaOverview } from './schemaOverview';

export type GetSchema200AllOf = {
  data?: SchemaOverview;
};
