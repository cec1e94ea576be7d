/**
 * The seed's vocabulary and its random source: words for tasks, visions, metrics, objectives, opportunities,
 * teams, people and customers, and a seeded PRNG, so a seed with the same number writes the same org.
 */

// ---- vocabulary ------------------------------------------------------------------------------------------------
// Ordered from common to rare: picks are skewed toward the front (index ~ n·u^k for uniform u).

export const VERBS = [
  'Fix',
  'Add',
  'Update',
  'Improve',
  'Refactor',
  'Investigate',
  'Implement',
  'Remove',
  'Migrate',
  'Document',
  'Design',
  'Test',
  'Ship',
  'Review',
  'Automate',
  'Instrument',
  'Optimize',
  'Backfill',
  'Deprecate',
  'Audit',
  'Prototype',
  'Harden',
  'Simplify',
  'Localize',
  'Monitor',
  'Validate',
  'Split',
  'Speed up',
  'Clean up',
  'Roll out',
];

export const OBJECTS = [
  'search results',
  'onboarding flow',
  'login page',
  'alpha release checklist',
  'checkout',
  'billing webhooks',
  'dashboard widgets',
  'notification emails',
  'sign-up form',
  'CI pipeline',
  'feature flags',
  'permissions model',
  'data export',
  'audit log',
  'payment retries',
  'error handling',
  'caching layer',
  'user settings',
  'SSO integration',
  'analytics events',
  'pricing page',
  'invoice PDFs',
  'database migrations',
  'background jobs',
  'search index',
  'session timeout',
  'dark mode',
  'accessibility',
  'release notes',
  'trial conversion',
  'team invites',
  'Slack integration',
  'outgoing webhooks',
  'GraphQL schema',
  'push notifications',
  'metrics pipeline',
  'customer portal',
  'support tickets',
  'admin console',
  'file uploads',
  'password reset',
  'two-factor authentication',
  'usage reports',
  'CSV import wizard',
  'calendar sync',
  'Kubernetes deploys',
  'structured logging',
  'load balancer config',
  'rate limiter',
  'API pagination',
  'mobile navigation',
  'onboarding emails',
  'alpha feedback survey',
  'empty states',
  'keyboard shortcuts',
  'activity feed',
  'comment threads',
  'role-based access',
  'data retention policy',
  'backup restore',
  'latency alerts',
  'error budget',
  'cold start time',
  'memory leak',
  'flaky integration tests',
  'dependency upgrades',
  'TypeScript types',
  'OpenAPI spec',
  'SDK examples',
  'webhook signatures',
  'tenant isolation',
  'cost dashboard',
  'quota enforcement',
  'referral program',
  'in-app tour',
  'changelog page',
  'status page',
  'incident runbook',
  'on-call rotation',
  'retry queue',
  'idempotency keys',
  'bulk edit',
  'saved filters',
  'timezone handling',
  'currency formatting',
  'translation strings',
  'image thumbnails',
  'PDF rendering',
  'search ranking',
  'autocomplete',
  'typo tolerance',
];

export const MODIFIERS = [
  '',
  '',
  '',
  'for enterprise customers',
  'for the alpha cohort',
  'on Android',
  'on iOS',
  'behind a feature flag',
  'before the Q3 launch',
  'for EU data residency',
  'for new teams',
  'in staging',
  'for self-serve plans',
  'after the Postgres upgrade',
  'in the onboarding wizard',
  'for admins',
  'on slow networks',
  'for large workspaces',
  'in the public API',
  'for the beta',
  'across regions',
  'in the mobile app',
  'for trial users',
];

export const CONTEXTS = [
  'Customers on larger workspaces report timeouts in the {o}.',
  'Support has seen a rise in tickets about the {o} since the last release.',
  'Work on the {o} still depends on the legacy service and blocks the migration.',
  'During the alpha, testers found the {o} confusing on first use.',
  'New users drop off at the {o} step during onboarding.',
  'Tests around the {o} fail intermittently in CI, which slows every merge.',
  'Sales asked for changes to the {o} to close two enterprise deals this quarter.',
  'Profiling puts most of the p95 latency in the {o}.',
  'Nobody has owned the {o} since the team reorganised.',
  'Security review flagged the {o} as a risk for tenant isolation.',
];

export const GOALS = [
  'Scope it so it can ship behind a flag and be rolled back.',
  'Measure the before and after on the activation dashboard.',
  'Keep the public API unchanged and document any new fields.',
  'Pair with design on the empty and error states.',
  'Add tests that reproduce the problem first.',
  'Coordinate the rollout with support and customer success.',
  'Break the work into small, reviewable pull requests.',
  'Check the impact on the onboarding funnel and trial conversion.',
  'Write a short design note before starting the implementation.',
  'Verify accessibility with a screen reader before release.',
];

