/**
 * The server's base URL as clients reach it:
 * SEXTANT_PUBLIC_URL, else http://127.0.0.1:<port>, without a trailing slash. The server passes its listening port;
 * the admin CLI, which runs beside it, passes PORT (default 3000).
 */
export const publicUrlOf = (env: NodeJS.ProcessEnv, port: number | string) => (env.SEXTANT_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');

/** Hosts that name this machine: http is acceptable there, and a local server answers on all three alike. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLoopbackHost = (hostname: string) => LOOPBACK.has(hostname);
