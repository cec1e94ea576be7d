/**
 * The job queue's tasks: name → function. Enqueued with `enqueue` (src/platform/queue.ts) inside the
 * write's transaction; run by every instance's workers (src/server.ts).
 *   file_check          {orgId, fileId}   the integrity check of a confirmed file (src/jobs/fileCheck.ts)
 *   file_remove_object  {storageKey}      removes a deleted file's bytes when the store was unreachable at delete
 *   files_sweep         (hourly, cron)    deletes pending files whose upload expired a day ago, and their bytes
 *   builtin_metrics_refresh (nightly, cron) adds the latest week's reading of every tracked built-in metric
 *                                          (src/jobs/builtinMetrics.ts: once per night whatever the number of instances)
 *   webhook_fanout      {orgId, eventId}  freezes an event's object and changes, queues its deliveries (src/jobs/fanout.ts;
 *                                          queued by the outbox trigger in the write's transaction)
 *   webhook_deliver     {orgId, deliveryId, attempt}  one attempt of one webhook delivery; queues the next on failure
 *                                          (src/webhooks/deliver.ts; max_attempts 1: the task schedules its own retries)
 */
import type { Metrics } from '../platform/metrics.js';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { TaskList } from 'graphile-worker';
import type { ObjectStore } from '../storage/types.js';
import { checkFile, removeObject, sweepExpired } from './fileCheck.js';
import { BUILTIN_METRICS_CRON, BUILTIN_METRICS_TASK, refreshBuiltinMetrics } from './builtinMetrics.js';
import type { Services } from '../services/index.js';
import { DELIVER_TASK, FANOUT_TASK } from '../webhooks/ledger.js';
import { fanout } from './fanout.js';
import { deliver, type WebhookOptions } from '../webhooks/deliver.js';
import type { Keyring } from '../storage/keyring.js';

export const CRONTAB = ['17 * * * * files_sweep', BUILTIN_METRICS_CRON].join('\n');

/**
 * `services`: the server's services (on the scoped db), which serialize event objects; `keyring`: the keyring
 * (src/storage/keyring.ts; webhook signing secrets are encrypted under it); `webhooks`: delivery options (src/webhooks/deliver.ts);
 * `metrics`: where deliveries are counted, when metrics are on.
 */
export function taskList(deps: {
  db: Knex;
  store: ObjectStore;
  logger: Logger;
  services: Services;
  keyring: Keyring;
  webhooks?: WebhookOptions;
  metrics?: Metrics;
}): TaskList {
  return {
    file_check: async (payload) => checkFile(deps.db, deps.store, deps.logger, payload as { orgId: string; fileId: string }),
    file_remove_object: async (payload) => removeObject(deps.store, payload as { storageKey: string }),
    files_sweep: async () => sweepExpired(deps.db, deps.store),
    [BUILTIN_METRICS_TASK]: async (payload) => refreshBuiltinMetrics(deps.db, deps.logger, payload),
    [FANOUT_TASK]: async (payload) => fanout({ db: deps.db, services: deps.services, logger: deps.logger }, payload as { orgId: string; eventId: string }),
    [DELIVER_TASK]: async (payload, helpers) =>
      deliver(
        { db: deps.db, logger: deps.logger, keyring: deps.keyring, options: deps.webhooks ?? {}, metrics: deps.metrics },
        payload as { orgId: string; deliveryId: string; attempt: number },
        // Delivery jobs never fail on their own (max_attempts 1): a second run follows a run whose instance died.
        helpers.job.attempts > 1,
      ),
  };
}
