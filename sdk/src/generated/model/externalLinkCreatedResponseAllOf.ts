/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ExternalLink } from './externalLink';

export type ExternalLinkCreatedResponseAllOf = {
  data?: ExternalLink;
};
