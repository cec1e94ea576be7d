/**
 * Which OpenAPI tags each suite file covers. Suite files are the contract-tests/<tag>/*.test.ts files that are not
 * *.live.test.ts: they run on the live server and on the Prism mock. Every suite file ends with a
 * coverage test over the operations of its own tags (`operationsCoveredBy(import.meta.url)`), and together the
 * files cover every operation of the document: `splitProblems()` (checked in collaboration.test.ts) fails when a
 * tag of the operation table is covered by no file or by two, when a listed tag is not in the table, or when the
 * list of files and the suite files on disk differ. A new tag therefore has to be given to a file here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations, type OperationId, type OperationRow } from '../../src/generated/operations.js';

export type Tag = OperationRow['tag'];

/** Suite file (its path under contract-tests/) → the tags whose every operationId it must exercise. */
export const suiteTags = {
  'visions/hierarchy.test.ts': ['platform', 'notifications', 'visions', 'objectives', 'metrics', 'opportunities', 'tasks', 'teams', 'users'],
  'rooms/collaboration.test.ts': ['rooms', 'messages'],
  'rooms/comments.test.ts': ['comments'],
  'templates/templates.test.ts': ['templates'],
  'templates/instances.test.ts': [],
  'categories/configuration.test.ts': ['categories', 'tags', 'prd-templates'],
  'opportunities/phases.test.ts': [],
  'opportunities/scoring.test.ts': [],
  'opportunities/context.test.ts': [],
  'customers/customers.test.ts': ['customers'],
  'insights/insights.test.ts': ['insights'],
  'customers/onboarding.test.ts': [],
  'intake/patterns.test.ts': ['intake'],
  'cycles/cycles.test.ts': ['cycles'],
  'files/files.test.ts': ['files'],
  'time-entries/time-entries.test.ts': ['time-entries'],
  'strategies/strategies.test.ts': ['strategies'],
  'direction-documents/direction-documents.test.ts': ['direction-documents'],
  'webhooks/webhooks.test.ts': ['webhooks'],
  'integrations/integrations.test.ts': ['integrations'],
  'external-links/external-links.test.ts': ['external-links', 'agent-runs'],
  'observed-evidence/evidence.test.ts': ['roles', 'observed-evidence'],
  'import-runs/import-runs.test.ts': ['import-runs'],
  'audit-events/audit-events.test.ts': ['audit-events'],
} as const satisfies Record<string, readonly Tag[]>;

export type SuiteFile = keyof typeof suiteTags;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Directories of contract-tests/ that hold no tests. */
const NOT_TESTS = new Set(['lib', 'setup', 'fixtures']);

/** Every suite file on disk, as its path under contract-tests/ (`customers/customers.test.ts`). */
export function suiteFilesOnDisk(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !NOT_TESTS.has(d.name))
    .flatMap((d) =>
      readdirSync(join(ROOT, d.name))
        .filter((f) => f.endsWith('.test.ts') && !f.endsWith('.live.test.ts'))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}
const allIds = Object.keys(operations) as OperationId[];

/**
 * Operations a suite file takes over from the file that covers their tag (an area built on an existing tag, such as
 * opportunity delivery inside `opportunities`): suite file → operationIds. Each operation is listed once.
 */
export const suiteOperations: Record<string, readonly OperationId[]> = {
  'insights/insights.test.ts': ['listObjectiveClaims'],
  'customers/onboarding.test.ts': [
    'getCustomerOnboarding',
    'startCustomerOnboarding',
    'advanceCustomerOnboarding',
    'completeCustomerOnboarding',
    'updateCustomerOnboardingStep',
    'createCustomerOnboardingStepWork',
    'listCustomerReviews',
    'createCustomerReview',
    'getCustomerReview',
  ],
  'intake/patterns.test.ts': [
    'listSimilarInsights',
    'getInsightPatterns',
    'acceptInsightPattern',
    'dismissInsightPattern',
    'attachInsightPatternWork',
    'linkInsightPatternInsights',
  ],
  'cycles/cycles.test.ts': ['moveTaskCycle', 'getPlannedWorkSummary'],
  'files/files.test.ts': ['setViewerAvatar'],
  'opportunities/phases.test.ts': [
    'listOpportunityPhases',
    'getOpportunityUnphasedTaskCount',
    'createOpportunityPhase',
    'updateOpportunityPhase',
    'deleteOpportunityPhase',
    'reorderOpportunityPhases',
    'handoffOpportunityPhase',
    'listOpportunityUpdates',
    'postOpportunityUpdate',
    'addOpportunityPrototype',
    'removeOpportunityPrototype',
  ],
  'opportunities/scoring.test.ts': [
    'listScoringCriteria',
    'getOpportunityScorecard',
    'setOpportunityScore',
    'deleteOpportunityScore',
    'listOpportunityRisks',
    'setOpportunityRiskVote',
  ],
  'templates/instances.test.ts': [
    'getDefaultTemplate',
    'startTemplateInstance',
    'updateStepInstance',
    'handoffTemplateStep',
    'getTemplateInstance',
    'getTemplateUsage',
    'swapTemplateInstance',
    'reassignTemplate',
    'deleteTemplate',
  ],
  'opportunities/context.test.ts': ['getOpportunityContext', 'getTaskContext', 'createTaskHandoff', 'synthesizeOpportunityPrd'],
};

