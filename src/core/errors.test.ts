/**
 * One table maps each error code to its HTTP status (spec 2 §7 leaves the mapping open): the table covers exactly
 * the document's ErrorCode enum, agrees with the table the document shows its readers, and an ApiError cannot
 * carry a status of its own.
 */
import { describe, expect, it } from 'vitest';
import doc from '../generated/openapi.json' with { type: 'json' };
import { ApiError, STATUS_BY_CODE, codeForStatus, type ErrorCode } from './errors.js';
import type { Json } from './json.js';

const schema = (doc as Json).components.schemas.ErrorCode as { enum: string[]; description: string };

/** `| CODE, CODE | 409 …` rows of the ErrorCode description, as code → status. */
function documented(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of schema.description.split('\n')) {
    const m = /^\|\s*([A-Z_, ]+?)\s*\|\s*(\d{3})\b/.exec(line.trim());
    if (m) for (const code of m[1].split(',')) out[code.trim()] = Number(m[2]);
  }
  return out;
}

describe('error code → status, one table', () => {
  it('STATUS_BY_CODE has exactly the codes of the document', () => {
    expect(Object.keys(STATUS_BY_CODE).sort()).toEqual([...schema.enum].sort());
  });

  it('the document shows every code with the status the server sends', () => {
    expect(documented()).toEqual(STATUS_BY_CODE);
  });

  it('the info description lists every code under its status', () => {
    const info = (doc as Json).info.description as string;
    for (const [code, status] of Object.entries(STATUS_BY_CODE)) {
      if (code === 'BATCH_PARTIAL_FAILURE') continue; // an entry outcome inside a 207, not an answer of its own
      const row = info.split('\n').find((l) => l.startsWith(`| ${status} |`));
      expect(row, `no row for ${status}`).toBeDefined();
      expect(row!.split('|')[2]).toContain(code);
    }
  });

  it('an ApiError takes its status from its code alone', () => {
    for (const code of Object.keys(STATUS_BY_CODE) as ErrorCode[]) {
      expect(new ApiError(code, 'm', { suggestion: 's' }).status).toBe(STATUS_BY_CODE[code]);
    }
    // @ts-expect-error a status override is not an option any more
    const err = new ApiError('NOT_FOUND', 'm', { suggestion: 's', status: 405 });
    expect(err.status).toBe(404);
  });

  it('a status raised outside Sextant is reported under the code that maps back to it', () => {
    for (const status of new Set(Object.values(STATUS_BY_CODE))) {
      if (status === 207 || status === 409 || status === 422) continue;
      expect(STATUS_BY_CODE[codeForStatus(status)]).toBe(status);
    }
    expect(codeForStatus(422)).toBe('VALIDATION_FAILED'); // a library's 422 is no business rule of Sextant's
    expect(codeForStatus(409)).toBe('VALIDATION_FAILED');
    expect(codeForStatus(408)).toBe('VALIDATION_FAILED');
    expect(codeForStatus(502)).toBe('INTERNAL_ERROR');
  });
});
