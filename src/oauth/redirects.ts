/**
 * What a redirect URI may be, for apps registered by the admin CLI and clients registering themselves alike
 *: absolute https, or http only on a loopback host (RFC 8252 §7.3), and no fragment (RFC 6749 §3.1.2).
 * Returns the problem in words, or undefined.
 */
import { isLoopbackHost } from '../core/publicUrl.js';

export function redirectUriProblem(uri: string): string | undefined {
  const u = URL.parse(uri);
  if (!u) return `${JSON.stringify(uri)} is not an absolute URL (e.g. https://app.example/callback)`;
  if (u.hash) return `${uri} has a fragment (#…), which a redirect URI may not have`;
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLoopbackHost(u.hostname))) return `${uri} must use https (http only for localhost or 127.0.0.1)`;
  return undefined;
}
