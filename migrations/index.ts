/**
 * The ordered list of migrations, imported statically so they load the same under tsx, vitest and any bundler.
 * Add each new migration file here (never edit a landed one).
 */
import type { Knex } from 'knex';
import * as coreHierarchy from './20261120000000_core_hierarchy.js';
import * as platform from './20261120100000_platform.js';
import * as scale from './20261201000000_scale.js';
import * as rateLease from './20261201000100_rate_lease.js';
import * as collaboration from './20261203000000_collaboration.js';
import * as delivery from './20261204000000_delivery.js';
import * as scoring from './20261205000000_scoring.js';
import * as phases from './20261205000100_phases.js';
import * as synthesis from './20261205000200_synthesis.js';
import * as customers from './20261206000000_customers.js';
import * as lifecycle from './20261207000000_lifecycle.js';
import * as filesTime from './20261208000000_files_time.js';
import * as oauth from './20261209000000_oauth.js';
import * as direction from './20261210000000_direction.js';
import * as builtinMetrics from './20261210000200_builtin_metrics.js';
import * as eventsIntegrations from './20261211000000_events_integrations.js';
import * as eventSubjects from './20261211000100_event_subjects.js';
import * as observedEvidence from './20261212000000_observed_evidence.js';
import * as importRuns from './20261213000000_import_runs.js';
import * as enumChecks from './20261213000100_enum_checks.js';
import * as importRunWarnings from './20261213000200_import_run_warnings.js';
import * as searchIdentifiers from './20261214000100_search_identifiers.js';
import * as metricValuePartial from './20261214000200_metric_value_partial.js';
import * as idempotencyResponseText from './20261214000400_idempotency_response_text.js';
import * as mcpSessions from './20261215000000_mcp_sessions.js';
import * as eventTraceContext from './20261216000000_event_trace_context.js';
import * as rowLevelSecurity from './20261217000000_row_level_security.js';
import * as auditEvents from './20261217100000_audit_events.js';
import * as citusKeys from './20261217200000_citus_keys.js';
import * as secretKeys from './20261217300000_secret_keys.js';

export const migrations: Record<string, { up: (k: Knex) => Promise<void>; down: (k: Knex) => Promise<void> }> = {
  '20261120000000_core_hierarchy': coreHierarchy,
  '20261120100000_platform': platform,
  '20261201000000_scale': scale,
  '20261201000100_rate_lease': rateLease,
  '20261203000000_collaboration': collaboration,
  '20261204000000_delivery': delivery,
  '20261205000000_scoring': scoring,
  '20261205000100_phases': phases,
  '20261205000200_synthesis': synthesis,
  '20261206000000_customers': customers,
  '20261207000000_lifecycle': lifecycle,
  '20261208000000_files_time': filesTime,
  '20261209000000_oauth': oauth,
  '20261210000000_direction': direction,
  '20261210000200_builtin_metrics': builtinMetrics,
  '20261211000000_events_integrations': eventsIntegrations,
  '20261211000100_event_subjects': eventSubjects,
  '20261212000000_observed_evidence': observedEvidence,
  '20261213000000_import_runs': importRuns,
  '20261213000100_enum_checks': enumChecks,
  '20261213000200_import_run_warnings': importRunWarnings,
  '20261214000100_search_identifiers': searchIdentifiers,
  '20261214000200_metric_value_partial': metricValuePartial,
  '20261214000400_idempotency_response_text': idempotencyResponseText,
  '20261215000000_mcp_sessions': mcpSessions,
  '20261216000000_event_trace_context': eventTraceContext,
  '20261217000000_row_level_security': rowLevelSecurity,
  '20261217100000_audit_events': auditEvents,
  '20261217200000_citus_keys': citusKeys,
  '20261217300000_secret_keys': secretKeys,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
