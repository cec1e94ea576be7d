/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ViewerRole } from './viewerRole';
import type { ViewerAvatarFileId } from './viewerAvatarFileId';
import type { ViewerTeamsItem } from './viewerTeamsItem';
import type { ViewerCredential } from './viewerCredential';

/**
 * The caller and its credential's grants (spec 2 §4.3).
 */
export interface Viewer {
  userId: string;
  name: string;
  email: string;
  orgId: string;
  /** The credential's role. A key may carry any org role (the same values as OrgRole) that grants nothing its user's role lacks; an OAuth token reports its user's org role, but only its scopes count. */
  role: ViewerRole;
  /** Your avatar image (a clean file; read it for a download URL); null when none. */
  avatarFileId: ViewerAvatarFileId;
  teams: ViewerTeamsItem[];
  /** Permission grants of the credential (resource:action). */
  capabilities: string[];
  /** What the caller authenticated with (spec 2 §5): an API key, or an OAuth access token of an app's grant. An OAuth token's capabilities are exactly its granted scopes (spec 2 §5.5). */
  credential: ViewerCredential;
}
