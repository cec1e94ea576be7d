/**
 * Reading a Sextant JSON export (issue 19 §1; format in export.ts; findings §2.3) as a stream of records, with
 * @streamparser/json-node (`keepStack: false`, so parsed records are not kept reachable from their parent array:
 * memory stays flat for any file size). The header is read first for the plan; `records()` is a full pass that
 * throws `ImportFileError` for a truncated file (no `end` trailer, or a record count that does not match it).
 */
import { createReadStream } from 'node:fs';
import { JSONParser } from '@streamparser/json-node';
import { FORMAT_VERSION } from './export.js';
import { PHASES, SECTIONS, sectionOf } from './catalog.js';
import type { ImportRecord, ImportSource } from './source.js';
import { ImportFileError } from './source.js';

interface Header {
  format: string; version: number; exportId: string; exportedAt: string; schema: string | null;
  source: { orgId: string; name: string; baseCurrency: string };
  options: { includeCompensation: boolean; history: boolean };
  counts: Record<string, number>;
}

/** Parses `file` up to its header and stops; throws ImportFileError when there is no valid header. */
async function readHeader(file: string): Promise<Header> {
  const input = createReadStream(file);
  const parser = new JSONParser({ paths: ['$.sextant'], keepStack: false });
  try {
    for await (const { value } of input.pipe(parser) as AsyncIterable<{ value: unknown }>) {
      const h = value as Header;
      if (h?.format !== 'sextant-json') throw new ImportFileError(`${file} is not a Sextant export (its header has no format "sextant-json")`);
      if (h.version !== FORMAT_VERSION) throw new ImportFileError(`${file} is a version ${h.version} export; this server reads version ${FORMAT_VERSION}`);
      return h;
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    throw new ImportFileError(`${file} is not a Sextant export: ${(err as Error).message}`);
  } finally {
    input.destroy();
  }
  throw new ImportFileError(`${file} is not a Sextant export (it has no "sextant" header first)`);
}

/** A Sextant JSON export as an import source: plan from the header's counts, records in file order. */
export async function readSextantJson(file: string): Promise<ImportSource> {
  const header = await readHeader(file);
  const unknown = Object.keys(header.counts).filter((t) => !sectionOf(t));
  if (unknown.length) throw new ImportFileError(`${file} holds tables this server does not know (${unknown.join(', ')}): import it into the server version that exported it`);
  const plan = PHASES.map((phase) => ({
    phase, rows: SECTIONS.filter((s) => s.phase === phase).reduce((n, s) => n + (header.counts[s.table] ?? 0), 0),
  })).filter((p) => p.rows > 0 || SECTIONS.some((s) => s.phase === p.phase && s.table in header.counts));
  return {
    format: 'sextant-json',
    sourceKey: `sextant:${header.source.orgId}`,
    fingerprint: header.exportId,
    source: { name: file.split('/').pop()!, fingerprint: header.exportId, sourceOrgId: header.source.orgId, sourceOrgName: header.source.name, exportedAt: header.exportedAt },
    plan,
    baseCurrency: header.source.baseCurrency,
    warnings: [],
    async *records(): AsyncGenerator<ImportRecord> {
      const parser = new JSONParser({ paths: ['$.records.*', '$.end'], keepStack: false });
      let n = 0;
      let end: { records: number } | undefined;
      try {
        for await (const { value, key } of createReadStream(file).pipe(parser) as AsyncIterable<{ value: unknown; key: unknown }>) {
          if (key === 'end') { end = value as { records: number }; continue; }
          n++;
          yield value as ImportRecord;
        }
      } catch (err) {
        throw new ImportFileError(`${file} is not valid JSON after record ${n}: ${(err as Error).message}`);
      }
      if (!end) throw new ImportFileError(`${file} is truncated after record ${n} (no "end" trailer): export it again`);
      if (end.records !== n) throw new ImportFileError(`${file} holds ${n} records but its trailer says ${end.records}: export it again`);
    },
  };
}
