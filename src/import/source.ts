/**
 * What an import reads: a Sextant JSON export or a Linear issue CSV, both seen by the engine as one
 * stream of records in import order — `{t: <table>, r: <row with database column names>}`, or a row the reader
 * already refused (`{t, refuse: {sourceId, reason}}`). The order is deterministic (the same file gives the same
 * sequence), which is what lets a resumed run skip the records its checkpoint covers by counting them.
 */
export type ImportRecord = { t: string; r: Record<string, unknown> } | { t: string; refuse: { sourceId: string | null; reason: string } };

export interface ImportSource {
  format: 'sextant-json' | 'linear-csv';
  /** Mapping namespace: `sextant:<sourceOrgId>` or `linear`. Rows already mapped under it are never created twice. */
  sourceKey: string;
  /** Identifies the file's content: an export's id, or `sha256:<hex>` of a CSV. The same command finds its run by it. */
  fingerprint: string;
  /** The run's `source` as the API shows it. */
  source: { name: string; fingerprint: string; sourceOrgId?: string | null; sourceOrgName?: string | null; exportedAt?: string | null };
  /** Rows per phase, in phase order. */
  plan: { phase: string; rows: number }[];
  /** The source org's base currency (sextant-json). */
  baseCurrency?: string;
  warnings: string[];
  records(): AsyncIterable<ImportRecord>;
}

/** The file cannot be imported as a whole (unreadable, not the format, truncated): the run fails with this message. */
export class ImportFileError extends Error {}
