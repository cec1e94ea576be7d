/**
 * The database cannot be reached or started. `message` is one plain sentence for an operator: which
 * database, what went wrong and what to do; `npm start` and the admin CLI print it alone and exit 1.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}
