/**
 * The bundled OpenAPI 3.1 document (src/generated/openapi.json) as the test walkers read it: small structural
 * types for its paths, operations, parameters, responses and JSON Schema (2020-12) nodes, and a `$ref` resolver.
 * openapi-types' SchemaObject is not used for schemas: it types `exclusiveMinimum` as `boolean | number` (3.0's
 * form) and splits nodes into array/non-array variants, so every walker step would need a cast; these types name
 * only the keywords the walkers read, with the document's 3.1 meaning.
 */
import doc from '../../src/generated/openapi.json' with { type: 'json' };

/** A `{ $ref }` node, or a node that may be one (`$ref` absent once resolved or inlined). */
export interface Ref {
  $ref?: string;
}

/** A JSON Schema node: the keywords the walkers read. Numbers are the 3.1 (2020-12) forms. */
export interface SchemaNode extends Ref {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
}

export interface ParameterNode extends Ref {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaNode;
}

export interface MediaNode {
  schema?: SchemaNode;
}

export interface RequestBodyNode extends Ref {
  content?: Record<string, MediaNode>;
}

export interface ResponseNode extends Ref {
  content?: Record<string, MediaNode>;
  headers?: Record<string, unknown>;
}

export interface OperationNode {
  operationId?: string;
  /** Served outside the API pipeline (`oauth`: the OAuth 2.0 server). */
  'x-served-by'?: string;
  parameters?: ParameterNode[];
  requestBody?: RequestBodyNode;
  responses: Record<string, ResponseNode>;
}

export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';

export type PathItemNode = { parameters?: ParameterNode[] } & { [m in Method]?: OperationNode };

export interface DocumentNode {
  paths: Record<string, PathItemNode>;
}

/** The bundled document, typed for walking. */
export const bundled = doc as unknown as DocumentNode;

/** The node a local `$ref` (`#/components/schemas/Task`) points at, JSON Pointer escapes (`~1`, `~0`) undone. */
export function resolveRef<T>(ref: string): T {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as T;
}

/** `node`, following `$ref`s until a node that is not one. */
export function deref<T extends Ref>(node: T): T;
export function deref<T extends Ref>(node: T | undefined): T | undefined;
export function deref<T extends Ref>(node: T | undefined): T | undefined {
  return node?.$ref ? deref(resolveRef<T>(node.$ref)) : node;
}
