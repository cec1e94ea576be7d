/**
 * The server's base URL as clients reach it, without a trailing slash: SEXTANT_PUBLIC_URL; else the address HOST
 * names when it names one (`http://10.0.0.5:<port>`, `http://[::1]:<port>`, `http://sextant.lan:<port>`); else, for
 * the default or a wildcard HOST (0.0.0.0, ::), http://127.0.0.1:<port>. The server passes its listening port; the
 * admin CLI, which runs beside it, passes PORT (default 3000).
 */
export const publicUrlOf = (env: NodeJS.ProcessEnv, port: number | string) => {
  if (env.SEXTANT_PUBLIC_URL) return env.SEXTANT_PUBLIC_URL.replace(/\/+$/, '');
  const host = env.HOST?.trim();
  const named = host && !WILDCARDS.has(host) ? (host.includes(':') ? `[${host}]` : host) : '127.0.0.1';
  return `http://${named}:${port}`;
};

/** HOST values that listen on every interface: no one address to give clients. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** Hosts that name this machine: http is acceptable there, and a local server answers on all three alike. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLoopbackHost = (hostname: string) => LOOPBACK.has(hostname);
