/**
 * Limits on the metadata an open (RFC 7591) client registration may store. Registration needs no credential, so
 * without bounds anyone could store megabytes per client, or a consent page naming a client with a novel. The
 * bounds are the maxLength / maxItems that OAuthClientMetadata.yaml documents (the document is their one source);
 * the provider's extraClientMetadata.validator applies them before oidc-provider validates or stores anything.
 *
 * Every metadata field our oidc-provider configuration recognizes and a client may set is bounded in the document;
 * the enumerated ones (token_endpoint_auth_method, application_type, subject_type, …) are bounded by their enums.
 * Lengths count characters (Unicode code points, as JSON Schema's maxLength does).
 */
import { openApiDocument } from '../core/document.js';

/** A bound on one metadata field: a string's length, or an array's item count and each string item's length. */
export type ClientMetadataLimit = { kind: 'string'; maxLength: number } | { kind: 'array'; maxItems: number; itemMaxLength: number };

interface PropertySchema {
  maxLength?: number;
  maxItems?: number;
  items?: { maxLength?: number };
}

let limits: Readonly<Record<string, ClientMetadataLimit>> | undefined;

/** Field → limit, read from the document's OAuthClientMetadata properties (on first use). */
export const clientMetadataLimits = (): Readonly<Record<string, ClientMetadataLimit>> =>
  (limits ??= Object.fromEntries(
    Object.entries(
      (openApiDocument() as { components: { schemas: { OAuthClientMetadata: { properties: Record<string, PropertySchema> } } } }).components.schemas
        .OAuthClientMetadata.properties,
    ).flatMap(([field, p]): Array<[string, ClientMetadataLimit]> => {
      if (p.maxItems !== undefined) return [[field, { kind: 'array', maxItems: p.maxItems, itemMaxLength: p.items?.maxLength ?? Infinity }]];
      if (p.maxLength !== undefined) return [[field, { kind: 'string', maxLength: p.maxLength }]];
      return [];
    }),
  ));

const chars = (s: string) => [...s].length;

/**
 * The first limit `metadata` (the registration's raw JSON body) exceeds, as an RFC 7591 error_description naming the
 * field ("client_name must be at most 200 characters"), else undefined. A value of the wrong type is not judged here:
 * oidc-provider refuses it with its own invalid_client_metadata.
 */
export function clientMetadataProblem(metadata: Record<string, unknown>): string | undefined {
  for (const [field, limit] of Object.entries(clientMetadataLimits())) {
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