/** Operations listed in `suiteOperations` by any file. */
const takenOver = () => new Set(Object.values(suiteOperations).flat());

/**
 * The operationIds the suite file at `fileUrl` (its `import.meta.url`) must exercise: those of its tags, less the
 * operations another file takes over, plus the operations it takes over itself.
 */
export function operationsCoveredBy(fileUrl: string): OperationId[] {
  const rel = relative(ROOT, fileURLToPath(fileUrl)).split(sep).join('/');
  // The packaged suite (contract-tests/package) bundles a suite file to dist/suite/<tag>/<name>.test.mjs.
  const file = rel in suiteTags ? rel : (Object.keys(suiteTags).find((f) => rel.replace(/\.mjs$/, '.ts').endsWith(`/${f}`)) ?? rel);
  const tags = (suiteTags as Record<string, readonly Tag[]>)[file];
  if (!tags) throw new Error(`${file} is not listed in contract-tests/lib/suiteTags.ts: give it the tags it covers`);
  const own = new Set(suiteOperations[file] ?? []);
  const taken = takenOver();
  return allIds.filter((id) => own.has(id) || (tags.includes(operations[id].tag) && !taken.has(id)));
}

/** What is wrong with the split of tags over suite files, one sentence each; empty when it is right. */
export function splitProblems(): string[] {
  const problems: string[] = [];
  const tableTags = new Set<string>(allIds.map((id) => operations[id].tag));
  const owners = new Map<string, string[]>();
  for (const [file, tags] of Object.entries(suiteTags) as [string, readonly string[]][]) {
    for (const tag of tags) owners.set(tag, [...(owners.get(tag) ?? []), file]);
  }
  for (const tag of tableTags) {
    const files = owners.get(tag) ?? [];
    if (files.length === 0) problems.push(`tag ${tag} is covered by no suite file`);
    if (files.length > 1) problems.push(`tag ${tag} is covered by ${files.join(' and ')}`);
  }
  for (const tag of owners.keys()) if (!tableTags.has(tag)) problems.push(`tag ${tag} is not in the operation table`);
  const opOwners = new Map<string, string[]>();
  for (const [file, ids] of Object.entries(suiteOperations)) {
    if (!(file in suiteTags)) problems.push(`suiteOperations names ${file}, which has no entry in suiteTags`);
    for (const id of ids) opOwners.set(id, [...(opOwners.get(id) ?? []), file]);
  }
  for (const [id, files] of opOwners) {
    if (!(id in operations)) problems.push(`operation ${id} is not in the operation table`);
    if (files.length > 1) problems.push(`operation ${id} is taken over by ${files.join(' and ')}`);
  }
  const onDisk = suiteFilesOnDisk();
  const listed = Object.keys(suiteTags).sort();
  for (const f of onDisk) if (!listed.includes(f)) problems.push(`contract-tests/${f} is not listed in suiteTags`);
  for (const f of listed) if (!onDisk.includes(f)) problems.push(`suiteTags lists ${f}, which is not a suite file in contract-tests/`);
  // The map a newcomer reads (contract-tests/README.md) names each tag's suite file: it must say what this table says.
  // Its table is padded to line up the columns, so runs of spaces count as one.
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/ {2,}/g, ' ');
  for (const [tag, files] of owners) {
    if (!readme.includes(`| \`${tag}\` | \`${files[0]}\` |`))
      problems.push(`contract-tests/README.md does not name ${files[0]} as the suite file of tag ${tag}`);
  }
  return problems;
}
