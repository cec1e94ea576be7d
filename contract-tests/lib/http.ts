/** A small JSON client over checkedFetch for tests that need raw HTTP (headers, bad bodies, other keys). */
import { inject } from 'vitest';
import { checkedFetch } from './contract.js';

export interface Reply<T = any> { status: number; body: T; headers: Headers }

export function client(key?: string) {
  const { baseUrl } = inject('contract');
  return async function request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const res = await checkedFetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
}
