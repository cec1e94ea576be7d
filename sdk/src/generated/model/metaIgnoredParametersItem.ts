/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type MetaIgnoredParametersItem = {
  name: string;
  didYouMean?: string;
};
