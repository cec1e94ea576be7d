/** The accounts commands (src/cli/admin.ts documents them): orgs, users, keys, scoring criteria, cost currencies. */
import { readFileSync } from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import { emailProblem, nameProblem, type KeySummary } from '../../services/orgs.js';
import { keyCapabilities, KeyGrantError, type OrgRole } from '../../auth/capabilities.js';
import { criteriaProblem, ScoringService, type CriterionInput } from '../../services/opportunities/scoring.js';
import { CURRENCIES, rateProblem, TimeEntryService, type Currency } from '../../services/timeEntries.js';
import { capabilityList, currency, emit, id, program, role, ROLE_LIST, validated, withOrgs } from './common.js';

/** `--file` of criteria:set: the file's JSON criteria set, checked with criteriaProblem (exit 2 on any problem). */
function criteriaFile(path: string): CriterionInput[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new InvalidArgumentError(`cannot read ${path} (${(err as { code?: string }).code ?? 'unreadable'}): give the path of a JSON file`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidArgumentError(`${path} is not JSON: write the criteria as [{"name":"…","weight":0.5,"invert":false}, …]`);
  }
  const problem = criteriaProblem(parsed);
  if (problem) throw new InvalidArgumentError(problem);
  return (Array.isArray(parsed) ? parsed : (parsed as { criteria: CriterionInput[] }).criteria) as CriterionInput[];
}

function keyLine(k: KeySummary): string {
  return `${k.keyId}  ${k.role}  …${k.hint}  created ${k.createdAt}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}  ${k.capabilities.join(',')}\n`;
}

/** Registers org:create … currency:rate, in the order `--help` lists them. */
export function registerAccountCommands(): void {
  program
    .command('org:create')
    .description('create an org with an admin user (admin@sextant.invalid) and an admin API key\n→ {"orgId","userId","apiKey"}')
    .requiredOption('--name <name>', 'org name, 1 to 200 characters', validated(nameProblem))
    .action(async (o: { name: string }) => emit(await withOrgs((s) => s.createOrg(o.name))));

  program
    .command('user:create')
    .description('create a user in an org and an API key with the user\'s role\n→ {"userId","apiKey"}')
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption('--name <name>', 'user name, 1 to 200 characters', validated(nameProblem))
    .requiredOption('--email <email>', 'email address, unique in the org (stored lower-case)', validated(emailProblem))
    .requiredOption('--role <role>', `org role: ${ROLE_LIST}`, role)
    .action(async (o: { org: string; name: string; email: string; role: OrgRole }) =>
      emit(await withOrgs((s) => s.createUser({ orgId: o.org, name: o.name, email: o.email, role: o.role }))),
    );

  program
    .command('key:create')
    .description('create an API key for a user (shown once; only its SHA-256 is stored)\n→ {"apiKey"}')
    .requiredOption('--user <userId>', 'the userId org:create or user:create printed', id('user'))
    .option('--role <role>', `key role, not above the user's (default: the user's role): ${ROLE_LIST}`, role)
    .option(
      '--capabilities <list>',
      'comma-separated resource:action subset of what the key role grants (default: all of it); never compensation:read or org:manage',
      capabilityList,
    )
    .action(async (o: { user: string; role?: OrgRole; capabilities?: string[] }, cmd: Command) => {
      if (o.role && o.capabilities) {
        // Known before the user is: the capabilities must come with the requested key role.
        try {
          keyCapabilities(o.role, o.role, o.capabilities);
        } catch (err) {
          if (err instanceof KeyGrantError) cmd.error(err.message, { exitCode: 2, code: 'admin.invalidArgument' });
          throw err;
        }
      }
      emit(await withOrgs((s) => s.createKey({ userId: o.user, role: o.role, capabilities: o.capabilities })));
    });

  program
    .command('key:list')
    .description(
      'list a user\'s API keys, newest first, without the keys themselves\n→ {"keys":[{"keyId","role","capabilities","hint","createdAt","revokedAt"}]}\nhint: the key\'s last 4 characters; revokedAt: null while the key works',
    )
    .requiredOption('--user <userId>', 'the userId org:create or user:create printed', id('user'))
    .action(async (o: { user: string }) => {
      const listed = await withOrgs((s) => s.listKeys(o.user));
      emit(listed, listed.keys.length ? listed.keys.map(keyLine).join('') : 'no keys\n');
    });

  program
    .command('key:revoke')
    .description(
      'revoke an API key: its next request, on any server instance, is 401\n→ {"keyId","revokedAt"}; a key revoked before: exit 0, its revokedAt, and "alreadyRevoked":true',
    )
    .requiredOption('--key-id <keyId>', 'the keyId key:list printed', id('key'))
    .action(async (o: { keyId: string }) => emit(await withOrgs((s) => s.revokeKey(o.keyId))));

  program
    .command('criteria:set')
    .description(
      'replace an org\'s scoring criteria (in the file\'s order; positive weights sum to 1)\n→ {"orgId","criteria":[{"id","name","weight","invert","order"}]}',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption('--file <path>', 'JSON file: [{"name","weight","invert"}, …]; names unique, weights 0..1, positive weights summing to 1', criteriaFile)
    .action(async (o: { org: string; file: CriterionInput[] }) => {
      const set = await withOrgs((_orgs, db) => new ScoringService(db).replaceCriteria(o.org, o.file));
      emit(
        set,
        `orgId: ${set.orgId}\n${set.criteria.map((c) => `${c.order}. ${c.name}  weight ${c.weight}${c.invert ? '  inverted' : ''}  ${c.id}\n`).join('')}`,
      );
    });

  const CURRENCY_LIST = CURRENCIES.join(', ');
  program
    .command('currency:base')
    .description(
      'set the currency an org\'s time-entry costs are summed in (default USD); rates are re-expressed in it, or removed when it had none\n→ {"orgId","baseCurrency"}',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption('--currency <code>', `the base currency: ${CURRENCY_LIST}`, currency)
    .action(async (o: { org: string; currency: Currency }) => emit(await withOrgs((_orgs, db) => new TimeEntryService(db).setBaseCurrency(o.org, o.currency))));

  program
    .command('currency:rate')
    .description('set how many units of the org\'s base currency 1 unit of a currency is worth, to price salaries paid in it\n→ {"orgId","currency","rate"}')
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption('--currency <code>', `the salary currency (not the base): ${CURRENCY_LIST}`, currency)
    .requiredOption('--rate <rate>', 'units of the base currency per 1 unit of --currency: a decimal > 0, e.g. 1.17', validated(rateProblem))
    .action(async (o: { org: string; currency: Currency; rate: string }) =>
      emit(await withOrgs((_orgs, db) => new TimeEntryService(db).setCurrencyRate(o.org, o.currency, o.rate))),
    );
}
