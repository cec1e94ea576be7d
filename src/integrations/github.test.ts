/** Pure parts of the GitHub integration: task refs in titles and branches, signatures, link states, bodies. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findTaskRefs, githubSignature, parseDeliveryBody, prState, verifyGithubSignature } from './github.js';

describe('findTaskRefs', () => {
  const prefixes = ['ENG', 'OPS', 'TASK'];
  it('finds refs in any case, on word boundaries, upper-cased, once each, in order', () => {
    expect(findTaskRefs(['ENG-12: fix login', 'eng-12-fix-login'], prefixes)).toEqual(['ENG-12']);
    expect(findTaskRefs(['[ops-3] and ENG-4', 'feature/task-9_cleanup'], prefixes)).toEqual(['OPS-3', 'ENG-4', 'TASK-9']);
    expect(findTaskRefs(['Eng-007'], prefixes)).toEqual(['ENG-7']);
  });
  it('ignores refs inside longer words or numbers, and unknown prefixes', () => {
    expect(findTaskRefs(['xeng-12', 'ENG12', 'DEV-3', 'ENG-', 'ENG_12', '2ENG-5'], prefixes)).toEqual([]);
    expect(findTaskRefs(['ENG-1234567890'], prefixes)).toEqual([]);
    expect(findTaskRefs(['ENG-12'], [])).toEqual([]);
  });
});

describe('signatures', () => {
  const body = Buffer.from('{"zen":"Anything added dilutes everything else."}');
  it('signs like GitHub and verifies in constant time', () => {
    const expected = `sha256=${createHmac('sha256', 'ghsec_x').update(body).digest('hex')}`;
    expect(githubSignature('ghsec_x', body)).toBe(expected);
    expect(verifyGithubSignature('ghsec_x', body, expected)).toBe(true);
  });
  it('refuses a missing, short, wrong-secret or other-body signature', () => {
    expect(verifyGithubSignature('ghsec_x', body, undefined)).toBe(false);
    expect(verifyGithubSignature('ghsec_x', body, 'sha256=abc')).toBe(false);
    expect(verifyGithubSignature('ghsec_x', body, githubSignature('ghsec_y', body))).toBe(false);
    expect(verifyGithubSignature('ghsec_x', body, githubSignature('ghsec_x', Buffer.from('{}')))).toBe(false);
    expect(verifyGithubSignature('ghsec_x', body, githubSignature('ghsec_x', body).replace('sha256=', 'sha1=  '))).toBe(false);
  });
});

describe('prState and parseDeliveryBody', () => {
  it('merged wins over closed', () => {
    expect(prState({ state: 'open' })).toBe('open');
    expect(prState({ state: 'closed', merged: false })).toBe('closed');
    expect(prState({ state: 'closed', merged: true })).toBe('merged');
    expect(prState({ state: 'closed', merged_at: '2026-01-01T00:00:00Z' })).toBe('merged');
  });
  it("reads JSON and GitHub's form encoding; undefined otherwise", () => {
    expect(parseDeliveryBody(Buffer.from('{"a":1}'), 'application/json')).toEqual({ a: 1 });
    expect(parseDeliveryBody(Buffer.from(`payload=${encodeURIComponent('{"a":2}')}`), 'application/x-www-form-urlencoded')).toEqual({ a: 2 });
    expect(parseDeliveryBody(Buffer.from('{"a":'), 'application/json')).toBeUndefined();
    expect(parseDeliveryBody(Buffer.from('a=1'), 'application/x-www-form-urlencoded')).toBeUndefined();
  });
});
