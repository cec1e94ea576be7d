/**
 * oidc-provider 9 ships no type declarations (and @types/oidc-provider stops at 8). Sextant uses a small part of
 * it through src/oauth/provider.ts, typed there; the module itself is declared loosely here.
 */
declare module 'oidc-provider' {
  /** Constructed in src/oauth/provider.ts and used through its OAuthProvider interface. */
  const Provider: new <Instance = unknown>(issuer: string, configuration: Record<string, unknown>) => Instance;
  export default Provider;
  export const errors: Record<string, new (description?: string, detail?: string) => Error>;
  /** The prompt policy: `base()` and custom checks (oidc-provider's lib/helpers/interaction_policy). */
  export const interactionPolicy: {
    base(): { get(name: 'login' | 'consent'): { checks: { add(check: unknown, at?: number): void } } };
    Check: {
      new (reason: string, description: string, error: string, check: (ctx: { oidc: { result?: Record<string, unknown> } }) => symbol | boolean): unknown;
      NO_NEED_TO_PROMPT: symbol;
      REQUEST_PROMPT: symbol;
    };
  };
}
