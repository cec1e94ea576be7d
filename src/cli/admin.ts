/**
 * Admin CLI (issue 2 §4; exact contract, other tools depend on it). With --json, stdout is exactly one JSON line.
 *   npm run --silent admin -- org:create --name <name> --json                       → {"orgId","userId","apiKey"}
 *   npm run --silent admin -- user:create --org <orgId> --name <n> --email <e> --role <role> --json → {"userId","apiKey"}
 *   npm run --silent admin -- key:create --user <userId> [--role <role>] [--capabilities a:b,c:d] --json → {"apiKey"}
 * Uses DATABASE_URL, or the same embedded database as `npm start`, whether or not the server is running.
 */
import { Command } from 'commander';
import { openDatabase } from '../db/connect.js';
import { createDb, migrate } from '../db/knex.js';
import { OrgService } from '../services/orgs.js';
import { ORG_ROLES, ROLES, type KeyRole, type OrgRole } from '../auth/capabilities.js';

async function withOrgs<T>(fn: (orgs: OrgService) => Promise<T>): Promise<T> {
  const database = await openDatabase();
  const db = createDb(database.url, { min: 0, max: 2 });
  try {
    await migrate(db);
    return await fn(new OrgService(db));
  } finally {
    await db.destroy();
    await database.stop();
  }
}

function emit(json: boolean, value: Record<string, string>) {
  if (json) process.stdout.write(JSON.stringify(value) + '\n');
  else for (const [k, v] of Object.entries(value)) process.stdout.write(`${k}: ${v}\n`);
}

const program = new Command('admin').description('Sextant administration').showHelpAfterError();

program.command('org:create').description('create an org with an admin user and an admin API key')
  .requiredOption('--name <name>', 'org name').option('--json', 'print one JSON line')
  .action(async (o: { name: string; json?: boolean }) => emit(!!o.json, await withOrgs((s) => s.createOrg(o.name))));

program.command('user:create').description('create a user and an API key with the user\'s role')
  .requiredOption('--org <orgId>').requiredOption('--name <name>').requiredOption('--email <email>')
  .requiredOption('--role <role>', `one of ${ORG_ROLES.join(', ')}`).option('--json', 'print one JSON line')
  .action(async (o: { org: string; name: string; email: string; role: string; json?: boolean }) => {
    if (!(ORG_ROLES as readonly string[]).includes(o.role)) throw new Error(`--role must be one of ${ORG_ROLES.join(', ')}`);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(o.email)) throw new Error('--email must be an email address (name@domain.tld)');
    emit(!!o.json, await withOrgs((s) => s.createUser({ orgId: o.org, name: o.name, email: o.email, role: o.role as OrgRole })));
  });

program.command('key:create').description('create an API key for a user')
  .requiredOption('--user <userId>').option('--role <role>', `one of ${ROLES.join(', ')}`)
  .option('--capabilities <list>', 'comma-separated resource:action subset').option('--json', 'print one JSON line')
  .action(async (o: { user: string; role?: string; capabilities?: string; json?: boolean }) => {
    if (o.role && !(ROLES as readonly string[]).includes(o.role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
    const capabilities = o.capabilities?.split(',').map((c) => c.trim()).filter(Boolean);
    emit(!!o.json, await withOrgs((s) => s.createKey({ userId: o.user, role: o.role as KeyRole | undefined, capabilities })));
  });

try {
  await program.parseAsync(process.argv);
} catch (err) {
  process.stderr.write(`admin: ${(err as Error).message}\n`);
  process.exit(1);
}
