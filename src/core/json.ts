/**
 * The bundled OpenAPI document and its JSON Schemas as code walks them (codegen, the MCP catalog and output
 * schemas, GET /api/v1/schema): plain JSON of a known shape, read by path.
 */
// biome-ignore lint/suspicious/noExplicitAny: the one place hand-written code reads JSON untyped — typing every walk of the document (a typed OpenAPI 3.1 model with narrowing at each $ref) is recorded as open work in decision 0010.
export type Json = any;
