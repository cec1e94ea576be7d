import type { Handler } from '../handler.js';
import { openApiDocument } from '../../src/core/document.js';

/**
 * GET /api/v1/openapi.json — the bundled OpenAPI 3.1 document, without an envelope (spec 2 §9). Public.
 * `servers` names the configured public URL (SEXTANT_PUBLIC_URL, src/core/publicUrl.ts) rather than the
 * committed localhost placeholder: /docs and clients generated from the served document default to servers[0].
 */
export const getOpenApiDocument: Handler<'getOpenApiDocument'> = async (_input, ctx) => ({
  data: { ...openApiDocument(), servers: [{ url: ctx.services.publicUrl(), description: 'This Sextant server' }] } as never,
  raw: true,
});
