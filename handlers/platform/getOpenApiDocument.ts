import type { Handler } from '../../src/core/handler.js';
import doc from '../../src/generated/openapi.json' with { type: 'json' };

/** GET /api/v1/openapi.json — the bundled OpenAPI 3.1 document, without an envelope (spec 2 §9). Public. */
export const getOpenApiDocument: Handler<'getOpenApiDocument'> = async () => ({ data: doc as never, raw: true });
