import { describe, expect, it } from 'vitest';
import { clusterTexts, similarity, trigrams } from './trigrams.js';

describe('pg_trgm trigrams and similarity', () => {
  it('pads each lowercased word with two spaces before and one after', () => {
    expect([...trigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
    expect(trigrams('a').size).toBe(2); // '  a', ' a '
    expect(trigrams('!!! ...').size).toBe(0);
  });

  it('matches the values Postgres returns', () => {
    // select similarity(a, b) on PostgreSQL 18 with pg_trgm
    expect(similarity('Café crème brûlée!', 'cafe creme')).toBeCloseTo(0.22727273, 6);
    expect(similarity('ÉTÉ naïve 42x', 'été naive')).toBeCloseTo(0.4117647, 6);
    expect(similarity("it's O'Brien's", 'its obrien')).toBeCloseTo(0.4117647, 6);
    expect(similarity('a', 'ab')).toBeCloseTo(0.25, 6);
    expect(similarity('日本語のテキスト', '日本語')).toBeCloseTo(0.3, 6);
    expect(similarity('same words', 'Words same')).toBe(1);
    expect(similarity('', '')).toBe(0);
  });
});

describe('single-linkage clusters', () => {
  it('links chains, keeps clusters of two or more, in first-index order', () => {
    const texts = [
      'Export invoices to CSV every month',
      'Slack alerts when a deal closes',
      'Export the invoices to CSV monthly',
      'Dark mode for the mobile app',
      'Export invoices as CSV every month please',
      'Slack alert when deals close',
    ];
    expect(clusterTexts(texts, 0.35)).toEqual([
      [0, 2, 4],
      [1, 5],
    ]);
    expect(clusterTexts(texts, 0.99)).toEqual([]);
    expect(clusterTexts([], 0.35)).toEqual([]);
  });

  it('single linkage: a chain joins texts that are not similar to each other directly', () => {
    const a = 'alpha beta gamma delta';
    const b = 'alpha beta gamma delta epsilon zeta';
    const c = 'gamma delta epsilon zeta eta theta';
    expect(similarity(a, c)).toBeLessThan(0.35);
    expect(similarity(a, b)).toBeGreaterThanOrEqual(0.35);
    expect(similarity(b, c)).toBeGreaterThanOrEqual(0.35);
    expect(clusterTexts([a, 'unrelated words entirely', c, b], 0.35)).toEqual([[0, 2, 3]]);
  });
});
