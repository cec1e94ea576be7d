/** The connections commands (src/cli/admin.ts documents them): OAuth apps, sign-in links, GitHub integrations, user:deactivate. */
import { InvalidArgumentError } from 'commander';
import type { Knex } from 'knex';
import { nameProblem } from '../../services/orgs.js';
import { KEY_FORBIDDEN } from '../../auth/capabilities.js';
import { AppInputError, deactivateUser, listApps, redirectUriProblem, registerApp, revokeApp } from '../../oauth/apps.js';
import { GRANTABLE } from '../../oauth/provider.js';
import { createLoginLink } from '../../oauth/sessions.js';
import { IntegrationService } from '../../services/integrations.js';
import { dataDir } from '../../db/connect.js';
import { secretKeyFor, storageFromEnv } from '../../storage/index.js';
import { Keyring } from '../../storage/keyring.js';
import { capabilityList, choice, emit, id, program, publicUrl, validated, withOrgs } from './common.js';

export { AppInputError };

/** `--redirect-uri`, repeatable: each an absolute https URL (http only on localhost), collected in order. */
function redirectUris(value: string, previous: string[] = []): string[] {
  const p = redirectUriProblem(value);
  if (p) throw new InvalidArgumentError(p);
  return [...previous, value];
}
/** `--scopes`: comma-separated capabilities an app may be granted (never compensation:read or org:manage). */
function scopeList(value: string): string[] {
  const never = value
    .split(',')
    .map((c) => c.trim())
    .filter((c) => KEY_FORBIDDEN.has(c));
  if (never.length)
    throw new InvalidArgumentError(`${never.join(', ')} can never be granted to an app (spec 2 §5.3): leave ${never.length > 1 ? 'them' : 'it'} out`);
  const list = capabilityList(value);
  const unknown = list.filter((c) => !GRANTABLE.includes(c));
  if (unknown.length) throw new InvalidArgumentError(`${unknown.join(', ')} cannot be granted to an app`);
  return list;
}
/**
 * The server's secret key, resolved as src/server.ts resolves it (SEXTANT_SECRET_KEY, else the key file of the data
 * directory), so a secret the CLI encrypts is one the server decrypts.
 */
export function serverSecretKey(): Buffer {
  return secretKeyFor(storageFromEnv(dataDir()), dataDir());
}
/** Integrations with the keyring the servers use (loaded once per command: the CLI runs one and exits). */
const integrations = async (db: Knex) => new IntegrationService(db, await Keyring.load(db, serverSecretKey()), publicUrl);

