/** Mention parsing and matching: the forms, and unknown or ambiguous mentions left as text. */
import { describe, expect, it } from 'vitest';
import { matchMentions, parseMentions } from './mentions.js';

describe('parseMentions', () => {
  it('finds @word and @"quoted name" forms, once each, lower-cased', () => {
    expect(parseMentions('Hi @Ann, see @"Bob Stone" and @ann again.')).toEqual(['ann', 'bob stone']);
    expect(parseMentions('@Zoë-')).toEqual(['zoë']);
  });
  it('is not fooled by e-mail addresses or a lone @', () => {
    expect(parseMentions('mail bob@example.com or @ or @@x')).toEqual([]);
  });
});

describe('matchMentions', () => {
  const users = [
    { id: '1', name: 'Ann Lee' },
    { id: '2', name: 'Anna Berg' },
    { id: '3', name: 'Bob Stone' },
    { id: '4', name: 'Ann' },
  ];
  it('prefers an exact name, else the one name the form starts', () => {
    const m = matchMentions(['ann', 'bob', 'anna', 'bob stone'], users);
    expect(m.get('ann')).toBe('4'); // exact beats the prefixes of Ann Lee and Anna Berg
    expect(m.get('bob')).toBe('3');
    expect(m.get('anna')).toBe('2');
    expect(m.get('bob stone')).toBe('3');
  });
  it('leaves ambiguous and unknown forms unmatched', () => {
    const m = matchMentions(['an', 'carol'], users);
    expect(m.has('an')).toBe(false);
    expect(m.has('carol')).toBe(false);
  });
});
