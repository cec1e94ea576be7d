/**
 * `npm run fleet`: runs src/cli/fleet.ts (through tsx) in a process group of its own, and hands it the first
 * SIGINT/SIGTERM/SIGHUP this process gets. Why: a Ctrl-C in a terminal signals the whole foreground process group,
 * and the fleet's children (the embedded Postgres, the instances, HAProxy) would all stop at once, Postgres first
 * among equals, while the instances still drain. Alone in its group, the fleet stops them in order itself.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), join(root, 'src/cli/fleet.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
