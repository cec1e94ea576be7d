/** The integrity check's verdicts (spec 1 §3.2): size, SHA-256 and sniffed type against what was declared. */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inspect, judge } from './fileCheck.js';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const verdict = async (bytes: Buffer, declared: { size?: number; sha256?: string; content_type: string }, chunk = 7) => {
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk));
  const seen = await inspect(Readable.from(chunks), declared.size ?? bytes.length);
  return judge({ size: declared.size ?? bytes.length, sha256: declared.sha256 ?? sha(bytes), content_type: declared.content_type }, seen);
};

describe('file integrity verdicts', () => {
  it('a PNG declared as image/png with its size and hash is clean, sniffed as image/png', async () => {
    expect(await verdict(PNG, { content_type: 'image/png' })).toEqual({ ok: true, error: null, detectedType: 'image/png' });
  });

  it('UTF-8 text declared as text/plain or text/csv is clean (no magic number to sniff)', async () => {
    const text = Buffer.from('naïve,café\n1,2\n', 'utf8');
    expect((await verdict(text, { content_type: 'text/csv' }, 3)).ok).toBe(true); // multi-byte characters split across chunks
  });

  it('a size other than declared fails with both numbers', async () => {
    const v = await verdict(PNG, { content_type: 'image/png', size: PNG.length + 5 });
    expect(v.ok).toBe(false);
    expect(v.error).toBe(`size mismatch: the stored object has ${PNG.length} bytes, ${PNG.length + 5} were declared`);
  });

  it('many more bytes than declared stop the read and fail on size', async () => {
    const big = Buffer.alloc(10_000, 0x61);
    const v = await verdict(big, { content_type: 'text/plain', size: 100 }, 1000);
    expect(v.ok).toBe(false);
    expect(v.error).toMatch(/^size mismatch: the stored object has at least \d+ bytes, 100 were declared$/);
  });

  it('bytes that hash differently fail on the checksum', async () => {
    const v = await verdict(PNG, { content_type: 'image/png', sha256: '0'.repeat(64) });
    expect(v.error).toBe(`checksum mismatch: the stored bytes hash to sha256 ${sha(PNG)}, ${'0'.repeat(64)} was declared`);
  });

  it('a PNG declared as text, or text declared as a PNG, fails on the type', async () => {
    expect((await verdict(PNG, { content_type: 'text/plain' })).error).toBe('type mismatch: declared text/plain, the bytes are image/png');
    expect((await verdict(Buffer.from('not an image'), { content_type: 'image/png' })).error).toBe(
      'type mismatch: declared image/png, the bytes are of no recognised type',
    );
  });

  it('bytes that are not UTF-8, or hold NUL, are not text', async () => {
    expect((await verdict(Buffer.from([0x68, 0xff, 0xfe, 0x69]), { content_type: 'text/plain' })).error).toBe(
      'type mismatch: declared text/plain, the bytes are not UTF-8 text',
    );
    expect((await verdict(Buffer.from('a\u0000b'), { content_type: 'application/json' })).error).toBe(
      'type mismatch: declared application/json, the bytes are not UTF-8 text',
    );
  });

  it('a type outside the allowlist fails even when the bytes match it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await verdict(svg, { content_type: 'image/svg+xml' })).error).toBe('type not allowed: image/svg+xml');
  });
});
