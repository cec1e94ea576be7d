/**
 * Progress of an export or import on stderr: a cli-progress bar per
 * phase when stderr is a terminal; otherwise (pipes, CI logs) one plain line per phase when it finishes and at most
 * every 5 s while it runs; nothing at all when `enabled` is false (--json).
 */
import cliProgress from 'cli-progress';

export interface Progress {
  update(phase: string, done: number, total: number): void;
  stop(): void;
}

export function importProgress(enabled: boolean, verb: 'import' | 'export', plan?: { phase: string; rows: number }[]): Progress {
  if (!enabled) return { update() {}, stop() {} };
  const started = Date.now();
  if (process.stderr.isTTY) {
    const bars = new cliProgress.MultiBar(
      {
        stream: process.stderr,
        clearOnComplete: false,
        hideCursor: true,
        format: `${verb} {phase} [{bar}] {value}/{total} {percentage}% | {duration_formatted}`,
      },
      cliProgress.Presets.shades_classic,
    );
    const open = new Map<string, cliProgress.SingleBar>();
    for (const p of plan ?? []) if (p.rows) open.set(p.phase, bars.create(p.rows, 0, { phase: p.phase.padEnd(13) }));
    return {
      update(phase, done, total) {
        let bar = open.get(phase);
        if (!bar) {
          bar = bars.create(Math.max(total, done), 0, { phase: phase.padEnd(13) });
          open.set(phase, bar);
        }
        bar.setTotal(Math.max(total, done));
        bar.update(done);
      },
      stop() {
        bars.stop();
      },
    };
  }
  let last = 0;
  let current = '';
  let line = '';
  const secs = () => ((Date.now() - started) / 1000).toFixed(1);
  return {
    update(phase, done, total) {
      if (phase !== current && line) process.stderr.write(`${line}\n`);
      current = phase;
      line = `${verb}: ${phase} ${done.toLocaleString('en')}/${total.toLocaleString('en')}${total ? ` (${Math.floor((100 * done) / total)}%)` : ''} ${secs()} s`;
      if (Date.now() - last > 5000) {
        process.stderr.write(`${line}\n`);
        last = Date.now();
        line = '';
      }
    },
    stop() {
      if (line) process.stderr.write(`${line}\n`);
    },
  };
}
