/**
 * Routing once: method + path → operationId, from the generated operation table, in a radix tree
 * (find-my-way) built at startup — no regular expression is built per request. Literal segments win over
 * parameters (`/api/v1/tasks/planned-work-summary` before `/api/v1/tasks/{id}`), as the document intends.
 */
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { operations, type OperationId } from '../generated/operations.js';

export type Route =
  | { kind: 'operation'; operationId: OperationId; params: Record<string, string> }
  /** The path exists, the method does not (405); `allowed` lists the methods it has. */
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Builds the router of every operation of the document; `route` never throws. */
export function createRouter(): (method: string, path: string) => Route {
  // Paths arrive decoded per segment by the router: malformed percent-encoding is refused before it (requestErrors.ts).
  const router = FindMyWay({ ignoreTrailingSlash: false, caseSensitive: true, maxParamLength: 2048 });
  for (const op of Object.values(operations)) {
    router.on(op.method as HTTPMethod, op.path.replace(/\{(\w+)\}/g, ':$1'), () => {}, { operationId: op.operationId });
  }
  return (method, path) => {
    const m = method.toUpperCase();
    const found = router.find(m as HTTPMethod, path);
    if (found)
      return {
        kind: 'operation',
        operationId: (found.store as { operationId: OperationId }).operationId,
        params: { ...(found.params as Record<string, string>) },
      };
    const allowed = METHODS.filter((other) => other !== m && router.find(other, path));
    return allowed.length ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  };
}
