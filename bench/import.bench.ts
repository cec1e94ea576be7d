/**
 * Import bench: a 100k-task import in bounded memory (peak RSS and time are recorded in docs/guides/operators.md).
 *
 * Database: a throwaway embedded Postgres (DATABASE_URL instead when set). For each size (IMPORT_SIZES, default
 * 20000,100000 tasks): an org is seeded with the data generator (src/cli/seed.ts), exported with the real admin CLI
 * (`admin export --json`) and imported into a new org (`admin import --format sextant-json --json`), each a process of
 * its own, so peak RSS is the CLI's (process.resourceUsage().maxRSS, reported as peakRssMb). Prints per size: file
 * size, export time and peak RSS, import time, rows per second and peak RSS.
 * Goal (bounded memory): the import's peak RSS at the largest size within 64 MB of the smallest's, and under
 * 400 MB — streaming parse, batches of 1000 rows, no per-row state kept across batches. Exit 1 when missed.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/db/connect.js';
import { startEmbedded } from '../src/db/embedded.js';
import { createDb, migrate } from '../src/db/knex.js';
import { OrgService } from '../src/services/orgs.js';
import { seedOrg } from '../src/cli/seed.js';

const SIZES = (process.env.IMPORT_SIZES ?? '20000,100000').split(',').map(Number);
const log = (line: string) => process.stderr.write(`${line}\n`);

mkdirSync(join(ROOT, '.test-data'), { recursive: true });
const dir = mkdtempSync(join(ROOT, '.test-data', 'import-bench-'));
let databaseUrl = process.env.DATABASE_URL;
let stopDb = async () => {};
if (!databaseUrl) {
  const pg = await startEmbedded(dir, { persistent: false });
  databaseUrl = pg.url;
  stopDb = pg.stop;
}
const db = createDb(databaseUrl, { min: 0, max: 4 });
await migrate(db);
const orgs = new OrgService(db);

/** What `admin export|import --json` prints (src/cli/admin.ts): the fields this bench reads. */
interface RunSummary {
  records: number;
  durationMs: number;
  peakRssMb: number;
  status?: string;
  error?: string;
}

function admin(args: string[]): Promise<RunSummary> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'src/cli/admin.ts'), ...args, '--json'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, SEXTANT_DATA_DIR: dir },
        maxBuffer: 16 << 20,
      },
      (err, stdout, stderr) => (err ? reject(new Error(`admin ${args[0]}: ${stderr || err.message}`)) : resolve(JSON.parse(stdout))),
    );
  });
}

const rows: string[] = [];
const peaks: number[] = [];
try {
  for (const tasks of SIZES) {
    const source = await orgs.createOrg(`Import bench source ${tasks}`);
    log(`seeding ${tasks.toLocaleString('en')} tasks…`);
    await seedOrg(db, { orgId: source.orgId, tasks });
    mkdirSync(join(dir, 'exports'), { recursive: true });
    const file = join(dir, 'exports', `export-${tasks}.json`);
    const exported = await admin(['export', '--org', source.orgId, '--out', file]);
    const target = await orgs.createOrg(`Import bench target ${tasks}`);
    log(`importing ${exported.records.toLocaleString('en')} records…`);
    const imported = await admin(['import', '--org', target.orgId, '--from', file, '--format', 'sextant-json']);
    if (imported.status !== 'completed') throw new Error(`import of ${tasks} ended ${imported.status}: ${imported.error}`);
    peaks.push(imported.peakRssMb);
    const mb = (statSync(file).size / 1e6).toFixed(1);
    rows.push(
      `| ${tasks.toLocaleString('en')} | ${exported.records.toLocaleString('en')} | ${mb} | ${(exported.durationMs / 1000).toFixed(1)} / ${exported.peakRssMb} | ` +
        `${(imported.durationMs / 1000).toFixed(1)} / ${imported.peakRssMb} | ${Math.round(exported.records / (imported.durationMs / 1000)).toLocaleString('en')} |`,
    );
  }
  process.stdout.write(
    `| tasks | records | file MB | export s / peak RSS MB | import s / peak RSS MB | import records/s |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
  const growth = peaks[peaks.length - 1] - peaks[0];
  const ok = growth <= 64 && Math.max(...peaks) < 400;
  process.stdout.write(
    `peak RSS growth from ${SIZES[0].toLocaleString('en')} to ${SIZES[SIZES.length - 1].toLocaleString('en')} tasks: ${growth} MB (goal ≤ 64 MB, all < 400 MB): ${ok ? 'met' : 'MISSED'}\n`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await db.destroy();
  await stopDb();
  rmSync(dir, { recursive: true, force: true });
}
