/**
 * The bundled OpenAPI 3.1 document (src/generated/openapi.json, ~2 MB of JSON), read and parsed on first use rather
 * than at start: only `GET /api/v1/openapi.json`, `GET /api/v1/schema`, event payload shaping, OAuth registration
 * limits and the MCP server read it, and as objects it is ~6 MB of heap that a process serving none of them never
 * needs. The file is found by walking up from this module (src/core/ when run from source, dist/ or dist/chunks/
 * when run from the bundle `npm start` builds).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Document from '../generated/openapi.json';

export type OpenApiDocument = typeof Document;

const RELATIVE = join('src', 'generated', 'openapi.json');
let cached: OpenApiDocument | undefined;

/** The parsed document, the same object on every call (callers must not mutate it). */
export function openApiDocument(): OpenApiDocument {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, RELATIVE))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`${RELATIVE} not found above ${dirname(fileURLToPath(import.meta.url))}`);
    dir = up;
  }
  cached = JSON.parse(readFileSync(join(dir, RELATIVE), 'utf8')) as OpenApiDocument;
  return cached;
}
