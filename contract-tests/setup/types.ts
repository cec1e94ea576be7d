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
  /**
   * The run's test CA and a leaf certificate for localhost and 127.0.0.1 signed by it (PEM files; live only): webhook
   * receivers serve the leaf, the live server trusts the CA (startServer webhooks.extraCa), spawned servers get it
   * through NODE_EXTRA_CA_CERTS.
   */
  tls?: { caPath: string; certPath: string; keyPath: string };
  /** The live server's webhook retry-delay scale (live only). */
  webhookRetryScale?: number;
  /** The bearer token of the live server's GET /metrics (its SEXTANT_METRICS_TOKEN; remote: SEXTANT_TEST_METRICS_TOKEN). */
  metricsToken?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contract: ContractTarget;
  }
}
