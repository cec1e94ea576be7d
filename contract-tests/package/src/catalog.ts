/**
 * What the packaged contract suite can run: the suite files (contract-tests/<tag>/*.test.ts, the ones that run against
 * any server) less those that reach the server's database or secret key (NEEDS_DATABASE in setup/live.ts), and the
 * tags each covers (lib/suiteTags.ts). Shared by the build (which files to bundle) and the CLI (tag → files).
 */
import { operations, type OperationId } from '../../../src/generated/operations.js';
import { suiteOperations, suiteTags } from '../../lib/suiteTags.js';

/**
 * Suite files left out of the package: they create tenants, users or OAuth apps through the server's own services on
 * its database, or read its secret key (setup/live.ts NEEDS_DATABASE), which a deployment does not hand out.
 */
export const NOT_PACKAGED = [
  'direction-documents/direction-documents.test.ts',
  'files/files.test.ts',
  'import-runs/import-runs.test.ts',
  'integrations/integrations.test.ts',
  'webhooks/webhooks.test.ts',
] as const;

/** The suite files the package ships, as their path under contract-tests/ (`customers/customers.test.ts`). */
export const packagedFiles: string[] = Object.keys(suiteTags).filter((f) => !(NOT_PACKAGED as readonly string[]).includes(f));

const allIds = Object.keys(operations) as OperationId[];

/** Every tag of the operation table, sorted. */
export const allTags: string[] = [...new Set(allIds.map((id) => operations[id].tag as string))].sort();

/** The operations of `tags`, in the table's order. */
export function operationsOf(tags: readonly string[]): OperationId[] {
  return allIds.filter((id) => tags.includes(operations[id].tag));
}

/** The read operations (GET) of `tags`: what `--read-only` runs. */
export function readOperationsOf(tags: readonly string[]): OperationId[] {
  return operationsOf(tags).filter((id) => operations[id].method === 'GET');
}

/**
 * The suite files (of `files`) that exercise an operation of `tags`: a file covers its tags (suiteTags) and the
 * operations it takes over from other tags (suiteOperations).
 */
export function filesFor(tags: readonly string[], files: readonly string[] = packagedFiles): string[] {
  return files.filter((f) => {
    const own = (suiteTags as Record<string, readonly string[]>)[f] ?? [];
    const taken = suiteOperations[f] ?? [];
    return own.some((t) => tags.includes(t)) || taken.some((id) => tags.includes(operations[id].tag));
  });
}

/** Tags whose suite file is not in the package (their writes need the server's database): `--read-only` still covers their reads. */
export const unpackagedTags: string[] = allTags.filter((t) => filesFor([t]).length === 0);
