/**
 * A transition table as data (spec 1 §3.2; docs/decisions/0002-state-machines-as-data.md): `from → [to…]`, what a
 * move requires and which operation makes it. One table per machine in this folder is read by the service that
 * enforces it, by the `actions`/`allowedMoves` a response offers, and by the test that tries every (from, to) pair.
 *
 * A state listed under its own key is a real move (a webhook delivery retrying again); otherwise asking for the
 * current state is not a move, and each service decides whether that is a no-op or a refusal (its docstring says).
 */
import type { OperationId } from '../../generated/operations.js';
import { ApiError, type ErrorDetail } from '../errors.js';

export interface MachineOptions<S extends string> {
  /** The field a move to the state needs from the caller (customer churned → `reason`). */
  requires?: Partial<Record<S, string>>;
  /**
   * The operation that makes a move to the state, when it is not the machine's usual one (an opportunity reaches
   * cancelled only by reject-via-template). Key `*` names the usual operation.
   */
  via?: Partial<Record<S | '*', OperationId>>;
}

export interface Refusal {
  /** What the message calls the entity ("Task ENG-12"); default the machine's noun. */
  subject?: string;
  /** Replaces the default message. */
  message?: string;
  /** Replaces the default suggestion; it must still name the allowed moves. */
  suggestion?: string;
  /** Merged into error.data after {from, to, allowed}. */
  data?: Record<string, unknown>;
  details?: ErrorDetail[];
  /** The moves this request could make (e.g. the ones of its operation); default every allowed move. */
  allowed?: readonly string[];
}

export interface Machine<S extends string> {
  /** The entity's noun in messages ("task", "customer"). */
  readonly noun: string;
  /** Every state, in the order of the table. */
  readonly states: readonly S[];
  /** The table itself: from → the states it may move to. */
  readonly moves: Readonly<Record<S, readonly S[]>>;
  readonly requires: Readonly<Partial<Record<S, string>>>;
  /** The states `from` may move to (a fresh array, in the table's order), optionally only those made by operation `via`. */
  allowed(from: S, via?: OperationId): S[];
  /** The states that may move to `to` (for an UPDATE … WHERE status IN (…) that moves only what the table allows). */
  sources(to: S): S[];
  /** True when the table allows from → to. */
  can(from: S, to: S): boolean;
  /** True when the state has no moves out. */
  isFinal(state: S): boolean;
  /** The operation that makes a move to `to` (the `via` option), if the table names one. */
  via(to: S): OperationId | undefined;
  /**
   * 409 INVALID_STATE_TRANSITION with data {from, to, allowed} — allowed: every move the table allows from `from`,
   * whichever operation makes it — and a suggestion naming each allowed move (with its operation).
   */
  refusal(from: S, to: string, opts?: Refusal): ApiError;
  /** Throws `refusal` unless the table allows from → to. */
  assert(from: S, to: S, opts?: Refusal): void;
}

/**
 * The default suggestion: the moves there are (each with the operation that makes it, when the machine has more
 * than one), or that there are none.
 */
export function suggestMoves(noun: string, from: string, allowed: readonly string[], via: (to: string) => string | undefined = () => undefined): string {
  if (!allowed.length) return `${/^[aeiou]/i.test(from) ? 'An' : 'A'} ${from} ${noun} has no moves left (${from} is final).`;
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  const ops = new Set(allowed.map(via));
  const named = ops.size > 1 ? allowed.map((to) => (via(to) ? `${to} (${via(to)})` : to)) : allowed;
  const one = ops.size === 1 ? via(allowed[0]) : undefined;
  return `From ${from} ${article} ${noun} can move to${one ? ` (with ${one})` : ''}: ${named.join(', ')}.`;
}

/** Builds a machine from its table; every state must be a key (an empty list for a final state). */
export function machine<S extends string>(noun: string, moves: Record<S, readonly S[]>, options: MachineOptions<S> = {}): Machine<S> {
  const states = Object.keys(moves) as S[];
  for (const [from, tos] of Object.entries(moves) as [S, readonly S[]][]) {
    for (const to of tos) if (!(to in moves)) throw new Error(`machine ${noun}: ${from} → ${to} names an unknown state`);
  }
  const viaOf = (to: S) => options.via?.[to] ?? options.via?.['*'];
  const m: Machine<S> = {
    noun,
    states,
    moves,
    requires: options.requires ?? ({} as Partial<Record<S, string>>),
    allowed: (from, via) => (moves[from] ?? []).filter((to) => via === undefined || viaOf(to) === via),
    sources: (to) => states.filter((from) => moves[from].includes(to)),
    can: (from, to) => (moves[from] ?? []).includes(to),
    isFinal: (state) => (moves[state] ?? []).length === 0,
    via: viaOf,
    refusal(from, to, opts = {}) {
      const allowed = [...(opts.allowed ?? moves[from] ?? [])];
      return new ApiError('INVALID_STATE_TRANSITION', opts.message ?? `${opts.subject ?? `The ${noun}`} cannot move from ${from} to ${to}`, {
        data: { from, to, allowed, ...opts.data },
        ...(opts.details ? { details: opts.details } : {}),
        suggestion: opts.suggestion ?? suggestMoves(noun, from, allowed, (to) => viaOf(to as S)),
      });
    },
    assert(from, to, opts) {
      if (!m.can(from, to)) throw m.refusal(from, to, opts);
    },
  };
  return m;
}
