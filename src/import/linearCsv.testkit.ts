/**
 * Test support for the Linear CSV reader's unit tests (linearCsv*.test.ts): read a file to the end, and pick rows
 * of a table or a task by its Linear key out of what it yielded. Runtime code never imports it.
 */
import { readLinearCsv, stableId, type ImportRecord } from './linearCsv.js';

/** The source read from `path` (with `opts`) and every record it yields, in order. */
export async function all(path: string, opts?: Parameters<typeof readLinearCsv>[1]) {
  const src = await readLinearCsv(path, opts);
  const recs: ImportRecord[] = [];
  for await (const r of src.records()) recs.push(r);
  return { src, recs };
}
/** The rows yielded for table `t`. */
export const rowsOf = (recs: ImportRecord[], t: string) =>
  recs.filter((r): r is { t: string; r: Record<string, unknown> } => r.t === t && 'r' in r).map((r) => r.r);
/** The task row of Linear issue `key`. */
export const task = (recs: ImportRecord[], key: string) => rowsOf(recs, 'tasks').find((r) => r.id === stableId(`linear:task:${key}`))!;
