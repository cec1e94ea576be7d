/**
 * Import and export: `openSource` reads a file of either format as the engine's record stream.
 * Throws ImportFileError when the file cannot be read as that format at all (the CLI exits 2 before a run exists).
 */
import { stat } from 'node:fs/promises';
import { readLinearCsv } from './linearCsv.js';
import { readSextantJson } from './sextantJson.js';
import { ImportFileError, type ImportSource } from './source.js';

export async function openSource(
  format: 'sextant-json' | 'linear-csv',
  file: string,
  opts: { minutesPerPoint?: number; statusMap?: Record<string, string> } = {},
): Promise<ImportSource> {
  try {
    const s = await stat(file);
    if (!s.isFile()) throw new ImportFileError(`${file} is not a file`);
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    throw new ImportFileError(`cannot read ${file} (${(err as { code?: string }).code ?? 'unreadable'}): give the path of the file to import`);
  }
  if (format === 'sextant-json') return readSextantJson(file);
  const linear = await readLinearCsv(file, { minutesPerPoint: opts.minutesPerPoint, statusMap: opts.statusMap });
  return {
    format: 'linear-csv',
    sourceKey: linear.sourceKey,
    fingerprint: linear.fingerprint,
    source: { name: file.split('/').pop()!, fingerprint: linear.fingerprint, sourceOrgId: null, sourceOrgName: null, exportedAt: null },
    plan: linear.plan,
    warnings: linear.warnings,
    records: () => linear.records(),
  };
}
