import { describe, expect, it } from 'vitest';
import { clientMetadataLimits, clientMetadataProblem } from './clientLimits.js';

const rows = Object.entries(clientMetadataLimits());

describe('clientMetadataProblem: every bounded field at, and one past, its limit', () => {
  it.each(rows)('%s', (field, limit) => {
    if (limit.kind === 'string') {
      expect(clientMetadataProblem({ [field]: 'x'.repeat(limit.maxLength) })).toBeUndefined();
      expect(clientMetadataProblem({ [field]: 'x'.repeat(limit.maxLength + 1) })).toBe(`${field} must be at most ${limit.maxLength} characters`);
      return;
    }
    expect(clientMetadataProblem({ [field]: Array(limit.maxItems).fill('x'.repeat(limit.itemMaxLength)) })).toBeUndefined();
    expect(clientMetadataProblem({ [field]: Array(limit.maxItems + 1).fill('x') })).toBe(`${field} must have at most ${limit.maxItems} items`);
    expect(clientMetadataProblem({ [field]: ['x', 'x'.repeat(limit.itemMaxLength + 1)] })).toBe(
      `${field}[1] must be at most ${limit.itemMaxLength} characters`,
    );
  });

  it("counts code points, not UTF-16 units, as the document's maxLength does", () => {
    expect(clientMetadataProblem({ client_name: '\u{1F9ED}'.repeat(200) })).toBeUndefined();
    expect(clientMetadataProblem({ client_name: '\u{1F9ED}'.repeat(201) })).toBe('client_name must be at most 200 characters');
  });

  it('leaves a value of the wrong type to oidc-provider', () => {
    for (const value of [12, null, true, { length: 99 }, 'x'.repeat(5000)]) {
      expect(clientMetadataProblem({ redirect_uris: value })).toBeUndefined();
      if (typeof value !== 'string') expect(clientMetadataProblem({ contacts: [value] })).toBeUndefined();
    }
    expect(clientMetadataProblem({ client_name: ['x'.repeat(5000)] })).toBeUndefined();
  });
});
