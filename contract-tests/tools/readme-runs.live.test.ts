/**
 * The README and the guides run as written. Every ```sh and ```bash block of README.md and docs/guides/*.md (whatever
 * guides exist) runs, in the order of its file, in ONE bash session per file — a variable a block sets is seen by
 * the blocks after it, as in a reader's terminal — against the suite's live server, in a fresh org. A block fails
 * the test when any command in it fails: the session runs with `set -euo pipefail`, and `curl` fails on an HTTP
 * error status (`--fail-with-body`), so a doc example that names something it never created (a ref, a team, a
 * template) is caught. The failure names the file, the block's line and first line, its stderr and the end of its
 * stdout.
 *
 * What the reader brings, filled in here:
 *  - the server: `localhost:3000` (or 127.0.0.1:3000) in a block is the suite's server address; SEXTANT_URL is it;
 *  - the operator's metrics token: SEXTANT_METRICS_TOKEN is the live server's;
 *  - an org admin's key: SEXTANT_API_KEY, and the placeholder `sextant_live_…` (as in `KEY=sextant_live_…`), is the
 *    fresh org's admin key;
 *  - the admin CLI's database: DATABASE_URL is the suite's, SEXTANT_DATA_DIR a scratch directory of the session,
 *    SEXTANT_PUBLIC_URL the server's address (the in-process server writes no server.json), SEXTANT_SECRET_KEY the
 *    server's (an operator's CLI shares the deployment's key, or it cannot open the keyring: set by the live setup);
 *  - `npx sextant` works (node_modules/.bin on PATH, the checkout's own bin); `sextant login` writes its config under
 *    a scratch XDG_CONFIG_HOME, never the user's.
 * Everything else a block needs must come from an earlier block (capture ids from output: `ID=$(… | jq -r .data.id)`).
 * The working directory is a scratch directory: files a block writes land there (`npm run` commands run in the
 * checkout's root, so give them absolute paths, e.g. "$PWD/acme.json").
 *
 * Not run: blocks whose info string is `sh no-run` or `bash no-run` — what starts or stops a server (`npm start`,
 * `npm test`), opens a browser, needs a person's OAuth consent, or another machine. Each block must finish within
 * BLOCK_TIMEOUT_MS, and every curl within 20 s.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../src/db/connect.js';
import { newOrg } from '../lib/orgs.js';

const { baseUrl, databaseUrl, metricsToken } = inject('contract');
const BLOCK_TIMEOUT_MS = 45_000;

export interface ShellBlock {
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's info string, e.g. `sh` or `bash no-run`. */
  info: string;
  code: string;
}

/** The fenced code blocks of `markdown` whose language is sh or bash and that are not marked no-run, in order. */
export function shellBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, fence, info] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j]);
    }
    const words = info.trim().split(/\s+/);
    if ((words[0] === 'sh' || words[0] === 'bash') && !words.includes('no-run')) blocks.push({ line: i + 1, info: info.trim(), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** The block as this session runs it: the reader's server address and key filled in (see the module comment). */
function filled(code: string, key: string): string {
  const host = new URL(baseUrl).host;
  return code.replace(/\b(?:localhost|127\.0\.0\.1):3000\b/g, host).replace(/sextant_live_…/g, key);
}

/** The files whose blocks run: README.md, then docs/guides/*.md (sorted). */
function docFiles(): string[] {
  const guides = join(ROOT, 'docs', 'guides');
  const found = existsSync(guides)
    ? readdirSync(guides)
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => join(guides, f))
    : [];
  return [join(ROOT, 'README.md'), ...found];
}

interface Session {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  current: number;
  stdout: string[];
  stderr: string[];
}

const scratchRoot = join(ROOT, '.test-data');
mkdirSync(scratchRoot, { recursive: true });
const scratch = mkdtempSync(join(scratchRoot, 'readme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs `blocks` in one bash session in `dir`: each block sourced from a file of its own after a marker line on both
 * streams, so the output of each block, and the block that failed or hung, are known. Resolves when bash exits.
 */
function runSession(blocks: string[], dir: string, env: NodeJS.ProcessEnv): Promise<Session> {
  const script = [
    'set -euo pipefail',
    // A request the server refuses fails the block, with the error body on stdout (curl -s alone exits 0 on a 404).
    'curl() { command curl --fail-with-body --show-error --max-time 20 "$@"; }',
    ...blocks.map((code, i) => {
      writeFileSync(join(dir, `block-${i}.sh`), `${code}\n`);
      return `printf '\\n::block %d\\n' ${i}; printf '\\n::block %d\\n' ${i} >&2; source ./block-${i}.sh </dev/null`;
    }),
    `printf '\\n::block %d\\n' ${blocks.length} >&2`,
  ].join('\n');
  writeFileSync(join(dir, 'session.sh'), `${script}\n`);
  return new Promise((resolve) => {
    const child = spawn('bash', ['--noprofile', '--norc', 'session.sh'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const s: Session = { code: null, signal: null, timedOut: false, current: -1, stdout: [], stderr: [] };
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        s.timedOut = true;
        try {
          process.kill(-child.pid!, 'SIGKILL'); // the whole group: bash and whatever the block started
        } catch {
          // already gone
        }
      }, BLOCK_TIMEOUT_MS);
    };
    arm();
    // Output is split per block at the marker lines: into[i] is what block i printed.
    const collect = (into: string[], onMarker: (i: number) => void) => {
      let current = -1;
      let pending = '';
      const take = (line: string) => {
        const m = /^::block (\d+)$/.exec(line);
        if (m) {
          current = Number(m[1]);
          onMarker(current);
        } else if (current >= 0) into[current] = `${into[current] ?? ''}${line}\n`;
      };
      return {
        data: (chunk: Buffer) => {
          pending += chunk.toString();
          const lines = pending.split('\n');
          pending = lines.pop()!;
          lines.forEach(take);
        },
        end: () => pending && take(pending),
      };
    };
    const out = collect(s.stdout, () => {});
    const err = collect(s.stderr, (i) => {
      s.current = i;
      arm();
    });
    child.stdout.on('data', out.data);
    child.stderr.on('data', err.data);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      out.end();
      err.end();
      s.code = code;
      s.signal = signal;
      resolve(s);
    });
  });
}
/** The last `n` lines of `text`. */
const tail = (text: string | undefined, n: number) => (text ?? '').trimEnd().split('\n').slice(-n).join('\n');

