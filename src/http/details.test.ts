/** ajv errors → spec 2 §7 details, one per field. */
import { describe, expect, it } from 'vitest';
import { createVision_body } from '../generated/validators-body.js';
import { detailsFromAjv } from './pipeline.js';

describe('detailsFromAjv', () => {
  it('names each offending field once, with allowed values for enums', () => {
    expect(createVision_body({ name: '', kind: 'compny', extra: true })).toBe(false);
    expect(detailsFromAjv(createVision_body.errors ?? [], 'body')).toEqual([
      { field: 'body.narrative', message: 'is required' },
      { field: 'body.extra', message: 'is not a field of this operation' },
      { field: 'body.name', message: 'must NOT have fewer than 1 characters' },
      { field: 'body.kind', message: 'must be one of: company, product (did you mean company?)' },
    ]);
  });
});
