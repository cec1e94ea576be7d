/**
 * Errors in the caller's terms: services see UUIDs only (the resolve step), the caller reads back the ref they sent.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/errors.js';
import { inCallerTerms, withNotFoundField } from './respond.js';
import type { PipelineRequest } from '../../handlers/handler.js';

const task = '0b9f3c1e-2a4d-4c5e-8f6a-7b8c9d0e1f2a';
const opp = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const forms = new Map([
  [task, 'ENG-12'],
  [opp, 'OPP-3'],
]);

describe('inCallerTerms', () => {
  it('puts the sent ref back in message, suggestion and details; data keeps the UUID', () => {
    const err = new ApiError('INVALID_STATE_TRANSITION', `Task ${task} cannot move to done`, {
      suggestion: `See GET /api/v1/opportunities/${opp}/phases or GET /api/v1/tasks/${task.toUpperCase()}`,
      details: [{ field: 'path.id', message: `task ${task} is blocked` }],
      data: { taskId: task },
    });
    const out = inCallerTerms(err, forms) as ApiError;
    expect(out).toBeInstanceOf(ApiError);
    expect(out.code).toBe('INVALID_STATE_TRANSITION');
    expect(out.status).toBe(err.status);
    expect(out.message).toBe('Task ENG-12 cannot move to done');
    expect(out.suggestion).toBe('See GET /api/v1/opportunities/OPP-3/phases or GET /api/v1/tasks/ENG-12');
    expect(out.details).toEqual([{ field: 'path.id', message: 'task ENG-12 is blocked' }]);
    expect(out.data).toEqual({ taskId: task });
  });

  it('leaves UUIDs the caller sent as UUIDs, and other errors as they are', () => {
    const other = 'ffffffff-2a4d-4c5e-8f6a-7b8c9d0e1f2a';
    const err = new ApiError('ALREADY_EXISTS', `Task ${other} exists`, { suggestion: 'Retry.' });
    expect(inCallerTerms(err, forms)).toBe(err);
    const plain = new Error('boom');
    expect(inCallerTerms(plain, forms)).toBe(plain);
  });

  it('a NOT_FOUND about a resolved id names its field and quotes the ref', () => {
    const err = new ApiError('NOT_FOUND', `Task ${task} not found`, { suggestion: 'List tasks with GET /api/v1/tasks.' });
    err.subject = task;
    const req = { method: 'get', path: '/api/v1/tasks/ENG-12', query: {}, headers: {}, body: undefined } as unknown as PipelineRequest;
    const out = withNotFoundField(err, req, { id: 'ENG-12' }, { path: { id: task }, query: {}, body: undefined, callerForms: forms }) as ApiError;
    expect(out.message).toBe('Task ENG-12 not found');
    expect(out.details).toEqual([{ field: 'path.id', message: 'names no task of this org' }]);
  });
});
