/**
 * The rules of a time entry and of a window of days (spec 2 §4.16, §8), as pure functions that throw
 * 400 VALIDATION_FAILED naming the offending field (`body.hours`, `body.rows.2.entryDate`, `query.to`) with a
 * suggestion that states the fix. Field paths use dots for array positions, as schema validation and the ref
 * resolver do (`body.rows.2.taskId`), so one request never names its fields two ways.
 */
import type { components } from '../../generated/api.js';
import { ApiError, invalidField, type ErrorDetail } from '../../core/errors.js';
import { MAX_WINDOW_DAYS } from '../cycles.js';

export type EntryKind = components['schemas']['EntryKind'];
export const UNTRACKED = new Set<EntryKind>(['vacation', 'sick']);
export const MAX_DAY_HOURS = 24;
export { MAX_WINDOW_DAYS };

/** An entry as it would be stored: the result of a create, an upsert row, or a patch laid over the current entry. */
export interface EntryFields {
  entryDate: string;
  hours: number;
  note: string | null;
  entryKind: EntryKind;
  opportunityId: string | null;
  taskId: string | null;
  miscCategoryId: string | null;
}
const TARGETS = ['opportunityId', 'taskId', 'miscCategoryId'] as const;

const DAY = 86_400_000;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
export const addDays = (d: string, n: number) => new Date(dayMs(d) + n * DAY).toISOString().slice(0, 10);
/** Days in [from, to], both included. */
export const daysIn = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY) + 1;
export const todayUtc = () => new Date().toISOString().slice(0, 10);
/** The Monday and Sunday of the ISO week holding `d`. */
export function weekOf(d: string): { from: string; to: string } {
  const dow = (new Date(dayMs(d)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const from = addDays(d, -dow);
  return { from, to: addDays(from, 6) };
}

/**
 * 400 naming `field` (the `to` the caller sent, or `from` when only that was sent) unless from ≤ to and the window
 * holds at most 366 days, both ends included (a leap year; the same rule as the planned-work summary).
 */
export function assertWindow(from: string, to: string, field: string): void {
  if (to < from) throw invalidField(field, `(${to}) is before from (${from})`, 'Set to on or after from; both days belong to the window.');
  const days = daysIn(from, to);
  if (days > MAX_WINDOW_DAYS) {
    throw invalidField(
      field,
      `makes a window of ${days} days, more than ${MAX_WINDOW_DAYS}`,
      `Ask for at most ${MAX_WINDOW_DAYS} days at a time (both ends included), for example from=${from} to=${addDays(from, MAX_WINDOW_DAYS - 1)}, and split longer periods.`,
    );
  }
}

const isBlank = (s: string | null | undefined) => s == null || s.trim() === '';
/** Hours in hundredths; the schema bounds them to 0..24 already. */
export const cents = (hours: number) => Math.round(hours * 100);
const hoursLabel = (c: number) => `${c / 100} h`;

/**
 * 400 unless `e` is a valid entry: hours in hundredths; a tracked kind has exactly one target and a misc entry
 * (miscCategoryId) a note; vacation and sick have a note and no target. `at` prefixes the field names (`body`,
 * `body.rows.3`); `patch` words the fixes for PATCH, where a target is removed by sending it as null.
 */
export function assertEntry(e: EntryFields, at: string, patch = false): void {
  if (Math.abs(e.hours * 100 - cents(e.hours)) > 1e-6) {
    throw invalidField(
      `${at}.hours`,
      `(${e.hours}) has more than 2 decimals`,
      `Send hours in hundredths of an hour, e.g. ${(Math.round(e.hours * 100) / 100).toFixed(2)}.`,
    );
  }
  const sent = TARGETS.filter((k) => e[k] !== null);
  const remove = (keys: readonly string[]) => (patch ? `send ${keys.join(', ')} as null` : `leave out ${keys.join(', ')}`);
  if (UNTRACKED.has(e.entryKind)) {
    if (sent.length) {
      throw new ApiError('VALIDATION_FAILED', `A ${e.entryKind} entry takes no target, but ${sent.join(' and ')} ${sent.length > 1 ? 'are' : 'is'} set`, {
        details: sent.map((k) => ({ field: `${at}.${k}`, message: `must be absent for a ${e.entryKind} entry` })),
        suggestion: `Vacation and sick time is untracked and belongs to no work: ${remove(sent)}, or choose another entryKind (customer_meeting, internal_planning, other) to log work.`,
      });
    }
    if (isBlank(e.note)) {
      throw invalidField(`${at}.note`, `is required for a ${e.entryKind} entry`, `Add a note saying what the ${e.entryKind} time was, e.g. "Public holiday".`);
    }
    return;
  }
  if (sent.length !== 1) {
    const details: ErrorDetail[] = (sent.length ? sent : TARGETS).map((k) => ({
      field: `${at}.${k}`,
      message: sent.length ? 'is one of several targets; keep exactly one' : 'one of opportunityId, taskId or miscCategoryId is required',
    }));
    const message = sent.length
      ? `An entry has exactly one target, but ${sent.join(' and ')} are ${sent.length > 2 ? 'all' : 'both'} set`
      : 'An entry needs exactly one target: opportunityId, taskId or miscCategoryId';
    const suggestion = sent.length
      ? `Keep one of ${sent.join(', ')} and ${remove(sent.slice(1))}${patch ? ' (a new target replaces the old one only when the old one is sent as null)' : ''}.`
      : 'Send exactly one of taskId (UUID or ref like ENG-12), opportunityId (UUID or ref like OPP-3) or miscCategoryId (a category id from GET /api/v1/categories, with a note); vacation and sick entries take none.';
    throw new ApiError('VALIDATION_FAILED', message, { details, suggestion });
  }
  if (e.miscCategoryId !== null && isBlank(e.note)) {
    throw invalidField(
      `${at}.note`,
      'is required for a misc entry (miscCategoryId)',
      'Add a note saying what the time was spent on; misc time has no task or opportunity to explain it.',
    );
  }
}

/**
 * 400 naming `field` when `add` hundredths of an hour on `day` would take the user past 24 hours; `current` is what
 * the day holds besides (in hundredths), described by `holding` for the message.
 */
export function assertDayTotal(day: string, current: number, add: number, field: string, holding = 'you already logged'): void {
  if (current + add <= MAX_DAY_HOURS * 100) return;
  const left = Math.max(0, MAX_DAY_HOURS * 100 - current);
  throw invalidField(
    field,
    `would take ${day} to ${hoursLabel(current + add)}: ${holding} ${hoursLabel(current)} that day, and a day holds at most ${MAX_DAY_HOURS} h`,
    left > 0
      ? `Log at most ${hoursLabel(left)} on ${day}, or change that day's other entries first (GET /api/v1/time-entries?from=${day}&to=${day}).`
      : `${day} is full: change or delete that day's other entries first (GET /api/v1/time-entries?from=${day}&to=${day}), or log the time on another day.`,
  );
}
