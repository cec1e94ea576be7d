/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A draft PRD assembled from the opportunity (spec 2 §4.7): markdown, whether it came from the cache (drafts are kept one hour), its age in ms, and whether the inputs changed since it was drafted.
 */
export interface PrdSynthesis {
  markdown: string;
  cached: boolean;
  /**
   * Milliseconds since the draft was made (0 for a fresh one).
   * @minimum 0
   */
  ageMs: number;
  /** true when the description, objectives, readings, risks, scores, phases or tasks changed after the cached draft was made; send bypassCache true for a new one. */
  staleSinceLastSynth: boolean;
}
