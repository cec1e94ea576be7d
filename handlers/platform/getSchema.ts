import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../../src/core/handler.js';
import { operations } from '../../src/generated/operations.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };

const overview = {
  title: doc.info.title,
  version: doc.info.version,
  openapi: '/api/v1/openapi.json',
  operations: Object.values(operations).map((o) => ({
    operationId: o.operationId, method: o.method, path: o.path, tag: o.tag, summary: o.summary,
    capability: o.public ? ['public'] : o.self ? ['self'] : [...o.capabilities], tool: o.tool,
  })),
};

/** GET /api/v1/schema — condensed overview generated from the document (spec 2 §4.3). Public. */
export const getSchema: Handler<'getSchema'> = async () => ok(overview);
