/**
 * Service inputs and outputs typed from the document (src/generated/api.ts), so a service never restates a shape
 * the OpenAPI file already states:
 *
 *   async create(actor: Actor, input: RequestBody<'createTask'>): Promise<Schema<'Task'>>
 *   async list(actor: Actor, q: QueryParams<'listTasks'>): Promise<Page<Schema<'Task'>>>
 *
 * The pipeline hands services validated input (defaults applied, ids resolved to UUIDs), so these are what a
 * service receives, not what a caller may send.
 */
import type { components, operations } from '../generated/api.js';

/** A named schema of the document. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation. */
export type RequestBody<Op extends keyof operations> = JsonBody<NonNullable<operations[Op]['requestBody']>>;

/** The query parameters of an operation (an empty object when it has none). */
export type QueryParams<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** The path parameters of an operation. */
export type PathParams<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['path']>;
