/**
 * Reading a Sextant JSON export (format in export.ts; findings §2.3) as a stream of records, with
 * @streamparser/json-node (`keepStack: false`, so parsed records are not kept reachable from their parent array:
 * memory stays flat for any file size). The header is read first for the plan; `records()` is a full pass that
 * throws `ImportFileError` for a truncated file (no `end` trailer, or a record count that does not match it).
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { JSONParser } from '@streamparser/json-node';
import { JSONParser as CoreJSONParser } from '@streamparser/json';
import { FORMAT_VERSION } from './export.js';
import { PHASES, SECTIONS, sectionOf } from './catalog.js';
import type { ImportRecord, ImportSource } from './source.js';
import { ImportFileError } from './source.js';

interface Header {
  format: string;
  version: number;
  exportId: string;
  exportedAt: string;
  schema: string | null;
  source: { orgId: string; name: string; baseCurrency: string };
  options: { includeCompensation: boolean; history: boolean };
  counts: Record<string, number>;
}

/**
 * The trailer's record count, read from the file's last bytes before anything is imported: a cut file (a copy that
 * stopped, a full disk) is refused whole instead of half-imported.
 */
async function readTrailer(file: string): Promise<number> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const len = Math.min(size, 512);
    const buf = Buffer.alloc(len);
    await fh.read(buf, 0, len, size - len);
    const m = /"end"\s*:\s*\{\s*"records"\s*:\s*(\d+)\s*\}\s*\}\s*$/.exec(buf.toString('utf8'));
    if (!m) throw new ImportFileError(`${file} is truncated (it does not end with the export's "end" trailer): export the org again, or copy the whole file`);
    return Number(m[1]);
  } finally {
    await fh.close();
  }
}

/**
 * Parses `file` up to its header and stops (the core parser, fed 16 KB at a time: what follows the header is never
 * read, so damage later in the file is the run's business, not the header's); throws ImportFileError when there is
 * no valid header.
 */
async function readHeader(file: string): Promise<Header> {
  const fh = await open(file, 'r');
  let header: Header | undefined;
  try {
    const first = Buffer.alloc(1);
    await fh.read(first, 0, 1, 0);
    if (first.toString('utf8') !== '{') {
      throw new ImportFileError(
        `${file} is not a Sextant export (it does not start with "{"${first.toString('utf8').trim() ? '; a CSV? use --format linear-csv' : ''})`,
      );
    }
    const parser = new CoreJSONParser({ paths: ['$.sextant'], keepStack: false });
    parser.onValue = ({ value }) => {
      header ??= value as unknown as Header;
    };
    const chunk = Buffer.alloc(16 * 1024);
    for (let pos = 0; !header; ) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
      if (!bytesRead) break;
      pos += bytesRead;
      try {
        parser.write(chunk.subarray(0, bytesRead));
      } catch (err) {
        if (!header) throw new ImportFileError(`${file} is not a Sextant export: ${(err as Error).message.replace(/ in state .*$/, '')}`);
      }
    }
  } finally {
    await fh.close();
  }
  if (!header) throw new ImportFileError(`${file} is not a Sextant export (it has no "sextant" header first)`);
  if (header.format !== 'sextant-json') throw new ImportFileError(`${file} is not a Sextant export (its header has no format "sextant-json")`);
  if (header.version !== FORMAT_VERSION)
    throw new ImportFileError(`${file} is a version ${header.version} export; this server reads version ${FORMAT_VERSION}`);
  return header;
}

/** A Sextant JSON export as an import source: plan from the header's counts, records in file order. */
export async function readSextantJson(file: string): Promise<ImportSource> {
  const header = await readHeader(file);
  await readTrailer(file);
  const unknown = Object.keys(header.counts).filter((t) => !sectionOf(t));
  if (unknown.length)
    throw new ImportFileError(`${file} holds tables this server does not know (${unknown.join(', ')}): import it into the server version that exported it`);
  const plan = PHASES.map((phase) => ({
    phase,
    rows: SECTIONS.filter((s) => s.phase === phase).reduce((n, s) => n + (header.counts[s.table] ?? 0), 0),
  })).filter((p) => p.rows > 0 || SECTIONS.some((s) => s.phase === p.phase && s.table in header.counts));
  return {
    format: 'sextant-json',
    sourceKey: `sextant:${header.source.orgId}`,
    fingerprint: header.exportId,
    source: {
      name: file.split('/').pop()!,
      fingerprint: header.exportId,
      sourceOrgId: header.source.orgId,
      sourceOrgName: header.source.name,
      exportedAt: header.exportedAt,
    },
    plan,
    baseCurrency: header.source.baseCurrency,
    warnings: [],
    async *records(): AsyncGenerator<ImportRecord> {
      const parser = new JSONParser({ paths: ['$.records.*', '$.end'], keepStack: false });
      let n = 0;
      let end: { records: number } | undefined;
      try {
        for await (const { value, key } of createReadStream(file).pipe(parser) as AsyncIterable<{ value: unknown; key: unknown }>) {
          if (key === 'end') {
            end = value as { records: number };
            continue;
          }
          n++;
          yield value as ImportRecord;
        }
      } catch (err) {
        throw new ImportFileError(
          `${file} is not valid JSON after its record ${n} (${(err as Error).message.replace(/ in state .*$/, '')}): fix or export the file again and run the same command — rows already imported are skipped`,
        );
      }
      if (!end)
        throw new ImportFileError(
          `${file} is truncated after its record ${n} (no "end" trailer): export it again and run the same command — rows already imported are skipped`,
        );
      if (end.records !== n)
        throw new ImportFileError(
          `${file} holds ${n} records but its trailer says ${end.records}: export it again and run the same command — rows already imported are skipped`,
        );
    },
  };
}
