/**
 * oidc-provider 9 ships no type declarations (and @types/oidc-provider stops at 8). Sextant uses a small part of
 * it through src/oauth/provider.ts, typed there; the module itself is declared loosely here.
 */
declare module 'oidc-provider' {
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const Provider: any;
  export default Provider;
  export const errors: Record<string, new (description?: string, detail?: string) => Error>;
  export const interactionPolicy: any;
}
