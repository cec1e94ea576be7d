/**
 * The layers of Sextant, enforced (`npm run lint:layers`, part of `npm test`). From the top:
 *
 *   entry          src/main.ts, src/server.ts, src/cli/**            wire everything together; nothing imports them
 *   transports     src/http, src/mcp, src/oauth, src/integrations   turn requests into pipeline calls; http mounts mcp
 *   handlers       handlers/**                                       one per operationId, call services
 *   background     src/jobs                                          job definitions: call services from the queue
 *   services       src/services                                      the rules, transactions, calls between areas
 *   infrastructure src/repositories, src/platform, src/storage,     queries (one module per table), the job queue,
 *                  src/webhooks, src/import                          idempotency, admission, object store, delivery
 *   db             src/db                                            connections, migrations, the embedded Postgres
 *   kernel         src/core, src/auth, src/generated, migrations     errors, envelopes, actor, machines, roles, the
 *                                                                    document's generated types — usable by all
 *
 * A layer imports only layers below it; no file cycle anywhere. Test files (*.test.ts) and test support
 * (src/db/testing) may import anything; nothing else may import them.
 */
const TESTS = '(\\.test\\.ts$|^src/db/testing/)';
const KERNEL = '^(src/core|src/auth|src/generated|migrations)/';

/** `from` may not import any of `to` (paths are regexes over repo-relative file names). */
const forbid = (name, comment, from, to) => ({
  name, comment, severity: 'error',
  from: { path: from, pathNot: TESTS },
  to: { path: to, pathNot: TESTS },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular', severity: 'error',
      comment: 'A file cycle couples every module on it: break it by moving what both need one layer down.',
      from: {}, to: { circular: true },
    },
    forbid('kernel-imports-kernel-only', 'core, auth, generated and migrations are the bottom layer: they import nothing of ours above them.',
      KERNEL, '^(src/(db|repositories|platform|storage|webhooks|import|services|jobs|http|mcp|oauth|integrations|cli)/|handlers/|src/(main|server)\\.ts$)'),
    forbid('generated-imports-nothing', 'Generated code is produced from the document, not from our code.',
      '^src/generated/', '^(src|handlers|migrations)/(?!generated/)'),
    forbid('db-below-repositories', 'src/db knows connections and migrations, never queries of a table or the rules.',
      '^src/db/', '^(src/(repositories|platform|storage|webhooks|import|services|jobs|http|mcp|oauth|integrations|cli)/|handlers/|src/(main|server)\\.ts$)'),
    forbid('infrastructure-below-services', 'Query modules, the queue, idempotency, storage and webhook delivery serve services; they never call them.',
      '^src/(repositories|platform|storage|webhooks|import)/', '^(src/(services|jobs|http|mcp|oauth|integrations|cli)/|handlers/|src/(main|server)\\.ts$)'),
    forbid('services-below-handlers', 'Services hold the rules; they are called by handlers, jobs and transports, never the other way.',
      '^src/services/', '^(src/(jobs|http|mcp|oauth|integrations|cli)/|handlers/|src/(main|server)\\.ts$)'),
    forbid('jobs-below-transports', 'Job definitions run services from the queue; they do not reach into transports or handlers.',
      '^src/jobs/', '^(src/(http|mcp|oauth|integrations|cli)/|handlers/|src/(main|server)\\.ts$)'),
    forbid('handlers-call-services', 'A handler calls services (handlers → services → repositories → db), never a query module or the database.',
      '^handlers/', '^(src/(repositories|db|platform|storage|webhooks|jobs|http|mcp|oauth|integrations|cli)/|src/(main|server)\\.ts$)'),
    forbid('mcp-below-http', 'http mounts the MCP endpoint; what both need lives in src/core.',
      '^src/mcp/', '^(src/(http|oauth|integrations|cli)/|src/(main|server)\\.ts$)'),
    forbid('transports-below-entry', 'Only the entry points wire transports together.',
      '^(src/(http|mcp|oauth|integrations)|handlers)/', '^(src/cli/|src/(main|server)\\.ts$)'),
    {
      name: 'tests-stay-tests', severity: 'error',
      comment: 'Runtime code never imports a test or test support.',
      from: { pathNot: TESTS }, to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // sdk/src is generated (orval and the client layer over it): its own structure, checked fresh by gen:check.
    exclude: { path: '(^|/)node_modules/|^dist/|^sdk/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
