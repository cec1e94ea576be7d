/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SchemaOverviewOperationsItem } from './schemaOverviewOperationsItem';

export interface SchemaOverview {
  title: string;
  version: string;
  /** Where the full OpenAPI 3.1 document is served. */
  openapi: string;
  operations: SchemaOverviewOperationsItem[];
}
