/** Role → capability rules (spec 2 §5.2, §5.3). */
import { describe, expect, it } from 'vitest';
import { keyCapabilities, ROLE_CAPABILITIES } from './capabilities.js';

describe('keyCapabilities', () => {
  it('never gives a key compensation:read or org:manage, even for an admin', () => {
    const caps = keyCapabilities('admin', 'admin');
    expect(ROLE_CAPABILITIES.admin).toContain('compensation:read');
    expect(caps).not.toContain('compensation:read');
    expect(caps).not.toContain('org:manage');
    expect(caps).toContain('vision:create');
  });

  it('a key role above the user role gains nothing the user lacks', () => {
    const caps = keyCapabilities('engineer', 'admin');
    expect(caps).not.toContain('vision:create');
    expect(caps).toContain('task:create');
  });

  it('narrows to the requested subset and refuses what the user cannot hold', () => {
    expect(keyCapabilities('pm', 'pm', ['vision:read'])).toEqual(['vision:read']);
    expect(() => keyCapabilities('engineer', 'engineer', ['vision:delete'])).toThrow(/vision:delete/);
  });
});
