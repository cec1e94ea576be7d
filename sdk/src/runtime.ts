/**
 * The SDK's transport: every generated function calls `sextantFetch(url, init)`.
 * Configure once with `configure({ baseUrl, apiKey })`. Returns `{ data, status, headers }` where `data`
 * is the parsed envelope (spec 2 §4.1 success, §7 failure); it never throws on HTTP error statuses.
 */
export interface SextantConfig {
  /** Server origin, e.g. http://localhost:3000 (no trailing /api/v1: operation paths include it). */
  baseUrl: string;
  /** `sextant_live_…` API key or `sextant_oat_…` OAuth token. */
  apiKey?: string;
  /** Extra headers for every request (e.g. Idempotency-Key per call is better passed in options). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

let config: SextantConfig = { baseUrl: 'http://localhost:3000' };

export function configure(next: Partial<SextantConfig>): void {
  config = { ...config, ...next };
}

export async function sextantFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (config.apiKey && !headers.has('authorization')) headers.set('authorization', `Bearer ${config.apiKey}`);
  for (const [k, v] of Object.entries(config.headers ?? {})) if (!headers.has(k)) headers.set(k, v);
  const res = await (config.fetch ?? fetch)(`${config.baseUrl.replace(/\/$/, '')}${url}`, { ...init, headers });
  const text = await res.text();
  const data = text ? JSON.parse(text) : undefined;
  return { data, status: res.status, headers: res.headers } as T;
}
