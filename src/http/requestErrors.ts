/**
 * Errors raised while reading a request, before or at the edge of the pipeline, as §7 ApiErrors: the
 * body reader's (body-parser, raw-body), the router's (URIError) and malformed percent-encoding in paths and
 * query parameters.
 */
import { ApiError, codeForStatus, invalidField, type ErrorDetail } from '../core/errors.js';

/**
 * 400 for a path that is not valid percent-encoding (`%` not followed by two hex digits, or bytes that are not
 * UTF-8 such as `%ED%A0%80`, a surrogate), naming the first bad segment; undefined when `path` decodes.
 * The router decodes path parameters, so this is checked before routing, ahead of authentication.
 */
export function malformedPath(path: string): ApiError | undefined {
  const bad = path.split('/').find((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
  if (bad === undefined) return undefined;
  return new ApiError('VALIDATION_FAILED', `The path ${path} is not valid percent-encoding`, {
    details: [{ field: 'path', message: `segment "${bad}" is not valid percent-encoded UTF-8` }],
    suggestion: 'Percent-encode each path segment from its UTF-8 bytes (encodeURIComponent); a literal % is written %25.',
  });
}

/**
 * Details for declared query parameters whose value is not valid percent-encoded UTF-8 (`?query=%ED%A0%80`,
 * `?limit=%`), one `query.<name>` each: query parsers would otherwise read such bytes as U+FFFD silently,
 * where the same bytes in the path are refused. Undeclared parameters are ignored, as everywhere (spec 2 §4.2).
 */
export function queryEncodingDetails(rawQuery: string | undefined, declared: readonly string[]): ErrorDetail[] {
  if (!rawQuery) return [];
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
  };
  const details: ErrorDetail[] = [];
  for (const pair of rawQuery.split('&')) {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (name === undefined || !declared.includes(name) || eq < 0 || decode(pair.slice(eq + 1)) !== undefined) continue;
    details.push({ field: `query.${name}`, message: 'is not valid percent-encoded UTF-8' });
  }
  return details;
}

const UTF8_JSON = 'Send the body as UTF-8 JSON with Content-Type: application/json (no charset, or charset=utf-8)';
const ENCODINGS = 'gzip, deflate or br';

/** What the HTTP layer knows about a request when its body or URL cannot be read. */
export interface RequestContext {
  path: string;
  contentEncoding?: string;
}

/**
 * Maps an error raised while reading the request, before the pipeline runs, to a §7 ApiError:
 * body-parser / raw-body errors (http-errors: `{ type, status, expose }`) get specific messages — invalid JSON
 * (400), too large (413), a charset other than UTF-8 (415), an unsupported Content-Encoding (415), a body that
 * does not decode as its Content-Encoding says (400), an aborted or short body (400) — and any other error
 * carrying a 4xx `status` becomes an envelope with that status. A URIError (the router decoding a malformed
 * path) is `malformedPath`. Returns undefined for anything else: the caller logs it and answers 500.
 */
export function clientFault(err: unknown, req: RequestContext): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof URIError)
    return (
      malformedPath(req.path) ??
      invalidField('path', 'is not valid percent-encoding', 'Percent-encode each path segment from its UTF-8 bytes (encodeURIComponent).')
    );
  if (!err || typeof err !== 'object') return undefined;
  const e = err as {
    type?: unknown;
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    message?: unknown;
    charset?: unknown;
    encoding?: unknown;
    limit?: unknown;
    code?: unknown;
  };
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const encoding = (typeof e.encoding === 'string' ? e.encoding : (req.contentEncoding ?? 'identity')).toLowerCase();
  switch (e.type) {
    case 'entity.parse.failed':
      return new ApiError('VALIDATION_FAILED', 'The request body is not valid JSON', {
        details: [{ field: 'body', message: 'is not valid JSON' }],
        suggestion: `${UTF8_JSON}: one JSON object, well-formed.`,
      });
    case 'entity.too.large': {
      const limit = typeof e.limit === 'number' ? e.limit : 1024 * 1024;
      const size = limit % (1024 * 1024) === 0 ? `${limit / (1024 * 1024)} MB` : `${limit} bytes`;
      return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${size}`, {
        details: [{ field: 'body', message: `is larger than ${size}` }],
        suggestion: `Send at most ${size}: split the change into several requests (POST /api/v1/batch runs up to 20 smaller ones).`,
      });
    }
    case 'charset.unsupported': {
      const charset = String(e.charset ?? 'unknown').toLowerCase();
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', `The request body's charset ${charset} is not supported`, {
        details: [{ field: 'header.Content-Type', message: `charset ${charset} is not supported; only utf-8 is` }],
        suggestion: `${UTF8_JSON}.`,
      });
    }
    case 'encoding.unsupported':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', `Content-Encoding ${encoding} is not supported`, {
        details: [{ field: 'header.Content-Encoding', message: `${encoding} is not supported; use ${ENCODINGS}, or none` }],
        suggestion: `Send the body uncompressed without Content-Encoding, or compressed with ${ENCODINGS} and the matching Content-Encoding.`,
      });
    case 'request.aborted':
    case 'request.size.invalid':
      return new ApiError('VALIDATION_FAILED', 'The request body ended before its Content-Length', {
        details: [{ field: 'header.Content-Length', message: 'does not match the length of the body sent' }],
        suggestion: 'Send the whole body, with a Content-Length equal to its size in bytes (or let the client compute it).',
      });
  }
  if (status === undefined || status < 400 || status > 499) return undefined;
  if (status === 400 && e.type === undefined && encoding !== 'identity') {
    // The decompression stream failed (zlib or brotli: e.g. Content-Encoding: gzip on a plain body); body-parser
    // passes its error on with status 400 and no type.
    return new ApiError('VALIDATION_FAILED', `The request body is not valid ${encoding} data`, {
      details: [{ field: 'header.Content-Encoding', message: `says ${encoding}, but the body does not decode as ${encoding}` }],
      suggestion: `Compress the body with ${encoding} before sending it, or drop the Content-Encoding header and send it plain.`,
    });
  }
  const message = e.expose !== false && typeof e.message === 'string' && e.message ? e.message : 'The request cannot be read';
  return new ApiError(codeForStatus(status), message.charAt(0).toUpperCase() + message.slice(1), {
    details: [{ field: 'request', message }],
    suggestion: `${UTF8_JSON}, uncompressed or with Content-Encoding ${ENCODINGS}, and retry.`,
  });
}