/** Registers app:create … user:deactivate, in the order `--help` lists them. */
export function registerConnectionCommands(): void {
  program
    .command('app:create')
    .description(
      'register an OAuth 2.0 app of an org; its secret is shown once, only its SHA-256 is stored\n→ {"clientId","clientSecret","name","redirectUris","scopes"}',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption('--name <name>', 'app name shown on the consent page, 1 to 200 characters', validated(nameProblem))
    .requiredOption('--redirect-uri <uri>', 'where authorization answers go; exact match; repeat for several (https, or http on localhost)', redirectUris)
    .option('--scopes <list>', `comma-separated capabilities the app may ask for (default: any of ${GRANTABLE.length} grantable ones)`, scopeList)
    .action(async (o: { org: string; name: string; redirectUri: string[]; scopes?: string[] }) =>
      emit(await withOrgs((_orgs, db) => registerApp(db, { orgId: o.org, name: o.name, redirectUris: o.redirectUri, scopes: o.scopes }))),
    );

  program
    .command('login-link')
    .description('print a one-time sign-in link for an org admin to the OAuth consent page (valid 15 minutes, usable once)\n→ {"url","expiresAt"}')
    .requiredOption('--user <userId>', "an org admin's userId (org:create or user:create printed it)", id('user'))
    .option(
      '--next <path>',
      'the consent page to return to after signing in (/oauth/interaction/<uid>)',
      validated((v) => (/^\/oauth\/interaction\/[\w-]+$/.test(v) ? undefined : 'give the path of a consent page, /oauth/interaction/<uid>')),
    )
    .action(async (o: { user: string; next?: string }) => emit(await withOrgs((_orgs, db) => createLoginLink(db, o.user, publicUrl(), o.next))));

  program
    .command('app:list')
    .description(
      'the OAuth apps of an org: registered to it (app:create) or approved by its admins, with their live grants\n→ {"orgId","apps":[{"clientId","name","registeredBy":"org"|"self","redirectUris","activeGrants","grants":[{"grantId","actor","userId","approvedBy","scopes","createdAt"}]}]}',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .action(async (o: { org: string }) => {
      const listed = await withOrgs((_orgs, db) => listApps(db, o.org));
      emit(
        listed,
        listed.apps.length
          ? listed.apps
              .map(
                (a) => `${a.clientId}  ${a.name}  ${a.registeredBy === 'org' ? 'registered by the org' : 'self-registered'}  ${a.activeGrants} live grant(s)\n`,
              )
              .join('')
          : 'no apps\n',
      );
    });

  program
    .command('app:revoke')
    .description(
      'revoke every grant an app holds in an org (tokens of both actors die at the next request, on every instance); --delete also unregisters an org app\n→ {"orgId","clientId","revokedGrants"[,"deleted":true]}',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption(
      '--client <clientId>',
      "the app's clientId (app:create or app:list printed it)",
      validated((v) => (/^(app|dcr)_[\w-]{8,64}$/.test(v) ? undefined : 'give a clientId as app:list prints it (app_… or dcr_…)')),
    )
    .option('--delete', 'also unregister the app (only an app registered to this org with app:create)')
    .action(async (o: { org: string; client: string; delete?: boolean }) =>
      emit(await withOrgs((_orgs, db) => revokeApp(db, o.org, o.client, Boolean(o.delete)))),
    );

  program
    .command('integration:update')
    .description(
      'change a GitHub integration: disable or enable it, its moves, or a new secret (shown once; the old one stops verifying at once)\n→ {"id","kind","name","status","config","webhookUrl","createdAt"} (+ "webhookSecret" with --rotate-secret)',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption('--integration <id>', 'the integration id integration:create or integration:list printed', id('integration'))
    .option('--status <status>', "active or disabled (a disabled integration's webhook answers 404 and changes nothing)", choice(['active', 'disabled']))
    .option('--on-opened <status>', 'in_progress or none', choice(['in_progress', 'none']))
    .option('--on-merged <status>', 'completed or none', choice(['completed', 'none']))
    .option('--rotate-secret', 'generate a new webhook secret (set it in GitHub at once: deliveries signed with the old one are refused)')
    .action(
      async (o: {
        org: string;
        integration: string;
        status?: 'active' | 'disabled';
        onOpened?: 'in_progress' | 'none';
        onMerged?: 'completed' | 'none';
        rotateSecret?: boolean;
      }) => {
        const config = {
          ...(o.onOpened ? { onOpened: o.onOpened === 'none' ? null : o.onOpened } : {}),
          ...(o.onMerged ? { onMerged: o.onMerged === 'none' ? null : o.onMerged } : {}),
        };
        if (!o.status && !o.rotateSecret && !Object.keys(config).length)
          throw new InvalidArgumentError('nothing to change: give --status, --on-opened, --on-merged or --rotate-secret');
        const updated = await withOrgs(async (_orgs, db) =>
          (await integrations(db)).updateGithub(o.org, o.integration, {
            status: o.status,
            rotateSecret: Boolean(o.rotateSecret),
            ...(Object.keys(config).length ? { config } : {}),
          }),
        );
        emit(
          updated,
          `id: ${updated.id}\nstatus: ${updated.status}\nonOpened: ${updated.config.onOpened ?? 'none'}\nonMerged: ${updated.config.onMerged ?? 'none'}\n` +
            (updated.webhookSecret ? `webhookSecret: ${updated.webhookSecret}\n(the new secret is shown once; set it in GitHub now)\n` : ''),
        );
      },
    );

  program
    .command('integration:create')
    .description(
      'register a GitHub integration of an org: its webhook URL and secret (shown once, stored encrypted) go into the repository\'s webhook settings\n→ {"id","kind","name","status","config","webhookUrl","createdAt","webhookSecret"}',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .requiredOption('--kind <kind>', 'the integration kind: github', choice(['github']))
    .option('--name <name>', 'a name to tell integrations apart (default GitHub), 1 to 200 characters', validated(nameProblem))
    .option(
      '--on-opened <status>',
      'what an opened or reopened pull request does to its backlog or todo tasks: in_progress (default) or none',
      choice(['in_progress', 'none']),
    )
    .option('--on-merged <status>', 'what a merged pull request does to its tasks: completed (default) or none', choice(['completed', 'none']))
    .action(async (o: { org: string; kind: 'github'; name?: string; onOpened?: 'in_progress' | 'none'; onMerged?: 'completed' | 'none' }) => {
      const config = {
        ...(o.onOpened ? { onOpened: o.onOpened === 'none' ? null : o.onOpened } : {}),
        ...(o.onMerged ? { onMerged: o.onMerged === 'none' ? null : o.onMerged } : {}),
      };
      const made = await withOrgs(async (_orgs, db) => (await integrations(db)).createGithub(o.org, { name: o.name, config }));
      emit(
        made,
        `id: ${made.id}\nkind: ${made.kind}\nname: ${made.name}\nwebhookUrl: ${made.webhookUrl}\nwebhookSecret: ${made.webhookSecret}\n` +
          `onOpened: ${made.config.onOpened ?? 'none'}\nonMerged: ${made.config.onMerged ?? 'none'}\n(the secret is shown once; set it as the webhook's secret in GitHub, content type application/json)\n`,
      );
    });

  program
    .command('integration:list')
    .description(
      'the integrations of an org, oldest first, without secrets\n→ {"orgId","integrations":[{"id","kind","name","status","config","webhookUrl","createdAt"}]}',
    )
    .requiredOption('--org <orgId>', 'the orgId org:create printed', id('org'))
    .action(async (o: { org: string }) => {
      const list = await withOrgs(async (_orgs, db) => (await integrations(db)).listForOrg(o.org));
      emit(
        { orgId: o.org, integrations: list },
        list.length ? list.map((i) => `${i.id}  ${i.kind}  ${i.name}  ${i.status}${i.webhookUrl ? `  ${i.webhookUrl}` : ''}\n`).join('') : 'no integrations\n',
      );
    });

  program
    .command('user:deactivate')
    .description(
      'deactivate a user: their API keys, OAuth grants acting as them and consent sessions stop at once on every instance; grants acting as an app stay\n→ {"userId","deactivatedAt","revokedKeys","revokedGrants"}; a deactivated user: exit 0 and "alreadyDeactivated":true',
    )
    .requiredOption('--user <userId>', 'the userId org:create or user:create printed', id('user'))
    .action(async (o: { user: string }) => emit(await withOrgs((_orgs, db) => deactivateUser(db, o.user))));
}
