/**
 * Key rotation with live traffic (spec 2 §6.1; src/storage/rotation.ts): the real admin CLI runs `secrets:rotate` as
 * a process against the live server's database while tasks keep being created, and
 * - every task.created delivery before, during and after the rotation reaches a local HTTPS receiver signed with the
 *   subscription's secret (verified as an integrator would);
 * - an idempotent create made before the rotation replays after it with the same secret (the sealed record was
 *   re-encrypted, not lost);
 * - a GitHub integration's secret still verifies a signed delivery;
 * - the org's secrets end up under the new key, and the status (what `secrets:status` prints) shows the old key retired.
 * The server reloads its keyring every 5 s (KEYRING_REFRESH_MS), so the CLI waits 6 s instead of the default 10.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { ROOT } from '../../src/db/connect.js';
import { githubSignature } from '../../src/integrations/github.js';
import { IntegrationService } from '../../src/services/integrations.js';
import { Keyring } from '../../src/storage/keyring.js';
import { keyIdOf } from '../../src/storage/secrets.js';
import { secretsStatus } from '../../src/storage/rotation.js';
import { as, envelope, must } from '../lib/sdkAs.js';
import { admin, assertSigned, baseUrl, databaseUrl, db, isType, org, receiver, serverKey, subscribe, uniq, useReceiver, useWebhooksOrg } from './_setup.js';

useWebhooksOrg();
useReceiver();

/** The admin CLI as an operator runs it: its own process, the server's database and secret key. */
function adminCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, SEXTANT_SECRET_KEY: serverKey().toString('hex'), LOG_LEVEL: 'silent', DEBUG: '' };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args, '--json'], { cwd: ROOT, env }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** A GitHub ping to the integration, signed with `secret` as GitHub signs it; the server's status. */
async function ping(webhookUrl: string, secret: string): Promise<number> {
  const body = JSON.stringify({ zen: 'Design for failure.', hook_id: 7 });
  const res = await fetch(webhookUrl, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'ping',
      'x-github-delivery': randomUUID(),
      'x-hub-signature-256': githubSignature(secret, body),
    },
  });
  return res.status;
}

describe('secrets:rotate with live traffic', () => {
  it('deliveries stay signed, idempotent replays and integration secrets stay readable, and the old key is retired', async () => {
    const sub = await subscribe(admin, '/rotation', ['task.created']);
    const tasks: { id: string; when: 'before' | 'during' | 'after' }[] = [];
    const createTask = async (when: 'before' | 'during' | 'after') => {
      const task = must(await sdk.createTask({ title: `Rotation ${when} ${uniq()}` }, undefined, as(admin)));
      tasks.push({ id: task.id, when });
    };

    // Before: a delivery, an idempotent create whose answer carries a generated secret, a GitHub integration.
    await createTask('before');
    const idempotencyKey = randomUUID();
    const body = { url: `https://hooks-${uniq()}.example.invalid/rot`, eventTypes: ['prd_template.deleted' as const] };
    const first = envelope(await sdk.createWebhookSubscription(body, { 'Idempotency-Key': idempotencyKey }, as(admin)), 201);
    const github = await new IntegrationService(db, await Keyring.load(db, serverKey()), () => baseUrl).createGithub(org.orgId, { name: `Rotation ${uniq()}` });
    expect(await ping(github.webhookUrl!, github.webhookSecret)).toBe(200);
    const oldKey = keyIdOf((await db('webhook_subscriptions').where({ id: sub.id }).first()).secret_ciphertext);

    // During: tasks keep being created while the CLI rotates.
    const rotation = adminCli(['secrets:rotate', '--wait', '6', '--batch-size', '5']);
    let finished = false;
    void rotation.then(() => (finished = true));
    while (!finished) {
      await createTask('during');
      await new Promise((r) => setTimeout(r, 500));
    }
    const out = await rotation;
    expect(out.code, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout) as { activeKeyId: string; retiredKeyIds: string[]; reencrypted: number; resumed: boolean };
    expect(result.retiredKeyIds).toContain(oldKey);
    expect(result.activeKeyId).not.toBe(oldKey);
    expect(result.reencrypted).toBeGreaterThanOrEqual(3);
    expect(tasks.filter((t) => t.when === 'during').length).toBeGreaterThanOrEqual(3);

    // After.
    await createTask('after');
    await receiver.waitFor((r) => tasks.some((t) => isType('/rotation', 'task.created', (o) => o.id === t.id)(r)), tasks.length, 30_000);
    for (const t of tasks) {
      const got = receiver.at('/rotation').filter(isType('/rotation', 'task.created', (o) => o.id === t.id));
      expect(got.length, `${t.when} task ${t.id}`).toBeGreaterThanOrEqual(1);
      for (const r of got) assertSigned(r, sub.secret);
    }

    const againReply = await sdk.createWebhookSubscription(body, { 'Idempotency-Key': idempotencyKey }, as(admin));
    const again = envelope(againReply, 201);
    expect(againReply.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(again.data.secret).toMatch(/^whsec_/);

    expect(await ping(github.webhookUrl!, github.webhookSecret)).toBe(200);

    // The org's secrets are under the new key; the old key is retired with its material gone.
    for (const table of ['webhook_subscriptions', 'integrations'])
      for (const row of await db(table).where({ org_id: org.orgId }).whereNotNull('secret_ciphertext'))
        expect(keyIdOf(row.secret_ciphertext), `${table} ${row.id}`).toBe(result.activeKeyId);
    const record = await db('idempotency_records').where({ org_id: org.orgId, key: idempotencyKey }).first();
    expect(JSON.parse(record.response_text).data.secret.$sealed).toMatch(new RegExp(`^v2:${result.activeKeyId}:`));
    // What secrets:status prints (read in-process: another CLI start costs seconds on a loaded machine).
    const { keys } = await secretsStatus(db);
    expect(keys.find((k) => k.id === oldKey)).toMatchObject({ state: 'retired', ciphertexts: 0 });
    expect(keys.find((k) => k.id === result.activeKeyId)).toMatchObject({ state: 'active' });
    expect((await db('secret_keys').where({ id: oldKey }).first()).wrapped).toBeNull();
  }, 55_000);
});
