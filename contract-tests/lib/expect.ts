/**
 * Assertions the suite and live tests share (spec 2 §4.1, §7): a reply's status with its body in the failure
 * message, its data, and a failure envelope with code, suggestion and the field of its first detail.
 */
import { expect } from 'vitest';
import type { ErrorEnvelope, ErrorEnvelopeError } from '../../sdk/src/index';
import { assertFailureEnvelope } from './contract.js';

/** One JSON answer: status, parsed body (typed T by whoever knows what it is), headers. */
export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Asserts the status of an SDK response (with its body in the message) and narrows the response union to it. */
export function expectSdkStatus<R extends { status: number; data: unknown }, S extends R['status']>(res: R, status: S): Extract<R, { status: S }> {
  expect(res.status, JSON.stringify(res.data)?.slice(0, 600)).toBe(status);
  return res as Extract<R, { status: S }>;
}

/** Asserts the status of a reply (with its body in the message) and returns the body. */
export function expectReply<T>(r: Reply<T>, status: number): T {
  expect(r.status, JSON.stringify(r.body)?.slice(0, 800)).toBe(status);
  return r.body;
}

/** Asserts the status of a reply and returns its `data` (typed D by the caller; unknown unless given). */
export function okData<D = unknown>(r: Reply, status = 200): D {
  return (expectReply(r, status) as { data: D }).data;
}

/** A refusal: the status, ok false, the code, a suggestion that says something, and (when given) details[0].field. */
export function refused(r: Reply, status: number, code: string, field?: string): ErrorEnvelopeError {
  expect(r.status, JSON.stringify(r.body)?.slice(0, 800)).toBe(status);
  const body = r.body as ErrorEnvelope;
  expect(body.ok).toBe(false);
  expect(body.error.code).toBe(code);
  expect(body.error.suggestion.length).toBeGreaterThan(10);
  if (field) expect(body.error.details?.[0]?.field).toBe(field);
  return body.error;
}

/** A spec 2 §7 failure: the status, the whole envelope (assertFailureEnvelope), the code and details[0].field. */
export function expectFailure(r: Reply, status: number, code: string, field?: string): ErrorEnvelopeError {
  expectReply(r, status);
  assertFailureEnvelope(r.body, `${status} ${code}`);
  const body = r.body as ErrorEnvelope;
  expect(body.error.code).toBe(code);
  if (field !== undefined) expect(body.error.details?.[0]?.field, JSON.stringify(body.error)).toBe(field);
  return body.error;
}
