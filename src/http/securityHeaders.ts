/**
 * Headers every response carries, set before any route runs (a route that needs its own — the /docs page's CSP, a
 * cacheable asset's Cache-Control — sets it later and wins):
 *
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`: a JSON body is never run as a script or
 *   style, and no URL (which may name an entity) leaks to another site.
 * - `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'`:
 *   nothing a response could be made to render loads anything or can be framed; the inline style keeps the
 *   authorization server's own error pages readable. The pages Sextant serves set narrower policies of their own.
 * - `Cache-Control: no-store` on every response to a request carrying a credential (an Authorization header or a
 *   cookie): an authenticated answer is never kept by a shared cache or the browser's disk cache.
 * - `Strict-Transport-Security: max-age=31536000; includeSubDomains` when the public URL (SEXTANT_PUBLIC_URL) is
 *   https: browsers that reached the server once over TLS never fall back to plain HTTP for a year.
 */
import type { NextFunction, Request, Response } from 'express';

export const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The middleware; `publicUrl` is read per request (it names the listening port until SEXTANT_PUBLIC_URL is set). */
export function securityHeaders(publicUrl?: () => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (req.headers.authorization !== undefined || req.headers.cookie !== undefined) res.setHeader('Cache-Control', 'no-store');
    if (publicUrl?.().startsWith('https:')) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
