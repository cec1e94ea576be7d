/** ajv errors → spec 2 §7 details, one per field, each with the fix it calls for. */
import { describe, expect, it } from 'vitest';
import { createVision_body, setTaskStatus_body } from '../generated/validators-body.js';
import { detailsFromAjv } from './pipeline.js';

describe('detailsFromAjv', () => {
  it('names each offending field once, with allowed values for enums and the fix', () => {
    expect(createVision_body({ name: '', kind: 'compny', extra: true })).toBe(false);
    expect(detailsFromAjv(createVision_body.errors ?? [], 'body')).toEqual([
      { field: 'body.narrative', message: 'is required', fix: 'add body.narrative' },
      { field: 'body.extra', message: 'is not a field of this operation', fix: 'remove body.extra' },
      { field: 'body.name', message: 'must NOT have fewer than 1 characters' },
      {
        field: 'body.kind',
        message: 'must be one of: company, product (did you mean company?)',
        fix: 'set body.kind to company (allowed: company, product)',
      },
    ]);
  });

  it('offers synonyms (done → completed) and the closest declared field for an unknown one', () => {
    expect(setTaskStatus_body({ status: 'done' })).toBe(false);
    expect(detailsFromAjv(setTaskStatus_body.errors ?? [], 'body')[0]).toMatchObject({
      field: 'body.status',
      message: expect.stringContaining('(did you mean completed?)'),
      fix: expect.stringMatching(/^set body\.status to completed/),
    });
    expect(createVision_body({ name: 'n', kind: 'product', narative: 'x' })).toBe(false);
    expect(detailsFromAjv(createVision_body.errors ?? [], 'body')).toContainEqual({
      field: 'body.narative',
      message: 'is not a field of this operation (did you mean body.narrative?)',
      fix: 'rename body.narative to body.narrative',
    });
  });
});
