/**
 * Liveness and readiness: what GET /healthz and GET /readyz report. Liveness never touches the
 * database; readiness asks it for `select 1` (or, until they are all seen once, the applied migration names)
 * within READY_TIMEOUT_MS, and turns not-ready while the process drains after SIGTERM/SIGINT.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import { migrations } from '../../migrations/index.js';
import { listAppliedMigrations, pingDatabase } from '../repositories/migrations.js';

type Readiness = components['schemas']['Readiness'];

/** How long the readiness probe waits for the database before calling it unreachable. */
export const READY_TIMEOUT_MS = 2000;

const started = Date.now();
const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref());

export class HealthService {
  private draining = false;
  /** Migrations never un-apply, so once they are all seen the probe only pings. */
  private migrationsApplied = false;

  constructor(private readonly db: Knex) {}

  liveness(): { status: 'ok'; uptimeSeconds: number } {
    return { status: 'ok', uptimeSeconds: Math.floor((Date.now() - started) / 1000) };
  }

  /** Called when shutdown begins: from then on readiness answers not_ready (`draining: true`). */
  markDraining(): void {
    this.draining = true;
  }

  async readiness(): Promise<Readiness> {
    const checks: Readiness['checks'] = { database: 'ok', migrations: this.migrationsApplied ? 'ok' : 'unknown', draining: this.draining };
    try {
      if (this.migrationsApplied) {
        await Promise.race([pingDatabase(this.db), timeout(READY_TIMEOUT_MS)]);
      } else {
        const applied = new Set(await Promise.race([listAppliedMigrations(this.db), timeout(READY_TIMEOUT_MS)]));
        this.migrationsApplied = Object.keys(migrations).every((name) => applied.has(name));
        checks.migrations = this.migrationsApplied ? 'ok' : 'pending';
      }
    } catch (err) {
      // knex_migrations missing (42P01) means the database answers but nothing is applied yet.
      if ((err as { code?: string }).code === '42P01') checks.migrations = 'pending';
      else checks.database = 'unreachable';
    }
    const ready = checks.database === 'ok' && checks.migrations === 'ok' && !checks.draining;
    return { status: ready ? 'ready' : 'not_ready', checks };
  }
}
