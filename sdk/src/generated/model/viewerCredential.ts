/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ViewerCredentialType } from './viewerCredentialType';

export type ViewerCredential = {
  type: ViewerCredentialType;
  id: string;
};
