/**
 * The document states the limits the server enforces: the body validators are generated from it, so an over-long
 * markdown field or too many scores is refused naming the field, and the per-file upload limit in the document is
 * the service's constant (spec 2 §8 Limits).
 */
import { describe, expect, it } from 'vitest';
import doc from '../generated/openapi.json' with { type: 'json' };
import * as v from '../generated/validators-body.js';
import { MAX_FILE_BYTES } from '../services/files.js';
import type { Json } from '../core/json.js';

const MARKDOWN_MAX = 200000;
const uuid = '00000000-0000-4000-8000-000000000001';

/** Each case: a validator, a body at the limit (accepted) and one just past it (refused at `path`). */
const cases: { name: string; validate: v.Validator; ok: unknown; over: unknown; path: string }[] = [
  {
    name: 'createVision narrative',
    validate: v.createVision_body,
    ok: { name: 'V', narrative: 'x'.repeat(MARKDOWN_MAX) },
    over: { name: 'V', narrative: 'x'.repeat(MARKDOWN_MAX + 1) },
    path: '/narrative',
  },
  {
    name: 'updateVision narrative',
    validate: v.updateVision_body,
    ok: { narrative: 'x'.repeat(MARKDOWN_MAX) },
    over: { narrative: 'x'.repeat(MARKDOWN_MAX + 1) },
    path: '/narrative',
  },
  {
    name: 'createStrategy content',
    validate: v.createStrategy_body,
    ok: { name: 'S', content: 'x'.repeat(MARKDOWN_MAX) },
    over: { name: 'S', content: 'x'.repeat(MARKDOWN_MAX + 1) },
    path: '/content',
  },
  {
    name: 'updateStrategy content',
    validate: v.updateStrategy_body,
    ok: { content: 'x'.repeat(MARKDOWN_MAX) },
    over: { content: 'x'.repeat(MARKDOWN_MAX + 1) },
    path: '/content',
  },
  {
    name: 'createOpportunity scores',
    validate: v.createOpportunity_body,
    ok: { title: 'O', scores: Array.from({ length: 50 }, () => ({ criterionId: uuid, value: 3 })) },
    over: { title: 'O', scores: Array.from({ length: 51 }, () => ({ criterionId: uuid, value: 3 })) },
    path: '/scores',
  },
  {
    name: 'createFile size',
    validate: v.createFile_body,
    ok: { sha256: 'a'.repeat(64), filename: 'a.txt', contentType: 'text/plain', size: MAX_FILE_BYTES },
    over: { sha256: 'a'.repeat(64), filename: 'a.txt', contentType: 'text/plain', size: MAX_FILE_BYTES + 1 },
    path: '/size',
  },
];

describe('document limits', () => {
  it.each(cases)('$name: at the limit passes the limit check, past it is refused naming the field', ({ validate, ok, over, path }) => {
    const atLimit = validate(ok) ? [] : (validate.errors ?? []).filter((e) => e.instancePath === path);
    expect(atLimit).toEqual([]);
    expect(validate(over)).toBe(false);
    expect((validate.errors ?? []).map((e) => e.instancePath)).toContain(path);
  });

  it('the per-file upload maximum in the document is the server constant', () => {
    const ref: string = (doc as Json).paths['/api/v1/files'].post.requestBody.content['application/json'].schema.$ref;
    const schema = (doc as Json).components.schemas[ref.replace('#/components/schemas/', '')];
    expect(schema.properties.size.maximum).toBe(MAX_FILE_BYTES);
  });
});
