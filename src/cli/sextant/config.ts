/**
 * Where the CLI finds its server and key: `SEXTANT_URL` and `SEXTANT_API_KEY` from the environment,
 * each falling back to the config file `sextant login` writes — `$XDG_CONFIG_HOME/sextant/config.json`, else
 * `~/.config/sextant/config.json` — a JSON object `{ "url", "apiKey" }` written with mode 0600 in a 0700 directory.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export interface StoredConfig {
  url?: string;
  apiKey?: string;
}
export interface Resolved {
  url?: string;
  apiKey?: string;
  source: { url: 'env' | 'file' | 'none'; apiKey: 'env' | 'file' | 'none' };
}

/** The config file's path for `env` (XDG_CONFIG_HOME respected; HOME else the OS home directory). */
export function configPath(env: Record<string, string | undefined>): string {
  const base = env.XDG_CONFIG_HOME?.startsWith('/') ? env.XDG_CONFIG_HOME : join(env.HOME || homedir(), '.config');
  return join(base, 'sextant', 'config.json');
}

/** The stored config, or `{}` when there is none. Throws an Error naming the file when it is not valid JSON. */
export function readConfig(env: Record<string, string | undefined>): StoredConfig {
  const file = configPath(env);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? { url: parsed.url, apiKey: parsed.apiKey } : {};
  } catch {
    throw new Error(`${file} is not valid JSON: run sextant login again, or remove it`);
  }
}

/**
 * URL and key: the environment first, then the config file. A stored key goes only to the URL it was stored with
 * (`sextant login` verified it there): with SEXTANT_URL naming another server and no SEXTANT_API_KEY, there is no
 * key — a mock or a stranger's server never receives the real one.
 */
export function resolveConfig(env: Record<string, string | undefined>): Resolved {
  const stored = env.SEXTANT_URL && env.SEXTANT_API_KEY ? {} : readConfig(env);
  const trim = (u?: string) => u?.replace(/\/+$/, '');
  const url = env.SEXTANT_URL || stored.url;
  const storedKeyFits = !env.SEXTANT_URL || trim(env.SEXTANT_URL) === trim(stored.url);
  const apiKey = env.SEXTANT_API_KEY || (storedKeyFits ? stored.apiKey : undefined);
  return {
    url: url?.replace(/\/+$/, ''),
    apiKey,
    source: { url: env.SEXTANT_URL ? 'env' : stored.url ? 'file' : 'none', apiKey: env.SEXTANT_API_KEY ? 'env' : apiKey ? 'file' : 'none' },
  };
}

/** Writes the config file atomically with mode 0600 (its directory 0700); returns its path. */
export function writeConfig(env: Record<string, string | undefined>, config: StoredConfig): string {
  const file = configPath(env);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600); // the umask cannot widen it, but an existing tmp file would keep its mode
  renameSync(tmp, file);
  return file;
}

/** Removes the config file; true when there was one. */
export function removeConfig(env: Record<string, string | undefined>): boolean {
  const file = configPath(env);
  try {
    readFileSync(file);
  } catch {
    return false;
  }
  rmSync(file, { force: true });
  return true;
}
