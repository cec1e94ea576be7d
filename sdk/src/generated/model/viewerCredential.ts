/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ViewerCredentialType } from './viewerCredentialType';
import type { ViewerCredentialActor } from './viewerCredentialActor';

/**
 * What the caller authenticated with (spec 2 §5): an API key, or an OAuth access token of an app's grant. An OAuth token's capabilities are exactly its granted scopes (spec 2 §5.5).
 */
export type ViewerCredential = {
  type: ViewerCredentialType;
  /** The API key id (UUID), or the OAuth grant id (its refresh family). */
  id: string;
  /** OAuth only: the app (client_id) the grant was approved for. */
  clientId?: string;
  /** OAuth only: the app's name as registered. */
  appName?: string;
  /** OAuth only: user when the token acts as the approving admin, app when it acts as the app itself (authorize with actor=app; writes are attributed to the app's user, userId above). */
  actor?: ViewerCredentialActor;
};
