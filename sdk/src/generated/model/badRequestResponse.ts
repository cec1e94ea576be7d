/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * VALIDATION_FAILED — the request does not match the document; details lists each offending field. Also refused here, whatever the schema (issue 7): text holding NUL (\u0000) or lone surrogates, in any field, key, query or path parameter; JSON nested deeper than 64 levels; an integer or number parameter that is not a plain decimal within its bounds (1e309, Infinity, 0x10); a path that is not valid percent-encoding; a body that does not decode as its Content-Encoding says.
 */
export type BadRequestResponse = ErrorEnvelope;
