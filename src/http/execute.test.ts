/** retryOnceIfAborted (src/http/execute.ts): a write aborted by Postgres as a deadlock or serialisation failure runs once more. */
import { describe, expect, it } from 'vitest';
import { retryOnceIfAborted } from './execute.js';

const aborted = (code: string) => Object.assign(new Error(`aborted ${code}`), { code });

describe('retryOnceIfAborted', () => {
  it('runs a write aborted by a deadlock (40P01) or a serialisation failure (40001) once more, and says so', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const seen: string[] = [];
      const out = await retryOnceIfAborted(
        async () => {
          calls++;
          if (calls === 1) throw aborted(code);
          return 'done';
        },
        (c) => seen.push(c),
      );
      expect([out, calls, seen]).toEqual(['done', 2, [code]]);
    }
  });

  it('gives up after the second abort, and never retries other errors', async () => {
    let calls = 0;
    await expect(
      retryOnceIfAborted(async () => {
        calls++;
        throw aborted('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(2);

    for (const err of [aborted('23505'), new Error('plain'), { code: 42 }]) {
      let n = 0;
      await expect(
        retryOnceIfAborted(async () => {
          n++;
          throw err;
        }),
      ).rejects.toBe(err);
      expect(n).toBe(1);
    }
  });
});
