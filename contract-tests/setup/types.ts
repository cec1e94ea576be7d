/** What the global setups provide to the contract tests. */
export interface ContractTarget {
  target: 'live' | 'mock';
  baseUrl: string;
  /** Org A's admin key; on the mock any bearer value is accepted. */
  adminKey: string;
  /** Org A's engineer key (live only). */
  engineerKey: string;
  /** Org B's admin key (live only): a second tenant. */
  otherOrgKey: string;
  /** The database the live server uses (live only). */
  databaseUrl: string;
  /** Where the live server's local object store keeps uploaded bytes, `<orgId>/<fileId>` under it (live only). */
  filesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contract: ContractTarget;
  }
}
