/**
 * Limits on the metadata an open (RFC 7591) client registration may store. Registration needs no credential, so
 * without bounds anyone could store megabytes per client, or a consent page naming a client with a novel. These
 * are the bounds OAuthClientMetadata.yaml documents as maxLength / maxItems (a live test checks they agree); the
 * provider's extraClientMetadata.validator applies them before oidc-provider validates or stores anything.
 *
 * Every metadata field our oidc-provider configuration recognizes and a client may set is bounded here; the
 * enumerated ones (token_endpoint_auth_method, application_type, subject_type, …) are bounded by their enums.
 */

/** A bound on one metadata field: a string's length, or an array's item count and each string item's length. */
export type ClientMetadataLimit =
  | { kind: 'string'; maxLength: number }
  | { kind: 'array'; maxItems: number; itemMaxLength: number };

const URI = { kind: 'string', maxLength: 2000 } as const;

/**
 * Field → limit. Lengths count characters (Unicode code points, as JSON Schema's maxLength does). scope fits every
 * grantable capability (about 1,300 characters today); contacts are e-mail addresses (RFC 5321: at most 254).
 */
export const CLIENT_METADATA_LIMITS: Readonly<Record<string, ClientMetadataLimit>> = {
  client_name: { kind: 'string', maxLength: 200 },
  redirect_uris: { kind: 'array', maxItems: 10, itemMaxLength: 2000 },
  grant_types: { kind: 'array', maxItems: 5, itemMaxLength: 100 },
  response_types: { kind: 'array', maxItems: 5, itemMaxLength: 100 },
  response_modes: { kind: 'array', maxItems: 5, itemMaxLength: 100 },
  scope: { kind: 'string', maxLength: 2000 },
  contacts: { kind: 'array', maxItems: 10, itemMaxLength: 254 },
  default_acr_values: { kind: 'array', maxItems: 10, itemMaxLength: 200 },
  client_uri: URI,
  logo_uri: URI,
  policy_uri: URI,
  tos_uri: URI,
  initiate_login_uri: URI,
  jwks_uri: URI,
  sector_identifier_uri: URI,
};

const chars = (s: string) => [...s].length;

/**
 * The first limit `metadata` (the registration's raw JSON body) exceeds, as an RFC 7591 error_description naming the
 * field ("client_name must be at most 200 characters"), else undefined. A value of the wrong type is not judged here:
 * oidc-provider refuses it with its own invalid_client_metadata.
 */
export function clientMetadataProblem(metadata: Record<string, unknown>): string | undefined {
  for (const [field, limit] of Object.entries(CLIENT_METADATA_LIMITS)) {
    const value = metadata[field];
    if (limit.kind === 'string') {
      if (typeof value === 'string' && chars(value) > limit.maxLength) return `${field} must be at most ${limit.maxLength} characters`;
      continue;
    }
    if (!Array.isArray(value)) continue;
    if (value.length > limit.maxItems) return `${field} must have at most ${limit.maxItems} items`;
    const long = value.findIndex((v) => typeof v === 'string' && chars(v) > limit.itemMaxLength);
    if (long >= 0) return `${field}[${long}] must be at most ${limit.itemMaxLength} characters`;
  }
  return undefined;
}
