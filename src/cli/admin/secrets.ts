/**
 * The secrets commands (src/cli/admin.ts documents them): the keyring of secrets at rest (src/storage/keyring.ts),
 * its status and its rotation (src/storage/rotation.ts).
 */
import { InvalidArgumentError } from 'commander';
import cliProgress from 'cli-progress';
import { ROTATION_WAIT_MS, rotateSecrets, secretsStatus, type RotationProgress } from '../../storage/rotation.js';
import { serverSecretKey } from './connections.js';
import { emit, program, withOrgs } from './common.js';

/** A non-negative integer option (exit 2 otherwise). */
const count = (what: string, min: number) => (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < min)
    throw new InvalidArgumentError(`${what} must be a whole number of at least ${min}, not ${JSON.stringify(value)}`);
  return Number(value);
};

/** Progress on stderr: a bar when stderr is a terminal, else a plain line per phase and at most every 5 s; none with --json. */
function rotationProgress(enabled: boolean): { update: (p: RotationProgress) => void; stop: () => void } {
  if (!enabled) return { update() {}, stop() {} };
  let bar: cliProgress.SingleBar | undefined;
  let last = 0;
  return {
    update(p) {
      if (p.phase === 'waiting') {
        process.stderr.write(`secrets: waiting ${(p.ms / 1000).toFixed(1)} s until every server uses the new key\n`);
      } else if (p.phase === 'retired') {
        bar?.stop();
        bar = undefined;
        process.stderr.write(`secrets: retired ${p.keyIds.join(', ') || 'no key'}\n`);
      } else if (process.stderr.isTTY) {
        bar ??= new cliProgress.SingleBar(
          { stream: process.stderr, hideCursor: true, format: 're-encrypting [{bar}] {value}/{total} {percentage}%' },
          cliProgress.Presets.shades_classic,
        );
        if (!bar.isActive) bar.start(Math.max(p.total, 1), p.done);
        bar.setTotal(Math.max(p.total, p.done, 1));
        bar.update(p.done);
      } else if (Date.now() - last > 5000 || p.done === p.total) {
        process.stderr.write(`secrets: re-encrypted ${p.done}/${p.total}\n`);
        last = Date.now();
      }
    },
    stop() {
      bar?.stop();
    },
  };
}

/** Registers secrets:status and secrets:rotate, in the order `--help` lists them. */
export function registerSecretsCommands(): void {
  program
    .command('secrets:status')
    .description(
      'the keyring of secrets at rest: each data key, its state and how many secrets it encrypts\n→ {"keys":[{"id","state","createdAt","retiredAt","ciphertexts"}],"underServerKey","columns":{"<table>.<column>":{"<keyId>":n}}}',
    )
    .action(async () => {
      const status = await withOrgs((_orgs, db) => secretsStatus(db));
      emit(
        status,
        [
          ...status.keys.map(
            (k) => `${k.id}  ${k.state.padEnd(8)}  ${k.ciphertexts} secrets  created ${k.createdAt}${k.retiredAt ? `  retired ${k.retiredAt}` : ''}\n`,
          ),
          `under the server key itself (v1): ${status.underServerKey}\n`,
        ].join(''),
      );
    });

  program
    .command('secrets:rotate')
    .description(
      'rotate the data key of secrets at rest while servers run: a new key becomes active, every secret is re-encrypted under it in batches, the old key is retired; run again to resume an interrupted rotation\n→ {"activeKeyId","retiredKeyIds","reencrypted","resumed","unreadable":[{"column","row","reason"}]}',
    )
    .option(
      '--wait <seconds>',
      `seconds to wait for every server to start using the new key before re-encrypting (default ${ROTATION_WAIT_MS / 1000}; 0 only when no server runs)`,
      count('--wait', 0),
    )
    .option('--batch-size <rows>', 'secrets re-encrypted per transaction (default 200)', count('--batch-size', 1))
    .action(async (o: { wait?: number; batchSize?: number }) => {
      const progress = rotationProgress(!program.opts().json);
      try {
        const result = await withOrgs((_orgs, db) =>
          rotateSecrets(db, serverSecretKey(), {
            waitMs: o.wait === undefined ? undefined : o.wait * 1000,
            batchSize: o.batchSize,
            onProgress: (p) => progress.update(p),
          }),
        );
        progress.stop();
        emit(
          result,
          `active key: ${result.activeKeyId}\nretired: ${result.retiredKeyIds.join(', ') || 'none'}\nre-encrypted: ${result.reencrypted}\nunreadable: ${result.unreadable.length}\n` +
            result.unreadable.map((u) => `  ${u.column} ${JSON.stringify(u.row)}: ${u.reason}\n`).join(''),
        );
      } finally {
        progress.stop();
      }
    });
}
