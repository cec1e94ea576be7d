/**
 * What every suite file starts with, once: the target the global setup provides (keys of org A's admin and
 * engineer, org B's admin, the database), whether it is the live server, a run-unique suffix for names, and the
 * typed SDK configured for org A's admin before the file's tests run.
 *
 *   const { live, onLive, unique, engineerKey } = suiteFixtures();
 *   expectStatus(await sdk.createTeam({ name: `Team ${unique}`, prefix }), 201)
 *
 * Fresh tenants of their own come from ./orgs.ts (newOrg, newUser); raw HTTP for bad input from ./http.ts.
 */
import { beforeAll, inject } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { checkedFetch } from './contract.js';

export function suiteFixtures() {
  const target = inject('contract');
  const live = target.target === 'live';
  beforeAll(() => {
    sdk.configure({ baseUrl: target.baseUrl, apiKey: target.adminKey, fetch: checkedFetch });
  });
  return {
    ...target,
    live,
    /** Behavioural assertions hold on the real server only; the mock answers with the document's examples. */
    onLive: (fn: () => void) => {
      if (live) fn();
    },
    /** A suffix no other run or file uses, for names and prefixes. */
    unique: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  };
}
