/**
 * The handler table against the document: openapi-backend, the operationId registry, in strict mode,
 * refuses a handler for an operationId the document lacks and one missing for an operation it has. The compile
 * step (`satisfies AllHandlers` in handlers/index.ts) catches the second too; this catches the first.
 */
import { OpenAPIBackend } from 'openapi-backend';
import { describe, expect, it } from 'vitest';
import doc from '../src/generated/openapi.json' with { type: 'json' };
import { operations } from '../src/generated/operations.js';
import { handlers } from './index.js';

const registry = () => new OpenAPIBackend({ definition: doc as never, quick: true, validate: false, strict: true, apiRoot: '/' });

describe('handler table', () => {
  it('has exactly one handler per operationId of the document', () => {
    const api = registry();
    api.init();
    expect(() => api.register(handlers as never)).not.toThrow();
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(operations).sort());
  });

  it('refuses a handler the document has no operation for', () => {
    const api = registry();
    api.init();
    expect(() => api.register({ ...handlers, getNothing: async () => ({}) } as never)).toThrow(/Unknown operationId getNothing/);
  });
});
