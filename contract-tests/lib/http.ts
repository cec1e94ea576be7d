/** A small JSON client over checkedFetch for tests that need raw HTTP (headers, bad bodies, other keys). */
import { inject } from 'vitest';
import { checkedFetch } from './contract.js';
import { expectReply } from './expect.js';

export type { Reply } from './expect.js';
import type { Reply } from './expect.js';

export function client(key?: string) {
  const { baseUrl } = inject('contract');
  return async function request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const res = await checkedFetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
}

type Api = ReturnType<typeof client>;

/** The call's `data` (typed D by the caller), or a thrown error naming the call and its answer (for steps that must succeed). */
export const data = async <D = unknown>(api: Api, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<D> => {
  const r = await api<{ data: D }>(method, path, body, headers);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
};

/** Every item of a list (typed I by the caller), following the cursor. */
export async function all<I = unknown>(api: Api, path: string, limit = 200): Promise<I[]> {
  const out: I[] = [];
  let cursor: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const page = await api<{ data: I[]; pagination: { hasMore: boolean; cursor?: string | null } }>(
      'GET',
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const body = expectReply(page, 200);
    out.push(...body.data);
    cursor = body.pagination.hasMore ? (body.pagination.cursor ?? undefined) : undefined;
  } while (cursor);
  return out;
}
