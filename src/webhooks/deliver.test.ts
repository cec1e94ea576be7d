/** Delivery's pure parts: the retry schedule with jitter, the signature, the deterministic body, options. */
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eventBody, MAX_ATTEMPTS, RETRY_DELAYS_S, retryDelayMs, signatureHeader, webhookOptions, type EventRow } from './deliver.js';

describe('retry schedule', () => {
  it('is 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h (about 24 h) for 10 attempts', () => {
    expect(RETRY_DELAYS_S).toEqual([30, 120, 600, 1800, 3600, 7200, 14400, 28800, 28800]);
    expect(MAX_ATTEMPTS).toBe(10);
    const total = RETRY_DELAYS_S.reduce((a, b) => a + b, 0) / 3600;
    expect(total).toBeGreaterThan(22);
    expect(total).toBeLessThan(26);
  });
  it('applies jitter in [0.8, 1.2) and the scale; the first retry is within 60 s', () => {
    expect(retryDelayMs(1, 1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 1, () => 0.999999)).toBeLessThanOrEqual(36_000);
    expect(retryDelayMs(3, 1, () => 0.5)).toBe(600_000);
    expect(retryDelayMs(9, 1, () => 0.5)).toBe(28_800_000);
    expect(retryDelayMs(2, 0.01, () => 0.5)).toBe(1200);
    for (let i = 0; i < 100; i++) {
      const d = retryDelayMs(1);
      expect(d).toBeGreaterThanOrEqual(24_000);
      expect(d).toBeLessThanOrEqual(36_000);
    }
  });
});

describe('signatureHeader', () => {
  it('is t=<t>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>', () => {
    const body = '{"a":1}';
    const v1 = createHmac('sha256', 'whsec_x').update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader('whsec_x', 1700000000, body)).toBe(`t=1700000000,v1=${v1}`);
  });
});

describe('eventBody', () => {
  const evt: EventRow = {
    org_id: '8d5f2a1e-0000-4000-8000-000000000001',
    id: 'evt_0123456789abcdef0123456789abcdef',
    type: 'task.updated',
    entity_type: 'task',
    entity_id: '8d5f2a1e-0000-4000-8000-000000000002',
    subject: null,
    action: 'updated',
    changes: [{ field: 'title', from: 'a', to: 'b' }],
    actor_user_id: '8d5f2a1e-0000-4000-8000-000000000003',
    object: { title: 'b', id: 'x', ref: 'ENG-1' },
    fanned_out_at: new Date(),
    created_at: new Date('2026-01-02T03:04:05.678Z'),
  };
  it('has the Event shape, the same bytes every time whatever the key order', () => {
    const a = eventBody(evt, 'person');
    expect(JSON.parse(a)).toEqual({
      id: evt.id,
      type: 'task.updated',
      createdAt: '2026-01-02T03:04:05.678Z',
      orgId: evt.org_id,
      actor: { type: 'user', id: evt.actor_user_id },
      data: { object: evt.object, changes: evt.changes },
    });
    expect(eventBody({ ...evt, object: { ref: 'ENG-1', id: 'x', title: 'b' } }, 'person')).toBe(a);
  });
  it('names apps and the system', () => {
    expect(JSON.parse(eventBody(evt, 'app')).actor).toEqual({ type: 'app', id: evt.actor_user_id });
    expect(JSON.parse(eventBody({ ...evt, actor_user_id: null })).actor).toEqual({ type: 'system', id: null });
  });
});

describe('webhookOptions', () => {
  it('takes the environment as defaults, the options over it', () => {
    expect(webhookOptions({}, {})).toEqual({ allowPrivate: false, retryScale: 1 });
    expect(webhookOptions({}, { SEXTANT_WEBHOOK_ALLOW_PRIVATE: '1', SEXTANT_WEBHOOK_RETRY_SCALE: '0.01' })).toEqual({ allowPrivate: true, retryScale: 0.01 });
    expect(webhookOptions({}, { SEXTANT_WEBHOOK_ALLOW_PRIVATE: 'true', SEXTANT_WEBHOOK_RETRY_SCALE: 'x' })).toEqual({ allowPrivate: false, retryScale: 1 });
    expect(webhookOptions({ allowPrivate: false, retryScale: 2, extraCa: 'pem' }, { SEXTANT_WEBHOOK_ALLOW_PRIVATE: '1' })).toEqual({
      allowPrivate: false,
      retryScale: 2,
      extraCa: 'pem',
    });
  });
});
