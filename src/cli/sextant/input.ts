/**
 * The `sextant` CLI's input side: what it runs with (CliIo), flag help text, turning flag values into the
 * operation's typed input (numbers, JSON, @file, @- on stdin), and validation messages in flag terms.
 */
import { readFileSync } from 'node:fs';
import type * as paramValidators from '../../generated/validators-params.js';
import { didYouMean } from '../../core/errors.js';
import { plain, type CommandSpec, type FlagSpec } from './model.js';

/** Exit codes by error class, printed by `sextant --help`. */
export const EXIT = { ok: 0, other: 1, usage: 2, auth: 3, notFound: 4, conflict: 5, rateLimited: 6 } as const;

/** A failure the CLI reports: printed as `sextant: <message>` (+ suggestion), or `envelope` with --json. */
export class CliFailure extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
    readonly suggestion?: string,
    readonly envelope?: unknown,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

export interface Writable {
  write(s: string): unknown;
  isTTY?: boolean;
}

/** What the CLI runs with; everything has the process's value by default (bin/sextant.mjs). */
export interface CliIo {
  /** Arguments after the program name: `['tasks', 'list', '--status', 'todo']`. */
  argv: string[];
  env?: Record<string, string | undefined>;
  stdout?: Writable;
  stderr?: Writable;
  /** Read for `--body @-`. */
  stdin?: NodeJS.ReadableStream;
  fetch?: typeof fetch;
  /** Asks for a value `sextant login` was not given (`secret`: do not echo). */
  prompt?: (question: string, secret: boolean) => Promise<string>;
}

export function list(values: readonly unknown[], max = 12): string {
  const shown = values
    .slice(0, max)
    .map((v) => String(v))
    .join(', ');
  return values.length > max ? `${shown}, … (${values.length} values)` : shown;
}

export function placeholder(f: FlagSpec): string {
  if (f.kind === 'array') return '<a,b,…|json>';
  if (f.kind === 'json') return '<json>';
  if (f.enum && f.enum.length <= 3) return `<${f.enum.join('|')}>`;
  return `<${f.kind}>`;
}

export function flagHelp(f: FlagSpec): string {
  const parts = [plain(f.description)].filter(Boolean);
  if (f.enum?.length) parts.push(`One of: ${list(f.enum)}.`);
  parts.push(`[${f.in === 'query' ? 'query' : 'body'}; ${f.typeLabel}${f.required ? '; required' : ''}]`);
  return parts.join(' ');
}

/** Reads `@file` / `@-` (stdin) or returns the text itself. */
export async function textArg(value: string, io: CliIo): Promise<string> {
  if (value === '@-') {
    const chunks: Buffer[] = [];
    for await (const c of io.stdin ?? process.stdin) chunks.push(Buffer.from(c as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  if (value.startsWith('@')) {
    try {
      return readFileSync(value.slice(1), 'utf8');
    } catch (e) {
      throw new CliFailure(EXIT.usage, `cannot read ${value.slice(1)}: ${(e as Error).message}`);
    }
  }
  return value;
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliFailure(EXIT.usage, `${what} must be JSON: ${(e as Error).message}`, `Quote it for the shell, e.g. ${what} '{"key":"value"}'.`);
  }
}

export const NUMBER = /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;

/** A flag's raw text as the value sent: numbers parsed, JSON parsed, `null` for nullable fields. */
export async function convert(f: FlagSpec, raw: unknown, io: CliIo): Promise<unknown> {
  if (typeof raw !== 'string') return raw; // booleans from --flag / --no-flag
  if (raw === 'null' && f.nullable) return null;
  switch (f.kind) {
    case 'integer':
    case 'number':
      return NUMBER.test(raw.trim()) ? Number(raw) : raw; // not a number: the validator names the flag
    case 'json':
      return parseJson(await textArg(raw, io), `--${f.flag}`);
    case 'array': {
      const text = await textArg(raw, io);
      if (text.trim().startsWith('[')) return parseJson(text, `--${f.flag}`);
      return text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (NUMBER.test(s) && !Number.isNaN(Number(s)) && /integer|number/.test(f.typeLabel) ? Number(s) : s));
    }
    default:
      if ((f.types.includes('object') || f.types.includes('array')) && /^\s*[[{]/.test(raw)) return parseJson(raw, `--${f.flag}`);
      return raw;
  }
}

export type Validator = paramValidators.Validator;
export type AjvError = NonNullable<Validator['errors']>[number];
export const pick = (set: object, name: string) => (set as Record<string, Validator | undefined>)[name];

/** ajv errors as `--flag message` lines, in the CLI's terms (a flag, a positional `<id>`, or a body field). */
export function describeErrors(spec: CommandSpec, where: 'path' | 'query' | 'body', errors: AjvError[]): string[] {
  const out = new Map<string, string>();
  for (const e of errors) {
    const at = e.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let field = at[0];
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required' && !at.length) {
      field = e.params.missingProperty;
      message = 'is required';
    } else if (e.keyword === 'additionalProperties' && !at.length) {
      field = e.params.additionalProperty;
      const known = spec.flags.filter((f) => f.in === where).map((f) => f.name);
      const guess = didYouMean(field, known);
      message = `is not a field of this operation${guess ? ` (did you mean ${label(spec, where, guess)}?)` : ''}`;
    } else if (e.keyword === 'enum') {
      const guess = didYouMean(e.data, e.params.allowedValues);
      message = `must be one of: ${list(e.params.allowedValues, 25)}${guess ? ` (did you mean ${guess}?)` : ''}`;
    } else if (e.keyword === 'minProperties' && !at.length) {
      field = '';
      message = 'give at least one field to change';
    } else if (e.keyword === 'pattern') {
      const words = (e as { parentSchema?: { description?: string } }).parentSchema?.description?.replace(/\.$/, '');
      message = words ? `must be ${words}` : 'is not in the documented format';
    } else if (e.keyword === 'type') {
      message = `must be ${String(e.params.type).replace(',', ' or ')}`;
    } else if (e.keyword === 'format') {
      message = `must be a valid ${e.params.format}`;
    }
    const inner = [...at.slice(1), ...(e.keyword === 'required' && at.length ? [e.params.missingProperty] : [])];
    const suffix = inner.map((k) => (/^[0-9]+$/.test(k) ? `[${k}]` : `.${k}`)).join('');
    if (e.keyword === 'required' && at.length) message = 'is required';
    const key = field ? label(spec, where, field) : 'the body';
    if (!out.has(key) || e.keyword === 'enum') out.set(key, `${key}${suffix} ${message}`);
  }
  return [...out.values()];
}

/** How the user spells a field: `<id>` for a path parameter, `--flag` for a flag, `body.x` for other body fields. */
export function label(spec: CommandSpec, where: 'path' | 'query' | 'body', name: string): string {
  if (where === 'path') return `<${name}>`;
  const f = spec.flags.find((x) => x.in === where && x.name === name);
  return f ? `--${f.flag}` : `body.${name}`;
}

/** Server `details[].field` (`body.status`, `query.limit`, `path.id`) in the CLI's terms. */
export function serverField(spec: CommandSpec, field: string): string {
  const [where, name, ...rest] = field.split('.');
  if ((where === 'body' || where === 'query' || where === 'path') && name) return [label(spec, where, name), ...rest].join('.');
  return field;
}
