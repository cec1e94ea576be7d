/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ReadinessChecksDatabase } from './readinessChecksDatabase';
import type { ReadinessChecksMigrations } from './readinessChecksMigrations';

export type ReadinessChecks = {
  /** The database answered `select 1` within 2 s. */
  database: ReadinessChecksDatabase;
  /** Every migration of this build is applied (unknown when the database is unreachable). */
  migrations: ReadinessChecksMigrations;
  /** The instance received SIGTERM or SIGINT and is finishing in-flight requests. */
  draining: boolean;
};
