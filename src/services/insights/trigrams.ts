/**
 * Trigram similarity as pg_trgm computes it, and single-linkage clustering over it (spec 2 §4.12),
 * for the pattern board (patterns.ts). Pure: no database.
 *
 * pg_trgm: the text is split into words (runs of letters and digits), each word lowercased and padded with two
 * spaces before and one after, and cut into its three-character windows; similarity is the number of distinct
 * trigrams both texts share over the number of distinct trigrams of either (0 to 1). `similarity()` in Postgres
 * and `similarity()` here agree (contract-tests/intake/patterns.live.test.ts compares them).
 *
 * Why the board clusters here and not in SQL: the pairwise step over the newest 500 unjudged insights is 124,750
 * comparisons. In Postgres that is either a nested loop evaluating `%` per pair (~4 s for 500 insights of ~15
 * words: each call re-extracts both trigram sets) or, through `insights_text_trgm`, one index probe per insight
 * whose posting lists span every org (the index has no org_id), tens of seconds on a table of 60k rows. Here the
 * trigrams are extracted once per insight and pairs are counted through an inverted index: ~0.1 s for the same
 * 500. Similar insights (one probe) do use the index.
 */

/** The distinct trigrams of `text`, as pg_trgm extracts them (words of letters and digits, lowercased, padded). */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = Array.from(`  ${word} `);
    for (let k = 0; k + 3 <= chars.length; k++) out.add(chars[k] + chars[k + 1] + chars[k + 2]);
  }
  return out;
}

/** pg_trgm's similarity(a, b): shared distinct trigrams over all distinct trigrams; 0 when neither has any. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  const union = ta.size + tb.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Single-linkage clusters of `texts`: two texts with similarity ≥ `threshold` are in one cluster, and so is
 * anything linked to either. Returns the clusters of two or more, each as ascending indexes into `texts`,
 * ordered by their first index.
 */
export function clusterTexts(texts: readonly string[], threshold: number): number[][] {
  const n = texts.length;
  // trigram → small integer, so each text is an int array and the inverted index a list of text indexes per trigram
  const ids = new Map<string, number>();
  const sets = texts.map((t) => {
    const s: number[] = [];
    for (const g of trigrams(t)) {
      let id = ids.get(g);
      if (id === undefined) ids.set(g, (id = ids.size));
      s.push(id);
    }
    return s;
  });
  const postings: number[][] = Array.from({ length: ids.size }, () => []);
  sets.forEach((s, i) => s.forEach((g) => postings[g].push(i)));

  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const shared = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    shared.fill(0, i + 1);
    // postings are ascending, so only later texts are counted (each pair once)
    for (const g of sets[i]) for (const j of postings[g]) if (j > i) shared[j]++;
    for (let j = i + 1; j < n; j++) {
      const s = shared[j];
      if (s && s / (sets[i].length + sets[j].length - s) >= threshold) {
        const a = find(i);
        const b = find(j);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    const g = groups.get(root);
    if (g) g.push(i);
    else groups.set(root, [i]);
  }
  return [...groups.values()].filter((g) => g.length >= 2).sort((a, b) => a[0] - b[0]);
}