export const NOTES = [
  '',
  'Related to the {o}.',
  'Blocked until the {o} work lands.',
  'Follow-up from the last retro.',
  'See the incident review for details.',
  'Requested by the alpha customers.',
  'Part of the Q3 reliability push.',
];

export const VISIONS = [
  'Every team ships what moves the needle',
  'Self-serve onboarding for every customer',
  'The most reliable platform in our market',
  'Insights in every workflow',
  'Enterprise-ready from day one',
  'A delightful mobile experience',
  'Billing that never surprises anyone',
  'Search that finds it the first time',
];

export const METRICS: [name: string, unit: string][] = [
  ['Week-one activation rate', 'percentage'],
  ['Trial conversion', 'percentage'],
  ['Onboarding completion', 'percentage'],
  ['p95 API latency', 'duration'],
  ['Support tickets per account', 'ratio'],
  ['Monthly active teams', 'count'],
  ['Net revenue retention', 'percentage'],
  ['Alpha adoption', 'count'],
  ['Search success rate', 'percentage'],
  ['Time to first value', 'duration'],
  ['Checkout conversion', 'percentage'],
  ['Incident count', 'count'],
  ['Deploy frequency', 'count'],
  ['Churned accounts', 'count'],
  ['Annual recurring revenue', 'currency'],
];

export const OBJECTIVE_VERBS = ['Increase', 'Reduce', 'Improve', 'Grow', 'Cut', 'Double', 'Stabilise'];
export const HORIZONS = ['this quarter', 'by year end', 'for enterprise accounts', 'in EMEA', 'for self-serve plans', ''];
export const OPPORTUNITY_VERBS = ['Streamline', 'Rebuild', 'Launch', 'Expand', 'Personalise', 'Simplify', 'Harden', 'Automate', 'Rethink'];

export const TEAMS: [name: string, prefix: string][] = [
  ['Platform', 'PLAT'],
  ['Growth', 'GRO'],
  ['Billing', 'BIL'],
  ['Mobile', 'MOB'],
  ['Search', 'SRCH'],
  ['Identity', 'IDN'],
  ['Data', 'DATA'],
  ['Infrastructure', 'INF'],
  ['Design', 'DSN'],
  ['Support', 'SUP'],
  ['Payments', 'PAY'],
  ['Security', 'SEC'],
  ['Onboarding', 'ONB'],
  ['Integrations', 'INT'],
  ['Reliability', 'REL'],
  ['Analytics', 'ANL'],
];

export const FIRST = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elif',
  'Femi',
  'Grace',
  'Hiro',
  'Ines',
  'Jon',
  'Kemi',
  'Lars',
  'Maya',
  'Nico',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Vik',
  'Wen',
  'Xavi',
  'Yara',
  'Zoe',
];
export const LAST = [
  'Okafor',
  'Lindqvist',
  'Tanaka',
  'Moreau',
  'Silva',
  'Novak',
  'Haddad',
  'Kowalski',
  'Reyes',
  'Schmidt',
  'Nguyen',
  'Patel',
  'Rossi',
  'Dubois',
  'Ivanova',
  'Berg',
  'Kim',
  'Murphy',
  'Costa',
  'Yilmaz',
];

export const SYLLABLES = [
  [
    'Ac',
    'Bel',
    'Cor',
    'Dra',
    'El',
    'Fen',
    'Gal',
    'Hol',
    'Ir',
    'Jun',
    'Kel',
    'Lum',
    'Mar',
    'Nor',
    'Or',
    'Pel',
    'Quin',
    'Ros',
    'Sol',
    'Tar',
    'Ul',
    'Ven',
    'Wes',
    'Xan',
    'Yor',
    'Zen',
  ],
  ['a', 'e', 'i', 'o', 'u', 'ia', 'io', 'ara', 'ex', 'ix', 'on', 'ar', 'en', 'is'],
  ['tech', 'labs', 'soft', 'ly', 'va', 'ro', 'line', 'net', 'works', 'corp', 'data', 'hub'],
];
/**
 * Customer names: the long tail of rare words real data has (2,000 made-up company names such as "Norarawork");
 * about a third of the tasks end with "Reported by <customer>.", so each name is in roughly 0.02% of them.
 */
export const CUSTOMERS: string[] = (() => {
  const rand = prng(7);
  const names = new Set<string>();
  while (names.size < 2000) names.add(SYLLABLES.map((list) => list[Math.floor(rand() * list.length)]).join(''));
  return [...names];
})();

/** A small deterministic PRNG (mulberry32): uniform in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `list`, favouring its front (`skew` > 1 favours it more; 1 is uniform). */
export const pickFrom =
  (rand: () => number) =>
  <T>(list: readonly T[], skew = 1.5): T =>
    list[Math.floor(Math.pow(rand(), skew) * list.length)];

export const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
