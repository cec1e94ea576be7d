/**
 * The org transaction's BEGIN (src/db/knex.ts beginWith): the settings travel in the simple protocol, where no
 * binding exists, so only values of the expected shape reach the text — any other org or user id is refused and
 * any other traceparent is dropped (generated cases, fixed seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beginWith } from './knex.js';

const ORG = '0b8f5a39-3c3e-4f8e-9a55-6f1b1d9f0a11';
const USER = 'f2b0c7a4-1d2e-4b6f-8a9c-0d1e2f3a4b5c';
const TRACE = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('beginWith', () => {
  it('opens the transaction and sets the three settings transaction-locally in one text', () => {
    expect(beginWith({ orgId: ORG, actorUserId: USER, traceparent: TRACE })).toBe(
      `BEGIN; SELECT set_config('sextant.org_id', '${ORG}', true), set_config('sextant.actor_user_id', '${USER}', true), ` +
        `set_config('sextant.traceparent', '${TRACE}', true)`,
    );
    expect(beginWith({ orgId: ORG, actorUserId: null })).toContain(
      `set_config('sextant.actor_user_id', '', true), set_config('sextant.traceparent', '', true)`,
    );
  });

  it('refuses any org or user id that is not a UUID, and drops any traceparent that is not W3C', () => {
    const refused = (f: () => unknown) => {
      try {
        f();
        return false;
      } catch (err) {
        return /not a UUID/.test((err as Error).message);
      }
    };
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        if (UUID.test(s)) return true;
        return (
          refused(() => beginWith({ orgId: s, actorUserId: null })) &&
          refused(() => beginWith({ orgId: ORG, actorUserId: s })) &&
          beginWith({ orgId: ORG, actorUserId: null, traceparent: s }).endsWith(`set_config('sextant.traceparent', '', true)`)
        );
      }),
      { seed: 53, numRuns: 200 },
    );
  });
});
