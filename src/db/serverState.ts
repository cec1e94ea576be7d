/**
 * What a running server tells the tools beside it, kept in the data directory (`<dataDir>/server.json`):
 * `{"pid","port","publicUrl","startedAt"}`. `npm start` writes it once it listens and removes it when it stops
 * cleanly; the admin CLI reads it so the links it prints (login-link, integration webhook URLs) name the port and
 * public URL the server really serves on, without PORT or SEXTANT_PUBLIC_URL repeated. A file left by a server
 * that died (its pid no longer runs) is ignored.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerState {
  pid: number;
  /** The TCP port the server listens on. */
  port: number;
  /** Its base URL as clients reach it, without a trailing slash (src/core/publicUrl.ts). */
  publicUrl: string;
  /** ISO 8601. */
  startedAt: string;
}

/** The state file of the data directory `dir`. */
export const serverStateFile = (dir: string) => join(dir, 'server.json');

/** Writes the state file (renamed into place, so a reader never sees half of it). */
export function writeServerState(dir: string, state: Omit<ServerState, 'pid' | 'startedAt'>): void {
  mkdirSync(dir, { recursive: true });
  const file = serverStateFile(dir);
  const full: ServerState = { pid: process.pid, ...state, startedAt: new Date().toISOString() };
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(full)}\n`);
  renameSync(`${file}.${process.pid}`, file);
}

/** Removes the state file if this process wrote it (another server may have started on the same directory since). */
export function removeServerState(dir: string): void {
  if (readServerState(dir)?.pid === process.pid) rmSync(serverStateFile(dir), { force: true });
}

/** The state of the server running on data directory `dir`, or undefined (none written, unreadable, or its process gone). */
export function readServerState(dir: string): ServerState | undefined {
  const file = serverStateFile(dir);
  if (!existsSync(file)) return undefined;
  let state: Partial<ServerState>;
  try {
    state = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(state.pid) || !Number.isInteger(state.port) || typeof state.publicUrl !== 'string') return undefined;
  try {
    process.kill(state.pid!, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return undefined; // ESRCH: that server is gone
  }
  return state as ServerState;
}
