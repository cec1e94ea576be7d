/**
 * The token endpoint's answer, typed (RFC 6749 §5.1 on success, §5.2 on an error; spec 2 §5.4). lib/oauth.ts `token`
 * parses it untyped; the OAuth files import `token` from here instead, so a misspelt member fails at tsc.
 */
import { token as untypedToken } from '../lib/oauth.js';

/** A token response: the success members (on 200) or `error` and `error_description` (on 4xx). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
  /** Seconds. */
  expires_in: number;
  scope: string;
  id_token?: string;
  error?: string;
  error_description?: string;
}

/** POST /api/oauth/token as lib/oauth.ts `token` (same arguments): status, the answer as TokenAnswer, headers. */
export async function token(...args: Parameters<typeof untypedToken>): Promise<{ status: number; body: TokenAnswer; headers: Headers }> {
  const r = await untypedToken(...args);
  const body: unknown = r.body;
  return { status: r.status, body: body as TokenAnswer, headers: r.headers };
}