describe('every shell block of the README and the guides runs, in order, on a fresh org', () => {
  it.each(docFiles().map((f) => [relative(ROOT, f), f]))(
    '%s',
    async (name, file) => {
      const blocks = shellBlocks(readFileSync(file, 'utf8'));
      if (!blocks.length) return;
      // Never run: these replace the shared node_modules (a worktree's is a symlink to the main checkout's) or start a
      // server. A run of `npm ci` from the README once emptied the main checkout's node_modules; refuse before anything runs.
      const unsafe = blocks.find((b) =>
        /(^|[;&|(]\s*|\$\(\s*)(npm\s+(ci|install|i|start|test|update|uninstall)\b|npx\s+vitest\b|npm\s+run\s+mock\b)/m.test(b.code),
      );
      if (unsafe)
        expect.fail(
          `${name}: the block at line ${unsafe.line} installs packages, starts a server or runs the suite: mark it \`${unsafe.info.split(/\s+/)[0]} no-run\``,
        );
      const org = await newOrg(`Docs ${name}`);
      const dir = join(scratch, name.replace(/[^\w.-]+/g, '_'));
      mkdirSync(join(dir, 'config'), { recursive: true });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
        SEXTANT_URL: baseUrl,
        SEXTANT_API_KEY: org.apiKey,
        SEXTANT_METRICS_TOKEN: metricsToken ?? '',
        SEXTANT_PUBLIC_URL: baseUrl,
        SEXTANT_DATA_DIR: join(dir, 'data'),
        DATABASE_URL: databaseUrl,
        XDG_CONFIG_HOME: join(dir, 'config'),
        LOG_LEVEL: 'silent',
        DEBUG: '',
        NO_COLOR: '1',
      };
      for (const unset of ['PORT', 'SEXTANT_TEST_URL']) delete env[unset];
      const s = await runSession(
        blocks.map((b) => filled(b.code, org.apiKey)),
        dir,
        env,
      );
      if (s.code === 0 && s.current === blocks.length) return;
      const at = Math.min(Math.max(s.current, 0), blocks.length - 1);
      const block = blocks[at];
      const firstLine = block.code.split('\n').find((l) => l.trim() && !l.trim().startsWith('#')) ?? block.code.split('\n')[0];
      const why = s.timedOut ? `did not finish within ${BLOCK_TIMEOUT_MS / 1000} s` : `failed (exit ${s.code ?? s.signal})`;
      expect.fail(
        `${name}: the ${block.info} block at line ${block.line} ${why} — it starts: ${firstLine.trim()}\n` +
          `--- its stderr:\n${tail(s.stderr[at], 30) || '(empty)'}\n--- the end of its stdout:\n${tail(s.stdout[at], 15) || '(empty)'}`,
      );
    },
    120_000,
  );
});
