/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
/** The operations grouped by tag for the Sextant client (sdk/src/client.ts; codegen/sdkClient.ts). */
import type { Caller, ItemOf, Ok } from '../client.js';
import * as agentRuns from './agent-runs.js';
import * as auditEvents from './audit-events.js';
import * as categories from './categories.js';
import * as comments from './comments.js';
import * as customers from './customers.js';
import * as cycles from './cycles.js';
import * as directionDocuments from './direction-documents.js';
import * as externalLinks from './external-links.js';
import * as files from './files.js';
import * as importRuns from './import-runs.js';
import * as insights from './insights.js';
import * as intake from './intake.js';
import * as integrations from './integrations.js';
import * as messages from './messages.js';
import * as metrics from './metrics.js';
import * as notifications from './notifications.js';
import * as objectives from './objectives.js';
import * as observedEvidence from './observed-evidence.js';
import * as opportunities from './opportunities.js';
import * as platform from './platform.js';
import * as prdTemplates from './prd-templates.js';
import * as roles from './roles.js';
import * as rooms from './rooms.js';
import * as strategies from './strategies.js';
import * as tags from './tags.js';
import * as tasks from './tasks.js';
import * as teams from './teams.js';
import * as templates from './templates.js';
import * as timeEntries from './time-entries.js';
import * as users from './users.js';
import * as visions from './visions.js';
import * as webhooks from './webhooks.js';

type P<F extends (...args: any) => any, I extends number> = Parameters<F>[I];
type R<F extends (...args: any) => any> = Awaited<ReturnType<F>>;

/**
 * Every operation of the document by tag (281 operations; 50 paged lists with an …All iterator). Methods
 * resolve to the success envelope and throw SextantError otherwise (sdk/src/client.ts).
 */
export interface SextantGroups {
  agentRuns: {
    /** Cancel an agent run — `POST /api/v1/agent-runs/{id}/cancel` (cancelAgentRun; CLI: `sextant agent-runs cancel`). */
    cancel(id: P<typeof agentRuns.cancelAgentRun, 0>, headers?: P<typeof agentRuns.cancelAgentRun, 1>, options?: RequestInit): Promise<Ok<R<typeof agentRuns.cancelAgentRun>>>;
    /** Report an agent run — `POST /api/v1/agent-runs` (createAgentRun; CLI: `sextant agent-runs create`). */
    create(createAgentRunBody: P<typeof agentRuns.createAgentRun, 0>, headers?: P<typeof agentRuns.createAgentRun, 1>, options?: RequestInit): Promise<Ok<R<typeof agentRuns.createAgentRun>>>;
    /** Get an agent run — `GET /api/v1/agent-runs/{id}` (getAgentRun; CLI: `sextant agent-runs get`). */
    get(id: P<typeof agentRuns.getAgentRun, 0>, options?: RequestInit): Promise<Ok<R<typeof agentRuns.getAgentRun>>>;
    /** List agent runs — `GET /api/v1/agent-runs` (listAgentRuns; CLI: `sextant agent-runs list`). */
    list(params?: P<typeof agentRuns.listAgentRuns, 0>, options?: RequestInit): Promise<Ok<R<typeof agentRuns.listAgentRuns>>>;
    /** Every item of list (listAgentRuns), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof agentRuns.listAgentRuns, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof agentRuns.listAgentRuns>>>;
    /** Update an agent run — `PATCH /api/v1/agent-runs/{id}` (updateAgentRun; CLI: `sextant agent-runs update`). */
    update(id: P<typeof agentRuns.updateAgentRun, 0>, updateAgentRunBody: P<typeof agentRuns.updateAgentRun, 1>, headers?: P<typeof agentRuns.updateAgentRun, 2>, options?: RequestInit): Promise<Ok<R<typeof agentRuns.updateAgentRun>>>;
  };
  auditEvents: {
    /** List audit events — `GET /api/v1/audit-events` (listAuditEvents; CLI: `sextant audit-events list`). */
    list(params?: P<typeof auditEvents.listAuditEvents, 0>, options?: RequestInit): Promise<Ok<R<typeof auditEvents.listAuditEvents>>>;
    /** Every item of list (listAuditEvents), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof auditEvents.listAuditEvents, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof auditEvents.listAuditEvents>>>;
  };
  categories: {
    /** Create a category — `POST /api/v1/categories` (createCategory; CLI: `sextant categories create`). */
    create(createCategoryBody: P<typeof categories.createCategory, 0>, headers?: P<typeof categories.createCategory, 1>, options?: RequestInit): Promise<Ok<R<typeof categories.createCategory>>>;
    /** Delete a category — `DELETE /api/v1/categories/{id}` (deleteCategory; CLI: `sextant categories delete`). */
    delete(id: P<typeof categories.deleteCategory, 0>, headers?: P<typeof categories.deleteCategory, 1>, options?: RequestInit): Promise<Ok<R<typeof categories.deleteCategory>>>;
    /** Get a category — `GET /api/v1/categories/{id}` (getCategory; CLI: `sextant categories get`). */
    get(id: P<typeof categories.getCategory, 0>, options?: RequestInit): Promise<Ok<R<typeof categories.getCategory>>>;
    /** List categories — `GET /api/v1/categories` (listCategories; CLI: `sextant categories list`). */
    list(params?: P<typeof categories.listCategories, 0>, options?: RequestInit): Promise<Ok<R<typeof categories.listCategories>>>;
    /** Every item of list (listCategories), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof categories.listCategories, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof categories.listCategories>>>;
    /** Update a category — `PATCH /api/v1/categories/{id}` (updateCategory; CLI: `sextant categories update`). */
    update(id: P<typeof categories.updateCategory, 0>, updateCategoryBody: P<typeof categories.updateCategory, 1>, headers?: P<typeof categories.updateCategory, 2>, options?: RequestInit): Promise<Ok<R<typeof categories.updateCategory>>>;
  };
  comments: {
    /** Comment on an entity — `POST /api/v1/comments` (createComment; CLI: `sextant comments create`). */
    create(createCommentBody: P<typeof comments.createComment, 0>, headers?: P<typeof comments.createComment, 1>, options?: RequestInit): Promise<Ok<R<typeof comments.createComment>>>;
    /** Delete a comment — `DELETE /api/v1/comments/{id}` (deleteComment; CLI: `sextant comments delete`). */
    delete(id: P<typeof comments.deleteComment, 0>, headers?: P<typeof comments.deleteComment, 1>, options?: RequestInit): Promise<Ok<R<typeof comments.deleteComment>>>;
    /** List comments on an entity — `GET /api/v1/comments` (listComments; CLI: `sextant comments list`). */
    list(params: P<typeof comments.listComments, 0>, options?: RequestInit): Promise<Ok<R<typeof comments.listComments>>>;
    /** Every item of list (listComments), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params: Omit<NonNullable<P<typeof comments.listComments, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof comments.listComments>>>;
    /** Archive or restore a comment — `POST /api/v1/comments/{id}/archived` (setCommentArchived; CLI: `sextant comments set-archived`). */
    setArchived(id: P<typeof comments.setCommentArchived, 0>, setCommentArchivedBody: P<typeof comments.setCommentArchived, 1>, headers?: P<typeof comments.setCommentArchived, 2>, options?: RequestInit): Promise<Ok<R<typeof comments.setCommentArchived>>>;
    /** React to a comment — `POST /api/v1/comments/{id}/reactions` (setCommentReaction; CLI: `sextant comments set-reaction`). */
    setReaction(id: P<typeof comments.setCommentReaction, 0>, setCommentReactionBody: P<typeof comments.setCommentReaction, 1>, headers?: P<typeof comments.setCommentReaction, 2>, options?: RequestInit): Promise<Ok<R<typeof comments.setCommentReaction>>>;
    /** Edit a comment — `PATCH /api/v1/comments/{id}` (updateComment; CLI: `sextant comments update`). */
    update(id: P<typeof comments.updateComment, 0>, updateCommentBody: P<typeof comments.updateComment, 1>, headers?: P<typeof comments.updateComment, 2>, options?: RequestInit): Promise<Ok<R<typeof comments.updateComment>>>;
  };
  customers: {
    /** Advance a customer's onboarding — `POST /api/v1/customers/{id}/onboarding/advance` (advanceCustomerOnboarding; CLI: `sextant customers advance-onboarding`). */
    advanceOnboarding(id: P<typeof customers.advanceCustomerOnboarding, 0>, advanceCustomerOnboardingBody: P<typeof customers.advanceCustomerOnboarding, 1>, headers?: P<typeof customers.advanceCustomerOnboarding, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.advanceCustomerOnboarding>>>;
    /** Complete a customer's onboarding — `POST /api/v1/customers/{id}/onboarding/complete` (completeCustomerOnboarding; CLI: `sextant customers complete-onboarding`). */
    completeOnboarding(id: P<typeof customers.completeCustomerOnboarding, 0>, completeCustomerOnboardingBody: P<typeof customers.completeCustomerOnboarding, 1>, headers?: P<typeof customers.completeCustomerOnboarding, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.completeCustomerOnboarding>>>;
    /** Create a customer — `POST /api/v1/customers` (createCustomer; CLI: `sextant customers create`). */
    create(createCustomerBody: P<typeof customers.createCustomer, 0>, headers?: P<typeof customers.createCustomer, 1>, options?: RequestInit): Promise<Ok<R<typeof customers.createCustomer>>>;
    /** Record an ARR point — `POST /api/v1/customers/{id}/arr` (createCustomerArrPoint; CLI: `sextant customers create-arr-point`). */
    createArrPoint(id: P<typeof customers.createCustomerArrPoint, 0>, createCustomerArrPointBody: P<typeof customers.createCustomerArrPoint, 1>, headers?: P<typeof customers.createCustomerArrPoint, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.createCustomerArrPoint>>>;
    /** Add a contact to a customer — `POST /api/v1/customers/{id}/contacts` (createCustomerContact; CLI: `sextant customers create-contact`). */
    createContact(id: P<typeof customers.createCustomerContact, 0>, createCustomerContactBody: P<typeof customers.createCustomerContact, 1>, headers?: P<typeof customers.createCustomerContact, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.createCustomerContact>>>;
    /** Create work for an onboarding milestone — `POST /api/v1/customers/{id}/onboarding/steps/{stepInstanceId}/work` (createCustomerOnboardingStepWork; CLI: `sextant customers create-onboarding-step-work`). */
    createOnboardingStepWork(id: P<typeof customers.createCustomerOnboardingStepWork, 0>, stepInstanceId: P<typeof customers.createCustomerOnboardingStepWork, 1>, createCustomerOnboardingStepWorkBody: P<typeof customers.createCustomerOnboardingStepWork, 2>, headers?: P<typeof customers.createCustomerOnboardingStepWork, 3>, options?: RequestInit): Promise<Ok<R<typeof customers.createCustomerOnboardingStepWork>>>;
    /** Build a customer review — `POST /api/v1/customers/{id}/reviews` (createCustomerReview; CLI: `sextant customers create-review`). */
    createReview(id: P<typeof customers.createCustomerReview, 0>, createCustomerReviewBody: P<typeof customers.createCustomerReview, 1>, headers?: P<typeof customers.createCustomerReview, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.createCustomerReview>>>;
    /** Post an account note — `POST /api/v1/customers/{id}/updates` (createCustomerUpdate; CLI: `sextant customers create-update`). */
    createUpdate(id: P<typeof customers.createCustomerUpdate, 0>, createCustomerUpdateBody: P<typeof customers.createCustomerUpdate, 1>, headers?: P<typeof customers.createCustomerUpdate, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.createCustomerUpdate>>>;
    /** Delete a customer — `DELETE /api/v1/customers/{id}` (deleteCustomer; CLI: `sextant customers delete`). */
    delete(id: P<typeof customers.deleteCustomer, 0>, headers?: P<typeof customers.deleteCustomer, 1>, options?: RequestInit): Promise<Ok<R<typeof customers.deleteCustomer>>>;
    /** Delete an ARR point — `DELETE /api/v1/customers/{id}/arr/{arrPointId}` (deleteCustomerArrPoint; CLI: `sextant customers delete-arr-point`). */
    deleteArrPoint(id: P<typeof customers.deleteCustomerArrPoint, 0>, arrPointId: P<typeof customers.deleteCustomerArrPoint, 1>, headers?: P<typeof customers.deleteCustomerArrPoint, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.deleteCustomerArrPoint>>>;
    /** Remove a customer contact — `DELETE /api/v1/customers/{id}/contacts/{contactId}` (deleteCustomerContact; CLI: `sextant customers delete-contact`). */
    deleteContact(id: P<typeof customers.deleteCustomerContact, 0>, contactId: P<typeof customers.deleteCustomerContact, 1>, headers?: P<typeof customers.deleteCustomerContact, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.deleteCustomerContact>>>;
    /** Get a customer — `GET /api/v1/customers/{id}` (getCustomer; CLI: `sextant customers get`). */
    get(id: P<typeof customers.getCustomer, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.getCustomer>>>;
    /** Summarize ARR — `GET /api/v1/customers/arr-summary` (getCustomerArrSummary; CLI: `sextant customers get-arr-summary`). */
    getArrSummary(params?: P<typeof customers.getCustomerArrSummary, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.getCustomerArrSummary>>>;
    /** Get a customer's onboarding — `GET /api/v1/customers/{id}/onboarding` (getCustomerOnboarding; CLI: `sextant customers get-onboarding`). */
    getOnboarding(id: P<typeof customers.getCustomerOnboarding, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.getCustomerOnboarding>>>;
    /** Get a customer review — `GET /api/v1/customers/{id}/reviews/{reviewId}` (getCustomerReview; CLI: `sextant customers get-review`). */
    getReview(id: P<typeof customers.getCustomerReview, 0>, reviewId: P<typeof customers.getCustomerReview, 1>, options?: RequestInit): Promise<Ok<R<typeof customers.getCustomerReview>>>;
    /** Link an opportunity to a customer — `POST /api/v1/customers/{id}/opportunities` (linkCustomerOpportunity; CLI: `sextant customers link-opportunity`). */
    linkOpportunity(id: P<typeof customers.linkCustomerOpportunity, 0>, linkCustomerOpportunityBody: P<typeof customers.linkCustomerOpportunity, 1>, headers?: P<typeof customers.linkCustomerOpportunity, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.linkCustomerOpportunity>>>;
    /** List a customer's ARR points — `GET /api/v1/customers/{id}/arr` (listCustomerArrPoints; CLI: `sextant customers list-arr-points`). */
    listArrPoints(id: P<typeof customers.listCustomerArrPoints, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.listCustomerArrPoints>>>;
    /** List commitments to customers — `GET /api/v1/customers/commitments` (listCustomerCommitments; CLI: `sextant customers list-commitments`). */
    listCommitments(params?: P<typeof customers.listCustomerCommitments, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.listCustomerCommitments>>>;
    /** Every item of listCommitments (listCustomerCommitments), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listCommitmentsAll(params?: Omit<NonNullable<P<typeof customers.listCustomerCommitments, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof customers.listCustomerCommitments>>>;
    /** List a customer's contacts — `GET /api/v1/customers/{id}/contacts` (listCustomerContacts; CLI: `sextant customers list-contacts`). */
    listContacts(id: P<typeof customers.listCustomerContacts, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.listCustomerContacts>>>;
    /** List a customer's opportunities — `GET /api/v1/customers/{id}/opportunities` (listCustomerOpportunities; CLI: `sextant customers list-opportunities`). */
    listOpportunities(id: P<typeof customers.listCustomerOpportunities, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.listCustomerOpportunities>>>;
    /** List a customer's reviews — `GET /api/v1/customers/{id}/reviews` (listCustomerReviews; CLI: `sextant customers list-reviews`). */
    listReviews(id: P<typeof customers.listCustomerReviews, 0>, params?: P<typeof customers.listCustomerReviews, 1>, options?: RequestInit): Promise<Ok<R<typeof customers.listCustomerReviews>>>;
    /** Every item of listReviews (listCustomerReviews), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listReviewsAll(id: P<typeof customers.listCustomerReviews, 0>, params?: Omit<NonNullable<P<typeof customers.listCustomerReviews, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof customers.listCustomerReviews>>>;
    /** List customers — `GET /api/v1/customers` (listCustomers; CLI: `sextant customers list`). */
    list(params?: P<typeof customers.listCustomers, 0>, options?: RequestInit): Promise<Ok<R<typeof customers.listCustomers>>>;
    /** Every item of list (listCustomers), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof customers.listCustomers, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof customers.listCustomers>>>;
    /** Read a customer's feed — `GET /api/v1/customers/{id}/updates` (listCustomerUpdates; CLI: `sextant customers list-updates`). */
    listUpdates(id: P<typeof customers.listCustomerUpdates, 0>, params?: P<typeof customers.listCustomerUpdates, 1>, options?: RequestInit): Promise<Ok<R<typeof customers.listCustomerUpdates>>>;
    /** Every item of listUpdates (listCustomerUpdates), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listUpdatesAll(id: P<typeof customers.listCustomerUpdates, 0>, params?: Omit<NonNullable<P<typeof customers.listCustomerUpdates, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof customers.listCustomerUpdates>>>;
    /** Start a customer's onboarding — `POST /api/v1/customers/{id}/onboarding` (startCustomerOnboarding; CLI: `sextant customers start-onboarding`). */
    startOnboarding(id: P<typeof customers.startCustomerOnboarding, 0>, startCustomerOnboardingBody: P<typeof customers.startCustomerOnboarding, 1>, headers?: P<typeof customers.startCustomerOnboarding, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.startCustomerOnboarding>>>;
    /** Unlink an opportunity from a customer — `DELETE /api/v1/customers/{id}/opportunities/{opportunityId}` (unlinkCustomerOpportunity; CLI: `sextant customers unlink-opportunity`). */
    unlinkOpportunity(id: P<typeof customers.unlinkCustomerOpportunity, 0>, opportunityId: P<typeof customers.unlinkCustomerOpportunity, 1>, headers?: P<typeof customers.unlinkCustomerOpportunity, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.unlinkCustomerOpportunity>>>;
    /** Update a customer — `PATCH /api/v1/customers/{id}` (updateCustomer; CLI: `sextant customers update`). */
    update(id: P<typeof customers.updateCustomer, 0>, updateCustomerBody: P<typeof customers.updateCustomer, 1>, headers?: P<typeof customers.updateCustomer, 2>, options?: RequestInit): Promise<Ok<R<typeof customers.updateCustomer>>>;
    /** Update a customer contact — `PATCH /api/v1/customers/{id}/contacts/{contactId}` (updateCustomerContact; CLI: `sextant customers update-contact`). */
    updateContact(id: P<typeof customers.updateCustomerContact, 0>, contactId: P<typeof customers.updateCustomerContact, 1>, updateCustomerContactBody: P<typeof customers.updateCustomerContact, 2>, headers?: P<typeof customers.updateCustomerContact, 3>, options?: RequestInit): Promise<Ok<R<typeof customers.updateCustomerContact>>>;
    /** Update an onboarding milestone — `PATCH /api/v1/customers/{id}/onboarding/steps/{stepInstanceId}` (updateCustomerOnboardingStep; CLI: `sextant customers update-onboarding-step`). */
    updateOnboardingStep(id: P<typeof customers.updateCustomerOnboardingStep, 0>, stepInstanceId: P<typeof customers.updateCustomerOnboardingStep, 1>, updateCustomerOnboardingStepBody: P<typeof customers.updateCustomerOnboardingStep, 2>, headers?: P<typeof customers.updateCustomerOnboardingStep, 3>, options?: RequestInit): Promise<Ok<R<typeof customers.updateCustomerOnboardingStep>>>;
  };
  cycles: {
    /** Create a cycle — `POST /api/v1/cycles` (createCycle; CLI: `sextant cycles create`). */
    create(createCycleBody: P<typeof cycles.createCycle, 0>, headers?: P<typeof cycles.createCycle, 1>, options?: RequestInit): Promise<Ok<R<typeof cycles.createCycle>>>;
    /** List cycles — `GET /api/v1/cycles` (listCycles; CLI: `sextant cycles list`). */
    list(params?: P<typeof cycles.listCycles, 0>, options?: RequestInit): Promise<Ok<R<typeof cycles.listCycles>>>;
    /** Every item of list (listCycles), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof cycles.listCycles, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof cycles.listCycles>>>;
    /** Update a cycle — `PATCH /api/v1/cycles/{id}` (updateCycle; CLI: `sextant cycles update`). */
    update(id: P<typeof cycles.updateCycle, 0>, updateCycleBody: P<typeof cycles.updateCycle, 1>, headers?: P<typeof cycles.updateCycle, 2>, options?: RequestInit): Promise<Ok<R<typeof cycles.updateCycle>>>;
  };
  directionDocuments: {
    /** Archive a direction document — `POST /api/v1/direction-documents/{id}/archive` (archiveDirectionDocument; CLI: `sextant direction-documents archive`). */
    archive(id: P<typeof directionDocuments.archiveDirectionDocument, 0>, headers?: P<typeof directionDocuments.archiveDirectionDocument, 1>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.archiveDirectionDocument>>>;
    /** Create a direction document — `POST /api/v1/direction-documents` (createDirectionDocument; CLI: `sextant direction-documents create`). */
    create(createDirectionDocumentBody: P<typeof directionDocuments.createDirectionDocument, 0>, headers?: P<typeof directionDocuments.createDirectionDocument, 1>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.createDirectionDocument>>>;
    /** Delete a direction document — `DELETE /api/v1/direction-documents/{id}` (deleteDirectionDocument; CLI: `sextant direction-documents delete`). */
    delete(id: P<typeof directionDocuments.deleteDirectionDocument, 0>, headers?: P<typeof directionDocuments.deleteDirectionDocument, 1>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.deleteDirectionDocument>>>;
    /** Discard the draft — `POST /api/v1/direction-documents/{id}/discard-draft` (discardDirectionDocumentDraft; CLI: `sextant direction-documents discard-draft`). */
    discardDraft(id: P<typeof directionDocuments.discardDirectionDocumentDraft, 0>, headers?: P<typeof directionDocuments.discardDirectionDocumentDraft, 1>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.discardDirectionDocumentDraft>>>;
    /** Get a direction document — `GET /api/v1/direction-documents/{id}` (getDirectionDocument; CLI: `sextant direction-documents get`). */
    get(id: P<typeof directionDocuments.getDirectionDocument, 0>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.getDirectionDocument>>>;
    /** Get the draft — `GET /api/v1/direction-documents/{id}/draft` (getDirectionDocumentDraft; CLI: `sextant direction-documents get-draft`). */
    getDraft(id: P<typeof directionDocuments.getDirectionDocumentDraft, 0>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.getDirectionDocumentDraft>>>;
    /** List direction changes — `GET /api/v1/direction-documents/changes` (listDirectionDocumentChanges; CLI: `sextant direction-documents list-changes`). */
    listChanges(params?: P<typeof directionDocuments.listDirectionDocumentChanges, 0>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.listDirectionDocumentChanges>>>;
    /** Every item of listChanges (listDirectionDocumentChanges), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listChangesAll(params?: Omit<NonNullable<P<typeof directionDocuments.listDirectionDocumentChanges, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof directionDocuments.listDirectionDocumentChanges>>>;
    /** List direction documents — `GET /api/v1/direction-documents` (listDirectionDocuments; CLI: `sextant direction-documents list`). */
    list(params?: P<typeof directionDocuments.listDirectionDocuments, 0>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.listDirectionDocuments>>>;
    /** Every item of list (listDirectionDocuments), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof directionDocuments.listDirectionDocuments, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof directionDocuments.listDirectionDocuments>>>;
    /** List versions — `GET /api/v1/direction-documents/{id}/versions` (listDirectionDocumentVersions; CLI: `sextant direction-documents list-versions`). */
    listVersions(id: P<typeof directionDocuments.listDirectionDocumentVersions, 0>, params?: P<typeof directionDocuments.listDirectionDocumentVersions, 1>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.listDirectionDocumentVersions>>>;
    /** Every item of listVersions (listDirectionDocumentVersions), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listVersionsAll(id: P<typeof directionDocuments.listDirectionDocumentVersions, 0>, params?: Omit<NonNullable<P<typeof directionDocuments.listDirectionDocumentVersions, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof directionDocuments.listDirectionDocumentVersions>>>;
    /** Publish the draft — `POST /api/v1/direction-documents/{id}/publish` (publishDirectionDocument; CLI: `sextant direction-documents publish`). */
    publish(id: P<typeof directionDocuments.publishDirectionDocument, 0>, publishDirectionDocumentBody?: P<typeof directionDocuments.publishDirectionDocument, 1>, headers?: P<typeof directionDocuments.publishDirectionDocument, 2>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.publishDirectionDocument>>>;
    /** Label a version — `POST /api/v1/direction-documents/{id}/versions/{version}/rename` (renameDirectionDocumentVersion; CLI: `sextant direction-documents rename-version`). */
    renameVersion(id: P<typeof directionDocuments.renameDirectionDocumentVersion, 0>, version: P<typeof directionDocuments.renameDirectionDocumentVersion, 1>, renameDirectionDocumentVersionBody: P<typeof directionDocuments.renameDirectionDocumentVersion, 2>, headers?: P<typeof directionDocuments.renameDirectionDocumentVersion, 3>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.renameDirectionDocumentVersion>>>;
    /** Replace the draft — `POST /api/v1/direction-documents/{id}/draft` (saveDirectionDocumentDraft; CLI: `sextant direction-documents save-draft`). */
    saveDraft(id: P<typeof directionDocuments.saveDirectionDocumentDraft, 0>, saveDirectionDocumentDraftBody: P<typeof directionDocuments.saveDirectionDocumentDraft, 1>, headers?: P<typeof directionDocuments.saveDirectionDocumentDraft, 2>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.saveDirectionDocumentDraft>>>;
    /** Edit a direction document — `PATCH /api/v1/direction-documents/{id}` (updateDirectionDocument; CLI: `sextant direction-documents update`). */
    update(id: P<typeof directionDocuments.updateDirectionDocument, 0>, updateDirectionDocumentBody: P<typeof directionDocuments.updateDirectionDocument, 1>, headers?: P<typeof directionDocuments.updateDirectionDocument, 2>, options?: RequestInit): Promise<Ok<R<typeof directionDocuments.updateDirectionDocument>>>;
  };
  externalLinks: {
    /** Mark an external blocker — `POST /api/v1/external-links/blockers` (createExternalBlocker; CLI: `sextant external-links create-external-blocker`). */
    createExternalBlocker(createExternalBlockerBody: P<typeof externalLinks.createExternalBlocker, 0>, headers?: P<typeof externalLinks.createExternalBlocker, 1>, options?: RequestInit): Promise<Ok<R<typeof externalLinks.createExternalBlocker>>>;
    /** Link a chat message — `POST /api/v1/external-links/messages` (createExternalMessageLink; CLI: `sextant external-links create-external-message-link`). */
    createExternalMessageLink(createExternalMessageLinkBody: P<typeof externalLinks.createExternalMessageLink, 0>, headers?: P<typeof externalLinks.createExternalMessageLink, 1>, options?: RequestInit): Promise<Ok<R<typeof externalLinks.createExternalMessageLink>>>;
    /** Remove an external blocker — `DELETE /api/v1/external-links/blockers/{blockerId}` (deleteExternalBlocker; CLI: `sextant external-links delete-external-blocker`). */
    deleteExternalBlocker(blockerId: P<typeof externalLinks.deleteExternalBlocker, 0>, headers?: P<typeof externalLinks.deleteExternalBlocker, 1>, options?: RequestInit): Promise<Ok<R<typeof externalLinks.deleteExternalBlocker>>>;
    /** List external links — `GET /api/v1/external-links` (listExternalLinks; CLI: `sextant external-links list`). */
    list(params: P<typeof externalLinks.listExternalLinks, 0>, options?: RequestInit): Promise<Ok<R<typeof externalLinks.listExternalLinks>>>;
    /** Every item of list (listExternalLinks), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params: Omit<NonNullable<P<typeof externalLinks.listExternalLinks, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof externalLinks.listExternalLinks>>>;
  };
  files: {
    /** Attach a file to a record — `POST /api/v1/files/{id}/attachments` (attachFile; CLI: `sextant files attach`). */
    attach(id: P<typeof files.attachFile, 0>, attachFileBody: P<typeof files.attachFile, 1>, headers?: P<typeof files.attachFile, 2>, options?: RequestInit): Promise<Ok<R<typeof files.attachFile>>>;
    /** Confirm a file upload — `POST /api/v1/files/{id}/confirm` (confirmFile; CLI: `sextant files confirm`). */
    confirm(id: P<typeof files.confirmFile, 0>, confirmFileBody: P<typeof files.confirmFile, 1>, headers?: P<typeof files.confirmFile, 2>, options?: RequestInit): Promise<Ok<R<typeof files.confirmFile>>>;
    /** Request a file upload — `POST /api/v1/files` (createFile; CLI: `sextant files create`). */
    create(createFileBody: P<typeof files.createFile, 0>, headers?: P<typeof files.createFile, 1>, options?: RequestInit): Promise<Ok<R<typeof files.createFile>>>;
    /** Delete a file — `DELETE /api/v1/files/{id}` (deleteFile; CLI: `sextant files delete`). */
    delete(id: P<typeof files.deleteFile, 0>, headers?: P<typeof files.deleteFile, 1>, options?: RequestInit): Promise<Ok<R<typeof files.deleteFile>>>;
    /** Detach a file from a record — `DELETE /api/v1/files/{id}/attachments` (detachFile; CLI: `sextant files detach`). */
    detach(id: P<typeof files.detachFile, 0>, params: P<typeof files.detachFile, 1>, headers?: P<typeof files.detachFile, 2>, options?: RequestInit): Promise<Ok<R<typeof files.detachFile>>>;
    /** Get a file — `GET /api/v1/files/{id}` (getFile; CLI: `sextant files get`). */
    get(id: P<typeof files.getFile, 0>, options?: RequestInit): Promise<Ok<R<typeof files.getFile>>>;
    /** Get storage usage — `GET /api/v1/files/storage-usage` (getFileStorageUsage; CLI: `sextant files get-storage-usage`). */
    getStorageUsage(options?: RequestInit): Promise<Ok<R<typeof files.getFileStorageUsage>>>;
    /** List files — `GET /api/v1/files` (listFiles; CLI: `sextant files list`). */
    list(params?: P<typeof files.listFiles, 0>, options?: RequestInit): Promise<Ok<R<typeof files.listFiles>>>;
    /** Every item of list (listFiles), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof files.listFiles, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof files.listFiles>>>;
  };
  importRuns: {
    /** Get an import run — `GET /api/v1/import-runs/{id}` (getImportRun; CLI: `sextant import-runs get`). */
    get(id: P<typeof importRuns.getImportRun, 0>, options?: RequestInit): Promise<Ok<R<typeof importRuns.getImportRun>>>;
    /** List import runs — `GET /api/v1/import-runs` (listImportRuns; CLI: `sextant import-runs list`). */
    list(params?: P<typeof importRuns.listImportRuns, 0>, options?: RequestInit): Promise<Ok<R<typeof importRuns.listImportRuns>>>;
    /** Every item of list (listImportRuns), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof importRuns.listImportRuns, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof importRuns.listImportRuns>>>;
  };
  insights: {
    /** Promote a pattern to an opportunity (deprecated) — `POST /api/v1/insights/patterns/{patternId}/accept` (acceptInsightPattern; CLI: `sextant insights accept-pattern`). */
    acceptPattern(patternId: P<typeof insights.acceptInsightPattern, 0>, acceptInsightPatternBody: P<typeof insights.acceptInsightPattern, 1>, headers?: P<typeof insights.acceptInsightPattern, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.acceptInsightPattern>>>;
    /** Link an insight to work or an objective — `POST /api/v1/insights/{id}/attach` (attachInsight; CLI: `sextant insights attach`). */
    attach(id: P<typeof insights.attachInsight, 0>, attachInsightBody: P<typeof insights.attachInsight, 1>, headers?: P<typeof insights.attachInsight, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.attachInsight>>>;
    /** Attach a pattern to work — `POST /api/v1/insights/patterns/{patternId}/attach-work` (attachInsightPatternWork; CLI: `sextant insights attach-pattern-work`). */
    attachPatternWork(patternId: P<typeof insights.attachInsightPatternWork, 0>, attachInsightPatternWorkBody: P<typeof insights.attachInsightPatternWork, 1>, headers?: P<typeof insights.attachInsightPatternWork, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.attachInsightPatternWork>>>;
    /** Add an external stakeholder — `POST /api/v1/external-stakeholders` (createExternalStakeholder; CLI: `sextant insights create-external-stakeholder`). */
    createExternalStakeholder(createExternalStakeholderBody: P<typeof insights.createExternalStakeholder, 0>, headers?: P<typeof insights.createExternalStakeholder, 1>, options?: RequestInit): Promise<Ok<R<typeof insights.createExternalStakeholder>>>;
    /** Record an insight — `POST /api/v1/insights` (createInsight; CLI: `sextant insights create`). */
    create(createInsightBody: P<typeof insights.createInsight, 0>, headers?: P<typeof insights.createInsight, 1>, options?: RequestInit): Promise<Ok<R<typeof insights.createInsight>>>;
    /** Delete an insight — `DELETE /api/v1/insights/{id}` (deleteInsight; CLI: `sextant insights delete`). */
    delete(id: P<typeof insights.deleteInsight, 0>, headers?: P<typeof insights.deleteInsight, 1>, options?: RequestInit): Promise<Ok<R<typeof insights.deleteInsight>>>;
    /** Unlink an insight — `POST /api/v1/insights/{id}/detach` (detachInsight; CLI: `sextant insights detach`). */
    detach(id: P<typeof insights.detachInsight, 0>, detachInsightBody: P<typeof insights.detachInsight, 1>, headers?: P<typeof insights.detachInsight, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.detachInsight>>>;
    /** Dismiss a pattern — `POST /api/v1/insights/patterns/{patternId}/dismiss` (dismissInsightPattern; CLI: `sextant insights dismiss-pattern`). */
    dismissPattern(patternId: P<typeof insights.dismissInsightPattern, 0>, dismissInsightPatternBody: P<typeof insights.dismissInsightPattern, 1>, headers?: P<typeof insights.dismissInsightPattern, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.dismissInsightPattern>>>;
    /** Get an insight — `GET /api/v1/insights/{id}` (getInsight; CLI: `sextant insights get`). */
    get(id: P<typeof insights.getInsight, 0>, options?: RequestInit): Promise<Ok<R<typeof insights.getInsight>>>;
    /** Read the insight pattern board — `GET /api/v1/insights/patterns` (getInsightPatterns; CLI: `sextant insights get-patterns`). */
    getPatterns(options?: RequestInit): Promise<Ok<R<typeof insights.getInsightPatterns>>>;
    /** Add insights to a pattern — `POST /api/v1/insights/patterns/{patternId}/link-insights` (linkInsightPatternInsights; CLI: `sextant insights link-pattern-insights`). */
    linkPatternInsights(patternId: P<typeof insights.linkInsightPatternInsights, 0>, linkInsightPatternInsightsBody: P<typeof insights.linkInsightPatternInsights, 1>, headers?: P<typeof insights.linkInsightPatternInsights, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.linkInsightPatternInsights>>>;
    /** List insights blocked by work — `GET /api/v1/insights/blocking` (listBlockingInsights; CLI: `sextant insights list-blocking`). */
    listBlocking(params?: P<typeof insights.listBlockingInsights, 0>, options?: RequestInit): Promise<Ok<R<typeof insights.listBlockingInsights>>>;
    /** List external stakeholders — `GET /api/v1/external-stakeholders` (listExternalStakeholders; CLI: `sextant insights list-external-stakeholders`). */
    listExternalStakeholders(options?: RequestInit): Promise<Ok<R<typeof insights.listExternalStakeholders>>>;
    /** List insights — `GET /api/v1/insights` (listInsights; CLI: `sextant insights list`). */
    list(params?: P<typeof insights.listInsights, 0>, options?: RequestInit): Promise<Ok<R<typeof insights.listInsights>>>;
    /** Every item of list (listInsights), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof insights.listInsights, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof insights.listInsights>>>;
    /** List insights similar to one — `GET /api/v1/insights/{id}/similar` (listSimilarInsights; CLI: `sextant insights list-similar`). */
    listSimilar(id: P<typeof insights.listSimilarInsights, 0>, options?: RequestInit): Promise<Ok<R<typeof insights.listSimilarInsights>>>;
    /** Set an insight's objective impacts — `POST /api/v1/insights/{id}/set-impact` (setInsightImpact; CLI: `sextant insights set-impact`). */
    setImpact(id: P<typeof insights.setInsightImpact, 0>, setInsightImpactBody: P<typeof insights.setInsightImpact, 1>, headers?: P<typeof insights.setInsightImpact, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.setInsightImpact>>>;
    /** Set an insight link's flags — `POST /api/v1/insights/{id}/set-link` (setInsightLink; CLI: `sextant insights set-link`). */
    setLink(id: P<typeof insights.setInsightLink, 0>, setInsightLinkBody: P<typeof insights.setInsightLink, 1>, headers?: P<typeof insights.setInsightLink, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.setInsightLink>>>;
    /** Send an insight for review — `POST /api/v1/insights/{id}/set-review-team` (setInsightReviewTeam; CLI: `sextant insights set-review-team`). */
    setReviewTeam(id: P<typeof insights.setInsightReviewTeam, 0>, setInsightReviewTeamBody: P<typeof insights.setInsightReviewTeam, 1>, headers?: P<typeof insights.setInsightReviewTeam, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.setInsightReviewTeam>>>;
    /** Decide on an insight — `POST /api/v1/insights/{id}/set-status` (setInsightStatus; CLI: `sextant insights set-status`). */
    setStatus(id: P<typeof insights.setInsightStatus, 0>, setInsightStatusBody: P<typeof insights.setInsightStatus, 1>, headers?: P<typeof insights.setInsightStatus, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.setInsightStatus>>>;
    /** Set an insight's tags — `POST /api/v1/insights/{id}/set-tags` (setInsightTags; CLI: `sextant insights set-tags`). */
    setTags(id: P<typeof insights.setInsightTags, 0>, setInsightTagsBody: P<typeof insights.setInsightTags, 1>, headers?: P<typeof insights.setInsightTags, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.setInsightTags>>>;
    /** Update an insight — `PATCH /api/v1/insights/{id}` (updateInsight; CLI: `sextant insights update`). */
    update(id: P<typeof insights.updateInsight, 0>, updateInsightBody: P<typeof insights.updateInsight, 1>, headers?: P<typeof insights.updateInsight, 2>, options?: RequestInit): Promise<Ok<R<typeof insights.updateInsight>>>;
  };
  intake: {
    /** Get intake statistics — `GET /api/v1/intake/stats` (getIntakeStats; CLI: `sextant intake get-stats`). */
    getStats(options?: RequestInit): Promise<Ok<R<typeof intake.getIntakeStats>>>;
    /** List intake — `GET /api/v1/intake` (listIntake; CLI: `sextant intake list`). */
    list(params?: P<typeof intake.listIntake, 0>, options?: RequestInit): Promise<Ok<R<typeof intake.listIntake>>>;
    /** Every item of list (listIntake), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof intake.listIntake, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof intake.listIntake>>>;
  };
  integrations: {
    /** Get an integration — `GET /api/v1/integrations/{id}` (getIntegration; CLI: `sextant integrations get`). */
    get(id: P<typeof integrations.getIntegration, 0>, options?: RequestInit): Promise<Ok<R<typeof integrations.getIntegration>>>;
    /** List integration events — `GET /api/v1/integrations/{id}/events` (listIntegrationEvents; CLI: `sextant integrations list-events`). */
    listEvents(id: P<typeof integrations.listIntegrationEvents, 0>, params?: P<typeof integrations.listIntegrationEvents, 1>, options?: RequestInit): Promise<Ok<R<typeof integrations.listIntegrationEvents>>>;
    /** Every item of listEvents (listIntegrationEvents), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listEventsAll(id: P<typeof integrations.listIntegrationEvents, 0>, params?: Omit<NonNullable<P<typeof integrations.listIntegrationEvents, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof integrations.listIntegrationEvents>>>;
    /** List integrations — `GET /api/v1/integrations` (listIntegrations; CLI: `sextant integrations list`). */
    list(params?: P<typeof integrations.listIntegrations, 0>, options?: RequestInit): Promise<Ok<R<typeof integrations.listIntegrations>>>;
    /** Every item of list (listIntegrations), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof integrations.listIntegrations, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof integrations.listIntegrations>>>;
  };
  messages: {
    /** Post a message — `POST /api/v1/messages` (createMessage; CLI: `sextant messages create`). */
    create(createMessageBody: P<typeof messages.createMessage, 0>, headers?: P<typeof messages.createMessage, 1>, options?: RequestInit): Promise<Ok<R<typeof messages.createMessage>>>;
    /** Delete a message — `DELETE /api/v1/messages/{id}` (deleteMessage; CLI: `sextant messages delete`). */
    delete(id: P<typeof messages.deleteMessage, 0>, headers?: P<typeof messages.deleteMessage, 1>, options?: RequestInit): Promise<Ok<R<typeof messages.deleteMessage>>>;
    /** List a room's messages — `GET /api/v1/messages` (listMessages; CLI: `sextant messages list`). */
    list(params: P<typeof messages.listMessages, 0>, options?: RequestInit): Promise<Ok<R<typeof messages.listMessages>>>;
    /** Every item of list (listMessages), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params: Omit<NonNullable<P<typeof messages.listMessages, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof messages.listMessages>>>;
    /** List a message's replies — `GET /api/v1/messages/{id}/thread` (listMessageThread; CLI: `sextant messages list-thread`). */
    listThread(id: P<typeof messages.listMessageThread, 0>, params?: P<typeof messages.listMessageThread, 1>, options?: RequestInit): Promise<Ok<R<typeof messages.listMessageThread>>>;
    /** Every item of listThread (listMessageThread), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listThreadAll(id: P<typeof messages.listMessageThread, 0>, params?: Omit<NonNullable<P<typeof messages.listMessageThread, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof messages.listMessageThread>>>;
    /** List pinned messages — `GET /api/v1/messages/pinned` (listPinnedMessages; CLI: `sextant messages list-pinned`). */
    listPinned(params?: P<typeof messages.listPinnedMessages, 0>, options?: RequestInit): Promise<Ok<R<typeof messages.listPinnedMessages>>>;
    /** Every item of listPinned (listPinnedMessages), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listPinnedAll(params?: Omit<NonNullable<P<typeof messages.listPinnedMessages, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof messages.listPinnedMessages>>>;
    /** Search messages — `GET /api/v1/messages/search` (searchMessages; CLI: `sextant messages search`). */
    search(params?: P<typeof messages.searchMessages, 0>, options?: RequestInit): Promise<Ok<R<typeof messages.searchMessages>>>;
    /** Pin or unpin a message — `POST /api/v1/messages/{id}/pinned` (setMessagePinned; CLI: `sextant messages set-pinned`). */
    setPinned(id: P<typeof messages.setMessagePinned, 0>, setMessagePinnedBody: P<typeof messages.setMessagePinned, 1>, headers?: P<typeof messages.setMessagePinned, 2>, options?: RequestInit): Promise<Ok<R<typeof messages.setMessagePinned>>>;
    /** React to a message — `POST /api/v1/messages/{id}/reactions` (setMessageReaction; CLI: `sextant messages set-reaction`). */
    setReaction(id: P<typeof messages.setMessageReaction, 0>, setMessageReactionBody: P<typeof messages.setMessageReaction, 1>, headers?: P<typeof messages.setMessageReaction, 2>, options?: RequestInit): Promise<Ok<R<typeof messages.setMessageReaction>>>;
    /** Edit a message — `PATCH /api/v1/messages/{id}` (updateMessage; CLI: `sextant messages update`). */
    update(id: P<typeof messages.updateMessage, 0>, updateMessageBody: P<typeof messages.updateMessage, 1>, headers?: P<typeof messages.updateMessage, 2>, options?: RequestInit): Promise<Ok<R<typeof messages.updateMessage>>>;
  };
  metrics: {
    /** Create a metric — `POST /api/v1/metrics` (createMetric; CLI: `sextant metrics create`). */
    create(createMetricBody: P<typeof metrics.createMetric, 0>, headers?: P<typeof metrics.createMetric, 1>, options?: RequestInit): Promise<Ok<R<typeof metrics.createMetric>>>;
    /** Record a metric reading — `POST /api/v1/metrics/{id}/values` (createMetricValue; CLI: `sextant metrics create-value`). */
    createValue(id: P<typeof metrics.createMetricValue, 0>, createMetricValueBody: P<typeof metrics.createMetricValue, 1>, headers?: P<typeof metrics.createMetricValue, 2>, options?: RequestInit): Promise<Ok<R<typeof metrics.createMetricValue>>>;
    /** Delete a metric — `DELETE /api/v1/metrics/{id}` (deleteMetric; CLI: `sextant metrics delete`). */
    delete(id: P<typeof metrics.deleteMetric, 0>, headers?: P<typeof metrics.deleteMetric, 1>, options?: RequestInit): Promise<Ok<R<typeof metrics.deleteMetric>>>;
    /** Get a metric — `GET /api/v1/metrics/{id}` (getMetric; CLI: `sextant metrics get`). */
    get(id: P<typeof metrics.getMetric, 0>, options?: RequestInit): Promise<Ok<R<typeof metrics.getMetric>>>;
    /** Count what depends on a metric — `GET /api/v1/metrics/{id}/dependents` (getMetricDependents; CLI: `sextant metrics get-dependents`). */
    getDependents(id: P<typeof metrics.getMetricDependents, 0>, options?: RequestInit): Promise<Ok<R<typeof metrics.getMetricDependents>>>;
    /** List built-in metrics — `GET /api/v1/metrics/builtins` (listBuiltinMetrics; CLI: `sextant metrics list-builtin`). */
    listBuiltin(options?: RequestInit): Promise<Ok<R<typeof metrics.listBuiltinMetrics>>>;
    /** List opportunities serving a metric — `GET /api/v1/metrics/{id}/opportunities` (listMetricOpportunities; CLI: `sextant metrics list-opportunities`). */
    listOpportunities(id: P<typeof metrics.listMetricOpportunities, 0>, options?: RequestInit): Promise<Ok<R<typeof metrics.listMetricOpportunities>>>;
    /** List metrics — `GET /api/v1/metrics` (listMetrics; CLI: `sextant metrics list`). */
    list(params?: P<typeof metrics.listMetrics, 0>, options?: RequestInit): Promise<Ok<R<typeof metrics.listMetrics>>>;
    /** Every item of list (listMetrics), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof metrics.listMetrics, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof metrics.listMetrics>>>;
    /** List a metric's readings — `GET /api/v1/metrics/{id}/values` (listMetricValues; CLI: `sextant metrics list-values`). */
    listValues(id: P<typeof metrics.listMetricValues, 0>, params?: P<typeof metrics.listMetricValues, 1>, options?: RequestInit): Promise<Ok<R<typeof metrics.listMetricValues>>>;
    /** Every item of listValues (listMetricValues), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listValuesAll(id: P<typeof metrics.listMetricValues, 0>, params?: Omit<NonNullable<P<typeof metrics.listMetricValues, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof metrics.listMetricValues>>>;
    /** Track a built-in metric — `POST /api/v1/metrics/track-builtin` (trackBuiltinMetric; CLI: `sextant metrics track-builtin`). */
    trackBuiltin(trackBuiltinMetricBody: P<typeof metrics.trackBuiltinMetric, 0>, headers?: P<typeof metrics.trackBuiltinMetric, 1>, options?: RequestInit): Promise<Ok<R<typeof metrics.trackBuiltinMetric>>>;
    /** Update a metric — `PATCH /api/v1/metrics/{id}` (updateMetric; CLI: `sextant metrics update`). */
    update(id: P<typeof metrics.updateMetric, 0>, updateMetricBody: P<typeof metrics.updateMetric, 1>, headers?: P<typeof metrics.updateMetric, 2>, options?: RequestInit): Promise<Ok<R<typeof metrics.updateMetric>>>;
  };
  notifications: {
    /** Count your unread notifications — `GET /api/v1/notifications/unread-count` (getNotificationUnreadCount; CLI: `sextant notifications get-unread-count`). */
    getUnreadCount(options?: RequestInit): Promise<Ok<R<typeof notifications.getNotificationUnreadCount>>>;
    /** List your notifications — `GET /api/v1/notifications` (listNotifications; CLI: `sextant notifications list`). */
    list(params?: P<typeof notifications.listNotifications, 0>, options?: RequestInit): Promise<Ok<R<typeof notifications.listNotifications>>>;
    /** Every item of list (listNotifications), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof notifications.listNotifications, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof notifications.listNotifications>>>;
    /** Pin a notification — `POST /api/v1/notifications/{id}/pin` (pinNotification; CLI: `sextant notifications pin`). */
    pin(id: P<typeof notifications.pinNotification, 0>, headers?: P<typeof notifications.pinNotification, 1>, options?: RequestInit): Promise<Ok<R<typeof notifications.pinNotification>>>;
    /** Mark all notifications read — `POST /api/v1/notifications/read-all` (readAllNotifications; CLI: `sextant notifications read-all`). */
    readAll(headers?: P<typeof notifications.readAllNotifications, 0>, options?: RequestInit): Promise<Ok<R<typeof notifications.readAllNotifications>>>;
    /** Mark a notification read — `POST /api/v1/notifications/{id}/read` (readNotification; CLI: `sextant notifications read`). */
    read(id: P<typeof notifications.readNotification, 0>, headers?: P<typeof notifications.readNotification, 1>, options?: RequestInit): Promise<Ok<R<typeof notifications.readNotification>>>;
    /** Unpin a notification — `POST /api/v1/notifications/{id}/unpin` (unpinNotification; CLI: `sextant notifications unpin`). */
    unpin(id: P<typeof notifications.unpinNotification, 0>, headers?: P<typeof notifications.unpinNotification, 1>, options?: RequestInit): Promise<Ok<R<typeof notifications.unpinNotification>>>;
    /** Mute the source of a notification — `POST /api/v1/notifications/{id}/unsubscribe` (unsubscribeNotification; CLI: `sextant notifications unsubscribe`). */
    unsubscribe(id: P<typeof notifications.unsubscribeNotification, 0>, headers?: P<typeof notifications.unsubscribeNotification, 1>, options?: RequestInit): Promise<Ok<R<typeof notifications.unsubscribeNotification>>>;
  };
  objectives: {
    /** Create an objective — `POST /api/v1/objectives` (createObjective; CLI: `sextant objectives create`). */
    create(createObjectiveBody: P<typeof objectives.createObjective, 0>, headers?: P<typeof objectives.createObjective, 1>, options?: RequestInit): Promise<Ok<R<typeof objectives.createObjective>>>;
    /** Delete an objective — `DELETE /api/v1/objectives/{id}` (deleteObjective; CLI: `sextant objectives delete`). */
    delete(id: P<typeof objectives.deleteObjective, 0>, headers?: P<typeof objectives.deleteObjective, 1>, options?: RequestInit): Promise<Ok<R<typeof objectives.deleteObjective>>>;
    /** Get an objective — `GET /api/v1/objectives/{id}` (getObjective; CLI: `sextant objectives get`). */
    get(id: P<typeof objectives.getObjective, 0>, options?: RequestInit): Promise<Ok<R<typeof objectives.getObjective>>>;
    /** Alignment grid — `GET /api/v1/objectives/alignment` (getObjectiveAlignment; CLI: `sextant objectives get-alignment`). */
    getAlignment(options?: RequestInit): Promise<Ok<R<typeof objectives.getObjectiveAlignment>>>;
    /** An objective's nesting — `GET /api/v1/objectives/{id}/nesting` (getObjectiveNesting; CLI: `sextant objectives get-nesting`). */
    getNesting(id: P<typeof objectives.getObjectiveNesting, 0>, options?: RequestInit): Promise<Ok<R<typeof objectives.getObjectiveNesting>>>;
    /** List customer claims on an objective — `GET /api/v1/objectives/{id}/claims` (listObjectiveClaims; CLI: `sextant objectives list-claims`). */
    listClaims(id: P<typeof objectives.listObjectiveClaims, 0>, options?: RequestInit): Promise<Ok<R<typeof objectives.listObjectiveClaims>>>;
    /** List an objective's opportunities — `GET /api/v1/objectives/{id}/opportunities` (listObjectiveOpportunities; CLI: `sextant objectives list-opportunities`). */
    listOpportunities(id: P<typeof objectives.listObjectiveOpportunities, 0>, options?: RequestInit): Promise<Ok<R<typeof objectives.listObjectiveOpportunities>>>;
    /** List objectives — `GET /api/v1/objectives` (listObjectives; CLI: `sextant objectives list`). */
    list(params?: P<typeof objectives.listObjectives, 0>, options?: RequestInit): Promise<Ok<R<typeof objectives.listObjectives>>>;
    /** Every item of list (listObjectives), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof objectives.listObjectives, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof objectives.listObjectives>>>;
    /** Link an objective to a parent objective — `POST /api/v1/objectives/{id}/set-alignment-link` (setObjectiveAlignmentLink; CLI: `sextant objectives set-alignment-link`). */
    setAlignmentLink(id: P<typeof objectives.setObjectiveAlignmentLink, 0>, setObjectiveAlignmentLinkBody: P<typeof objectives.setObjectiveAlignmentLink, 1>, headers?: P<typeof objectives.setObjectiveAlignmentLink, 2>, options?: RequestInit): Promise<Ok<R<typeof objectives.setObjectiveAlignmentLink>>>;
    /** Anchor an objective to a metric — `POST /api/v1/objectives/{id}/set-metric` (setObjectiveMetric; CLI: `sextant objectives set-metric`). */
    setMetric(id: P<typeof objectives.setObjectiveMetric, 0>, setObjectiveMetricBody: P<typeof objectives.setObjectiveMetric, 1>, headers?: P<typeof objectives.setObjectiveMetric, 2>, options?: RequestInit): Promise<Ok<R<typeof objectives.setObjectiveMetric>>>;
    /** Update an objective — `PATCH /api/v1/objectives/{id}` (updateObjective; CLI: `sextant objectives update`). */
    update(id: P<typeof objectives.updateObjective, 0>, updateObjectiveBody: P<typeof objectives.updateObjective, 1>, headers?: P<typeof objectives.updateObjective, 2>, options?: RequestInit): Promise<Ok<R<typeof objectives.updateObjective>>>;
  };
  observedEvidence: {
    /** Confirm a reconciled week — `POST /api/v1/observed-evidence/reconciliations` (confirmEvidenceReconciliation; CLI: `sextant observed-evidence confirm-evidence-reconciliation`). */
    confirmEvidenceReconciliation(confirmEvidenceReconciliationBody: P<typeof observedEvidence.confirmEvidenceReconciliation, 0>, headers?: P<typeof observedEvidence.confirmEvidenceReconciliation, 1>, options?: RequestInit): Promise<Ok<R<typeof observedEvidence.confirmEvidenceReconciliation>>>;
    /** Delete your observed evidence — `POST /api/v1/observed-evidence/delete-self` (deleteOwnObservedEvidence; CLI: `sextant observed-evidence delete-own`). */
    deleteOwn(deleteOwnObservedEvidenceBody?: P<typeof observedEvidence.deleteOwnObservedEvidence, 0>, headers?: P<typeof observedEvidence.deleteOwnObservedEvidence, 1>, options?: RequestInit): Promise<Ok<R<typeof observedEvidence.deleteOwnObservedEvidence>>>;
    /** Export observed evidence — `GET /api/v1/observed-evidence/export` (exportObservedEvidence; CLI: `sextant observed-evidence export`). */
    export(params?: P<typeof observedEvidence.exportObservedEvidence, 0>, options?: RequestInit): Promise<Ok<R<typeof observedEvidence.exportObservedEvidence>>>;
    /** Every item of export (exportObservedEvidence), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    exportAll(params?: Omit<NonNullable<P<typeof observedEvidence.exportObservedEvidence, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof observedEvidence.exportObservedEvidence>>>;
    /** Hash identifiers with the org's key — `POST /api/v1/observed-evidence/hash` (hashObservedIdentifiers; CLI: `sextant observed-evidence hash-observed-identifiers`). */
    hashObservedIdentifiers(hashObservedIdentifiersBody: P<typeof observedEvidence.hashObservedIdentifiers, 0>, headers?: P<typeof observedEvidence.hashObservedIdentifiers, 1>, options?: RequestInit): Promise<Ok<R<typeof observedEvidence.hashObservedIdentifiers>>>;
    /** Ingest your observed evidence — `POST /api/v1/observed-evidence/ingest` (ingestObservedEvidence; CLI: `sextant observed-evidence ingest`). */
    ingest(ingestObservedEvidenceBody: P<typeof observedEvidence.ingestObservedEvidence, 0>, headers?: P<typeof observedEvidence.ingestObservedEvidence, 1>, options?: RequestInit): Promise<Ok<R<typeof observedEvidence.ingestObservedEvidence>>>;
  };
  opportunities: {
    /** Add a prototype to an opportunity — `POST /api/v1/opportunities/{id}/prototypes` (addOpportunityPrototype; CLI: `sextant opportunities add-prototype`). */
    addPrototype(id: P<typeof opportunities.addOpportunityPrototype, 0>, addOpportunityPrototypeBody: P<typeof opportunities.addOpportunityPrototype, 1>, headers?: P<typeof opportunities.addOpportunityPrototype, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.addOpportunityPrototype>>>;
    /** Apply a PRD template to an opportunity — `POST /api/v1/opportunities/{id}/apply-prd-template` (applyOpportunityPrdTemplate; CLI: `sextant opportunities apply-prd-template`). */
    applyPrdTemplate(id: P<typeof opportunities.applyOpportunityPrdTemplate, 0>, applyOpportunityPrdTemplateBody: P<typeof opportunities.applyOpportunityPrdTemplate, 1>, headers?: P<typeof opportunities.applyOpportunityPrdTemplate, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.applyOpportunityPrdTemplate>>>;
    /** Create an opportunity — `POST /api/v1/opportunities` (createOpportunity; CLI: `sextant opportunities create`). */
    create(createOpportunityBody: P<typeof opportunities.createOpportunity, 0>, headers?: P<typeof opportunities.createOpportunity, 1>, options?: RequestInit): Promise<Ok<R<typeof opportunities.createOpportunity>>>;
    /** Link an opportunity to an objective — `POST /api/v1/opportunities/{id}/link-objective` (createOpportunityObjectiveLink; CLI: `sextant opportunities create-objective-link`). */
    createObjectiveLink(id: P<typeof opportunities.createOpportunityObjectiveLink, 0>, createOpportunityObjectiveLinkBody: P<typeof opportunities.createOpportunityObjectiveLink, 1>, headers?: P<typeof opportunities.createOpportunityObjectiveLink, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.createOpportunityObjectiveLink>>>;
    /** Add a delivery phase to an opportunity — `POST /api/v1/opportunities/{id}/phases` (createOpportunityPhase; CLI: `sextant opportunities create-phase`). */
    createPhase(id: P<typeof opportunities.createOpportunityPhase, 0>, createOpportunityPhaseBody: P<typeof opportunities.createOpportunityPhase, 1>, headers?: P<typeof opportunities.createOpportunityPhase, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.createOpportunityPhase>>>;
    /** Delete an opportunity — `DELETE /api/v1/opportunities/{id}` (deleteOpportunity; CLI: `sextant opportunities delete`). */
    delete(id: P<typeof opportunities.deleteOpportunity, 0>, headers?: P<typeof opportunities.deleteOpportunity, 1>, options?: RequestInit): Promise<Ok<R<typeof opportunities.deleteOpportunity>>>;
    /** Unlink an opportunity from an objective — `DELETE /api/v1/opportunities/{id}/link-objective/{objectiveId}` (deleteOpportunityObjectiveLink; CLI: `sextant opportunities delete-objective-link`). */
    deleteObjectiveLink(id: P<typeof opportunities.deleteOpportunityObjectiveLink, 0>, objectiveId: P<typeof opportunities.deleteOpportunityObjectiveLink, 1>, headers?: P<typeof opportunities.deleteOpportunityObjectiveLink, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.deleteOpportunityObjectiveLink>>>;
    /** Delete a delivery phase — `DELETE /api/v1/opportunities/phases/{phaseId}` (deleteOpportunityPhase; CLI: `sextant opportunities delete-phase`). */
    deletePhase(phaseId: P<typeof opportunities.deleteOpportunityPhase, 0>, headers?: P<typeof opportunities.deleteOpportunityPhase, 1>, options?: RequestInit): Promise<Ok<R<typeof opportunities.deleteOpportunityPhase>>>;
    /** Clear an opportunity's score on one criterion — `DELETE /api/v1/opportunities/{id}/scores/{criterionId}` (deleteOpportunityScore; CLI: `sextant opportunities delete-score`). */
    deleteScore(id: P<typeof opportunities.deleteOpportunityScore, 0>, criterionId: P<typeof opportunities.deleteOpportunityScore, 1>, headers?: P<typeof opportunities.deleteOpportunityScore, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.deleteOpportunityScore>>>;
    /** Get an opportunity — `GET /api/v1/opportunities/{id}` (getOpportunity; CLI: `sextant opportunities get`). */
    get(id: P<typeof opportunities.getOpportunity, 0>, options?: RequestInit): Promise<Ok<R<typeof opportunities.getOpportunity>>>;
    /** Everything about an opportunity — `GET /api/v1/opportunities/{id}/context` (getOpportunityContext; CLI: `sextant opportunities get-context`). */
    getContext(id: P<typeof opportunities.getOpportunityContext, 0>, options?: RequestInit): Promise<Ok<R<typeof opportunities.getOpportunityContext>>>;
    /** Get an opportunity's scorecard — `GET /api/v1/opportunities/{id}/scorecard` (getOpportunityScorecard; CLI: `sextant opportunities get-scorecard`). */
    getScorecard(id: P<typeof opportunities.getOpportunityScorecard, 0>, options?: RequestInit): Promise<Ok<R<typeof opportunities.getOpportunityScorecard>>>;
    /** Count an opportunity's unphased tasks — `GET /api/v1/opportunities/{id}/unphased-task-count` (getOpportunityUnphasedTaskCount; CLI: `sextant opportunities get-unphased-task-count`). */
    getUnphasedTaskCount(id: P<typeof opportunities.getOpportunityUnphasedTaskCount, 0>, options?: RequestInit): Promise<Ok<R<typeof opportunities.getOpportunityUnphasedTaskCount>>>;
    /** Hand off from a delivery phase to the next — `POST /api/v1/opportunities/phases/{fromPhaseId}/handoff` (handoffOpportunityPhase; CLI: `sextant opportunities handoff-phase`). */
    handoffPhase(fromPhaseId: P<typeof opportunities.handoffOpportunityPhase, 0>, handoffOpportunityPhaseBody: P<typeof opportunities.handoffOpportunityPhase, 1>, headers?: P<typeof opportunities.handoffOpportunityPhase, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.handoffOpportunityPhase>>>;
    /** List opportunities — `GET /api/v1/opportunities` (listOpportunities; CLI: `sextant opportunities list`). */
    list(params?: P<typeof opportunities.listOpportunities, 0>, options?: RequestInit): Promise<Ok<R<typeof opportunities.listOpportunities>>>;
    /** Every item of list (listOpportunities), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof opportunities.listOpportunities, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof opportunities.listOpportunities>>>;
    /** List an opportunity's delivery phases — `GET /api/v1/opportunities/{id}/phases` (listOpportunityPhases; CLI: `sextant opportunities list-phases`). */
    listPhases(id: P<typeof opportunities.listOpportunityPhases, 0>, params?: P<typeof opportunities.listOpportunityPhases, 1>, options?: RequestInit): Promise<Ok<R<typeof opportunities.listOpportunityPhases>>>;
    /** Every item of listPhases (listOpportunityPhases), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listPhasesAll(id: P<typeof opportunities.listOpportunityPhases, 0>, params?: Omit<NonNullable<P<typeof opportunities.listOpportunityPhases, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof opportunities.listOpportunityPhases>>>;
    /** List an opportunity's validation risks — `GET /api/v1/opportunities/{id}/risks` (listOpportunityRisks; CLI: `sextant opportunities list-risks`). */
    listRisks(id: P<typeof opportunities.listOpportunityRisks, 0>, options?: RequestInit): Promise<Ok<R<typeof opportunities.listOpportunityRisks>>>;
    /** List an opportunity's tasks — `GET /api/v1/opportunities/{id}/tasks` (listOpportunityTasks; CLI: `sextant opportunities list-tasks`). */
    listTasks(id: P<typeof opportunities.listOpportunityTasks, 0>, params?: P<typeof opportunities.listOpportunityTasks, 1>, options?: RequestInit): Promise<Ok<R<typeof opportunities.listOpportunityTasks>>>;
    /** Every item of listTasks (listOpportunityTasks), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listTasksAll(id: P<typeof opportunities.listOpportunityTasks, 0>, params?: Omit<NonNullable<P<typeof opportunities.listOpportunityTasks, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof opportunities.listOpportunityTasks>>>;
    /** List an opportunity's status updates — `GET /api/v1/opportunities/{id}/updates` (listOpportunityUpdates; CLI: `sextant opportunities list-updates`). */
    listUpdates(id: P<typeof opportunities.listOpportunityUpdates, 0>, params?: P<typeof opportunities.listOpportunityUpdates, 1>, options?: RequestInit): Promise<Ok<R<typeof opportunities.listOpportunityUpdates>>>;
    /** Every item of listUpdates (listOpportunityUpdates), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listUpdatesAll(id: P<typeof opportunities.listOpportunityUpdates, 0>, params?: Omit<NonNullable<P<typeof opportunities.listOpportunityUpdates, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof opportunities.listOpportunityUpdates>>>;
    /** List the scoring criteria — `GET /api/v1/opportunities/scoring-criteria` (listScoringCriteria; CLI: `sextant opportunities list-scoring-criteria`). */
    listScoringCriteria(options?: RequestInit): Promise<Ok<R<typeof opportunities.listScoringCriteria>>>;
    /** Post a status update on an opportunity — `POST /api/v1/opportunities/{id}/post-update` (postOpportunityUpdate; CLI: `sextant opportunities post-update`). */
    postUpdate(id: P<typeof opportunities.postOpportunityUpdate, 0>, postOpportunityUpdateBody: P<typeof opportunities.postOpportunityUpdate, 1>, headers?: P<typeof opportunities.postOpportunityUpdate, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.postOpportunityUpdate>>>;
    /** Reject an opportunity — `POST /api/v1/opportunities/{id}/reject-via-template` (rejectOpportunity; CLI: `sextant opportunities reject`). */
    reject(id: P<typeof opportunities.rejectOpportunity, 0>, rejectOpportunityBody: P<typeof opportunities.rejectOpportunity, 1>, headers?: P<typeof opportunities.rejectOpportunity, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.rejectOpportunity>>>;
    /** Remove a prototype from an opportunity — `DELETE /api/v1/opportunities/{id}/prototypes` (removeOpportunityPrototype; CLI: `sextant opportunities remove-prototype`). */
    removePrototype(id: P<typeof opportunities.removeOpportunityPrototype, 0>, params?: P<typeof opportunities.removeOpportunityPrototype, 1>, headers?: P<typeof opportunities.removeOpportunityPrototype, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.removeOpportunityPrototype>>>;
    /** Reorder an opportunity's delivery phases — `POST /api/v1/opportunities/{id}/reorder-phases` (reorderOpportunityPhases; CLI: `sextant opportunities reorder-phases`). */
    reorderPhases(id: P<typeof opportunities.reorderOpportunityPhases, 0>, reorderOpportunityPhasesBody: P<typeof opportunities.reorderOpportunityPhases, 1>, headers?: P<typeof opportunities.reorderOpportunityPhases, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.reorderOpportunityPhases>>>;
    /** Vote on a validation risk — `POST /api/v1/opportunities/{id}/risks/{risk}` (setOpportunityRiskVote; CLI: `sextant opportunities set-risk-vote`). */
    setRiskVote(id: P<typeof opportunities.setOpportunityRiskVote, 0>, risk: P<typeof opportunities.setOpportunityRiskVote, 1>, setOpportunityRiskVoteBody: P<typeof opportunities.setOpportunityRiskVote, 2>, headers?: P<typeof opportunities.setOpportunityRiskVote, 3>, options?: RequestInit): Promise<Ok<R<typeof opportunities.setOpportunityRiskVote>>>;
    /** Score an opportunity on one criterion — `PATCH /api/v1/opportunities/{id}/scores/{criterionId}` (setOpportunityScore; CLI: `sextant opportunities set-score`). */
    setScore(id: P<typeof opportunities.setOpportunityScore, 0>, criterionId: P<typeof opportunities.setOpportunityScore, 1>, setOpportunityScoreBody: P<typeof opportunities.setOpportunityScore, 2>, headers?: P<typeof opportunities.setOpportunityScore, 3>, options?: RequestInit): Promise<Ok<R<typeof opportunities.setOpportunityScore>>>;
    /** Move an opportunity through its lifecycle — `POST /api/v1/opportunities/{id}/set-state` (setOpportunityState; CLI: `sextant opportunities set-state`). */
    setState(id: P<typeof opportunities.setOpportunityState, 0>, setOpportunityStateBody: P<typeof opportunities.setOpportunityState, 1>, headers?: P<typeof opportunities.setOpportunityState, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.setOpportunityState>>>;
    /** Draft a PRD — `POST /api/v1/opportunities/{id}/synthesize` (synthesizeOpportunityPrd; CLI: `sextant opportunities synthesize-prd`). */
    synthesizePrd(id: P<typeof opportunities.synthesizeOpportunityPrd, 0>, synthesizeOpportunityPrdBody: P<typeof opportunities.synthesizeOpportunityPrd, 1>, headers?: P<typeof opportunities.synthesizeOpportunityPrd, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.synthesizeOpportunityPrd>>>;
    /** Update an opportunity — `PATCH /api/v1/opportunities/{id}` (updateOpportunity; CLI: `sextant opportunities update`). */
    update(id: P<typeof opportunities.updateOpportunity, 0>, updateOpportunityBody: P<typeof opportunities.updateOpportunity, 1>, headers?: P<typeof opportunities.updateOpportunity, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.updateOpportunity>>>;
    /** Move an objective link — `PATCH /api/v1/opportunities/{id}/link-objective/{objectiveId}` (updateOpportunityObjectiveLink; CLI: `sextant opportunities update-objective-link`). */
    updateObjectiveLink(id: P<typeof opportunities.updateOpportunityObjectiveLink, 0>, objectiveId: P<typeof opportunities.updateOpportunityObjectiveLink, 1>, updateOpportunityObjectiveLinkBody: P<typeof opportunities.updateOpportunityObjectiveLink, 2>, headers?: P<typeof opportunities.updateOpportunityObjectiveLink, 3>, options?: RequestInit): Promise<Ok<R<typeof opportunities.updateOpportunityObjectiveLink>>>;
    /** Update a delivery phase — `PATCH /api/v1/opportunities/phases/{phaseId}` (updateOpportunityPhase; CLI: `sextant opportunities update-phase`). */
    updatePhase(phaseId: P<typeof opportunities.updateOpportunityPhase, 0>, updateOpportunityPhaseBody: P<typeof opportunities.updateOpportunityPhase, 1>, headers?: P<typeof opportunities.updateOpportunityPhase, 2>, options?: RequestInit): Promise<Ok<R<typeof opportunities.updateOpportunityPhase>>>;
  };
  platform: {
    /** Liveness probe — `GET /healthz` (getLiveness; CLI: `sextant platform get-liveness`). */
    getLiveness(options?: RequestInit): Promise<Ok<R<typeof platform.getLiveness>>>;
    /** The OpenAPI 3.1 description of this API — `GET /api/v1/openapi.json` (getOpenApiDocument; CLI: `sextant platform get-open-api-document`). */
    getOpenApiDocument(options?: RequestInit): Promise<Ok<R<typeof platform.getOpenApiDocument>>>;
    /** Readiness probe — `GET /readyz` (getReadiness; CLI: `sextant platform get-readiness`). */
    getReadiness(options?: RequestInit): Promise<Ok<R<typeof platform.getReadiness>>>;
    /** Condensed API overview — `GET /api/v1/schema` (getSchema; CLI: `sextant platform get-schema`). */
    getSchema(options?: RequestInit): Promise<Ok<R<typeof platform.getSchema>>>;
    /** Whether you follow an entity — `GET /api/v1/subscriptions` (getSubscription; CLI: `sextant platform get-subscription`). */
    getSubscription(params: P<typeof platform.getSubscription, 0>, options?: RequestInit): Promise<Ok<R<typeof platform.getSubscription>>>;
    /** Who am I — `GET /api/v1/viewer` (getViewer; CLI: `sextant platform get-viewer`). */
    getViewer(options?: RequestInit): Promise<Ok<R<typeof platform.getViewer>>>;
    /** Agent context for a vision — `GET /api/v1/ai/context/vision/{id}` (getVisionAiContext; CLI: `sextant platform get-vision-ai-context`). */
    getVisionAiContext(id: P<typeof platform.getVisionAiContext, 0>, options?: RequestInit): Promise<Ok<R<typeof platform.getVisionAiContext>>>;
    /** Activity log of an entity — `GET /api/v1/activities` (listActivities; CLI: `sextant platform list-activities`). */
    listActivities(params: P<typeof platform.listActivities, 0>, options?: RequestInit): Promise<Ok<R<typeof platform.listActivities>>>;
    /** Every item of listActivities (listActivities), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listActivitiesAll(params: Omit<NonNullable<P<typeof platform.listActivities, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof platform.listActivities>>>;
    /** Run up to 20 operations — `POST /api/v1/batch` (runBatch; CLI: `sextant platform run-batch`). */
    runBatch(runBatchBody: P<typeof platform.runBatch, 0>, headers?: P<typeof platform.runBatch, 1>, options?: RequestInit): Promise<Ok<R<typeof platform.runBatch>>>;
    /** Search across the org — `GET /api/v1/search` (searchEntities; CLI: `sextant platform search-entities`). */
    searchEntities(params: P<typeof platform.searchEntities, 0>, options?: RequestInit): Promise<Ok<R<typeof platform.searchEntities>>>;
    /** Follow or unfollow an entity — `POST /api/v1/subscriptions` (setSubscription; CLI: `sextant platform set-subscription`). */
    setSubscription(setSubscriptionBody: P<typeof platform.setSubscription, 0>, headers?: P<typeof platform.setSubscription, 1>, options?: RequestInit): Promise<Ok<R<typeof platform.setSubscription>>>;
    /** Set your avatar — `POST /api/v1/viewer/avatar` (setViewerAvatar; CLI: `sextant platform set-viewer-avatar`). */
    setViewerAvatar(setViewerAvatarBody: P<typeof platform.setViewerAvatar, 0>, headers?: P<typeof platform.setViewerAvatar, 1>, options?: RequestInit): Promise<Ok<R<typeof platform.setViewerAvatar>>>;
  };
  prdTemplates: {
    /** Create a PRD template — `POST /api/v1/prd-templates` (createPrdTemplate; CLI: `sextant prd-templates create`). */
    create(createPrdTemplateBody: P<typeof prdTemplates.createPrdTemplate, 0>, headers?: P<typeof prdTemplates.createPrdTemplate, 1>, options?: RequestInit): Promise<Ok<R<typeof prdTemplates.createPrdTemplate>>>;
    /** Delete a PRD template — `DELETE /api/v1/prd-templates/{id}` (deletePrdTemplate; CLI: `sextant prd-templates delete`). */
    delete(id: P<typeof prdTemplates.deletePrdTemplate, 0>, headers?: P<typeof prdTemplates.deletePrdTemplate, 1>, options?: RequestInit): Promise<Ok<R<typeof prdTemplates.deletePrdTemplate>>>;
    /** Get a PRD template — `GET /api/v1/prd-templates/{id}` (getPrdTemplate; CLI: `sextant prd-templates get`). */
    get(id: P<typeof prdTemplates.getPrdTemplate, 0>, options?: RequestInit): Promise<Ok<R<typeof prdTemplates.getPrdTemplate>>>;
    /** List PRD templates — `GET /api/v1/prd-templates` (listPrdTemplates; CLI: `sextant prd-templates list`). */
    list(params?: P<typeof prdTemplates.listPrdTemplates, 0>, options?: RequestInit): Promise<Ok<R<typeof prdTemplates.listPrdTemplates>>>;
    /** Every item of list (listPrdTemplates), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof prdTemplates.listPrdTemplates, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof prdTemplates.listPrdTemplates>>>;
    /** Update a PRD template — `PATCH /api/v1/prd-templates/{id}` (updatePrdTemplate; CLI: `sextant prd-templates update`). */
    update(id: P<typeof prdTemplates.updatePrdTemplate, 0>, updatePrdTemplateBody: P<typeof prdTemplates.updatePrdTemplate, 1>, headers?: P<typeof prdTemplates.updatePrdTemplate, 2>, options?: RequestInit): Promise<Ok<R<typeof prdTemplates.updatePrdTemplate>>>;
  };
  roles: {
    /** List roles — `GET /api/v1/roles` (listRoles; CLI: `sextant roles list`). */
    list(options?: RequestInit): Promise<Ok<R<typeof roles.listRoles>>>;
  };
  rooms: {
    /** Add a member to a room — `POST /api/v1/rooms/{id}/members` (addRoomMember; CLI: `sextant rooms add-member`). */
    addMember(id: P<typeof rooms.addRoomMember, 0>, addRoomMemberBody: P<typeof rooms.addRoomMember, 1>, headers?: P<typeof rooms.addRoomMember, 2>, options?: RequestInit): Promise<Ok<R<typeof rooms.addRoomMember>>>;
    /** Archive a room — `POST /api/v1/rooms/{id}/archive` (archiveRoom; CLI: `sextant rooms archive`). */
    archive(id: P<typeof rooms.archiveRoom, 0>, headers?: P<typeof rooms.archiveRoom, 1>, options?: RequestInit): Promise<Ok<R<typeof rooms.archiveRoom>>>;
    /** Open a direct-message room — `POST /api/v1/rooms/dm` (createDmRoom; CLI: `sextant rooms create-dm`). */
    createDm(createDmRoomBody: P<typeof rooms.createDmRoom, 0>, headers?: P<typeof rooms.createDmRoom, 1>, options?: RequestInit): Promise<Ok<R<typeof rooms.createDmRoom>>>;
    /** Create a group room — `POST /api/v1/rooms` (createRoom; CLI: `sextant rooms create`). */
    create(createRoomBody: P<typeof rooms.createRoom, 0>, headers?: P<typeof rooms.createRoom, 1>, options?: RequestInit): Promise<Ok<R<typeof rooms.createRoom>>>;
    /** Get a room — `GET /api/v1/rooms/{id}` (getRoom; CLI: `sextant rooms get`). */
    get(id: P<typeof rooms.getRoom, 0>, options?: RequestInit): Promise<Ok<R<typeof rooms.getRoom>>>;
    /** List a room's members — `GET /api/v1/rooms/{id}/members` (listRoomMembers; CLI: `sextant rooms list-members`). */
    listMembers(id: P<typeof rooms.listRoomMembers, 0>, params?: P<typeof rooms.listRoomMembers, 1>, options?: RequestInit): Promise<Ok<R<typeof rooms.listRoomMembers>>>;
    /** Every item of listMembers (listRoomMembers), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listMembersAll(id: P<typeof rooms.listRoomMembers, 0>, params?: Omit<NonNullable<P<typeof rooms.listRoomMembers, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof rooms.listRoomMembers>>>;
    /** List rooms — `GET /api/v1/rooms` (listRooms; CLI: `sextant rooms list`). */
    list(params?: P<typeof rooms.listRooms, 0>, options?: RequestInit): Promise<Ok<R<typeof rooms.listRooms>>>;
    /** Every item of list (listRooms), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof rooms.listRooms, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof rooms.listRooms>>>;
    /** Remove a member from a room — `DELETE /api/v1/rooms/{id}/members/{userId}` (removeRoomMember; CLI: `sextant rooms remove-member`). */
    removeMember(id: P<typeof rooms.removeRoomMember, 0>, userId: P<typeof rooms.removeRoomMember, 1>, headers?: P<typeof rooms.removeRoomMember, 2>, options?: RequestInit): Promise<Ok<R<typeof rooms.removeRoomMember>>>;
    /** Rename or describe a room — `PATCH /api/v1/rooms/{id}` (updateRoom; CLI: `sextant rooms update`). */
    update(id: P<typeof rooms.updateRoom, 0>, updateRoomBody: P<typeof rooms.updateRoom, 1>, headers?: P<typeof rooms.updateRoom, 2>, options?: RequestInit): Promise<Ok<R<typeof rooms.updateRoom>>>;
    /** Join, leave, pin or mute a room — `PATCH /api/v1/rooms/{id}/membership` (updateRoomMembership; CLI: `sextant rooms update-membership`). */
    updateMembership(id: P<typeof rooms.updateRoomMembership, 0>, updateRoomMembershipBody: P<typeof rooms.updateRoomMembership, 1>, headers?: P<typeof rooms.updateRoomMembership, 2>, options?: RequestInit): Promise<Ok<R<typeof rooms.updateRoomMembership>>>;
  };
  strategies: {
    /** Archive a strategy — `POST /api/v1/strategies/{id}/archive` (archiveStrategy; CLI: `sextant strategies archive`). */
    archive(id: P<typeof strategies.archiveStrategy, 0>, headers?: P<typeof strategies.archiveStrategy, 1>, options?: RequestInit): Promise<Ok<R<typeof strategies.archiveStrategy>>>;
    /** Create a strategy — `POST /api/v1/strategies` (createStrategy; CLI: `sextant strategies create`). */
    create(createStrategyBody: P<typeof strategies.createStrategy, 0>, headers?: P<typeof strategies.createStrategy, 1>, options?: RequestInit): Promise<Ok<R<typeof strategies.createStrategy>>>;
    /** Get a strategy — `GET /api/v1/strategies/{id}` (getStrategy; CLI: `sextant strategies get`). */
    get(id: P<typeof strategies.getStrategy, 0>, options?: RequestInit): Promise<Ok<R<typeof strategies.getStrategy>>>;
    /** List strategies — `GET /api/v1/strategies` (listStrategies; CLI: `sextant strategies list`). */
    list(params?: P<typeof strategies.listStrategies, 0>, options?: RequestInit): Promise<Ok<R<typeof strategies.listStrategies>>>;
    /** Every item of list (listStrategies), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof strategies.listStrategies, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof strategies.listStrategies>>>;
    /** List a strategy's versions — `GET /api/v1/strategies/{id}/versions` (listStrategyVersions; CLI: `sextant strategies list-versions`). */
    listVersions(id: P<typeof strategies.listStrategyVersions, 0>, params?: P<typeof strategies.listStrategyVersions, 1>, options?: RequestInit): Promise<Ok<R<typeof strategies.listStrategyVersions>>>;
    /** Every item of listVersions (listStrategyVersions), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listVersionsAll(id: P<typeof strategies.listStrategyVersions, 0>, params?: Omit<NonNullable<P<typeof strategies.listStrategyVersions, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof strategies.listStrategyVersions>>>;
    /** Publish a strategy — `POST /api/v1/strategies/{id}/publish` (publishStrategy; CLI: `sextant strategies publish`). */
    publish(id: P<typeof strategies.publishStrategy, 0>, headers?: P<typeof strategies.publishStrategy, 1>, options?: RequestInit): Promise<Ok<R<typeof strategies.publishStrategy>>>;
    /** Label a strategy version — `POST /api/v1/strategies/{id}/versions/{version}/rename` (renameStrategyVersion; CLI: `sextant strategies rename-version`). */
    renameVersion(id: P<typeof strategies.renameStrategyVersion, 0>, version: P<typeof strategies.renameStrategyVersion, 1>, renameStrategyVersionBody: P<typeof strategies.renameStrategyVersion, 2>, headers?: P<typeof strategies.renameStrategyVersion, 3>, options?: RequestInit): Promise<Ok<R<typeof strategies.renameStrategyVersion>>>;
    /** Update a strategy — `PATCH /api/v1/strategies/{id}` (updateStrategy; CLI: `sextant strategies update`). */
    update(id: P<typeof strategies.updateStrategy, 0>, updateStrategyBody: P<typeof strategies.updateStrategy, 1>, headers?: P<typeof strategies.updateStrategy, 2>, options?: RequestInit): Promise<Ok<R<typeof strategies.updateStrategy>>>;
  };
  tags: {
    /** Create a tag — `POST /api/v1/tags` (createTag; CLI: `sextant tags create`). */
    create(createTagBody: P<typeof tags.createTag, 0>, headers?: P<typeof tags.createTag, 1>, options?: RequestInit): Promise<Ok<R<typeof tags.createTag>>>;
    /** Delete a tag — `DELETE /api/v1/tags/{id}` (deleteTag; CLI: `sextant tags delete`). */
    delete(id: P<typeof tags.deleteTag, 0>, headers?: P<typeof tags.deleteTag, 1>, options?: RequestInit): Promise<Ok<R<typeof tags.deleteTag>>>;
    /** List tags — `GET /api/v1/tags` (listTags; CLI: `sextant tags list`). */
    list(params?: P<typeof tags.listTags, 0>, options?: RequestInit): Promise<Ok<R<typeof tags.listTags>>>;
    /** Every item of list (listTags), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof tags.listTags, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof tags.listTags>>>;
    /** Rename or recolour a tag — `PATCH /api/v1/tags/{id}` (updateTag; CLI: `sextant tags update`). */
    update(id: P<typeof tags.updateTag, 0>, updateTagBody: P<typeof tags.updateTag, 1>, headers?: P<typeof tags.updateTag, 2>, options?: RequestInit): Promise<Ok<R<typeof tags.updateTag>>>;
  };
  tasks: {
    /** Create a task — `POST /api/v1/tasks` (createTask; CLI: `sextant tasks create`). */
    create(createTaskBody: P<typeof tasks.createTask, 0>, headers?: P<typeof tasks.createTask, 1>, options?: RequestInit): Promise<Ok<R<typeof tasks.createTask>>>;
    /** Assign a person to a task — `POST /api/v1/tasks/{taskId}/assignments` (createTaskAssignment; CLI: `sextant tasks create-assignment`). */
    createAssignment(taskId: P<typeof tasks.createTaskAssignment, 0>, createTaskAssignmentBody: P<typeof tasks.createTaskAssignment, 1>, headers?: P<typeof tasks.createTaskAssignment, 2>, options?: RequestInit): Promise<Ok<R<typeof tasks.createTaskAssignment>>>;
    /** Hand a task over — `POST /api/v1/tasks/{id}/handoff` (createTaskHandoff; CLI: `sextant tasks create-handoff`). */
    createHandoff(id: P<typeof tasks.createTaskHandoff, 0>, createTaskHandoffBody: P<typeof tasks.createTaskHandoff, 1>, headers?: P<typeof tasks.createTaskHandoff, 2>, options?: RequestInit): Promise<Ok<R<typeof tasks.createTaskHandoff>>>;
    /** Delete a task — `DELETE /api/v1/tasks/{id}` (deleteTask; CLI: `sextant tasks delete`). */
    delete(id: P<typeof tasks.deleteTask, 0>, headers?: P<typeof tasks.deleteTask, 1>, options?: RequestInit): Promise<Ok<R<typeof tasks.deleteTask>>>;
    /** Unassign a person from a task — `DELETE /api/v1/tasks/{taskId}/assignments/{userId}` (deleteTaskAssignment; CLI: `sextant tasks delete-assignment`). */
    deleteAssignment(taskId: P<typeof tasks.deleteTaskAssignment, 0>, userId: P<typeof tasks.deleteTaskAssignment, 1>, headers?: P<typeof tasks.deleteTaskAssignment, 2>, options?: RequestInit): Promise<Ok<R<typeof tasks.deleteTaskAssignment>>>;
    /** Summarize planned work — `GET /api/v1/tasks/planned-work-summary` (getPlannedWorkSummary; CLI: `sextant tasks get-planned-work-summary`). */
    getPlannedWorkSummary(params: P<typeof tasks.getPlannedWorkSummary, 0>, options?: RequestInit): Promise<Ok<R<typeof tasks.getPlannedWorkSummary>>>;
    /** Get a task — `GET /api/v1/tasks/{id}` (getTask; CLI: `sextant tasks get`). */
    get(id: P<typeof tasks.getTask, 0>, options?: RequestInit): Promise<Ok<R<typeof tasks.getTask>>>;
    /** Everything about a task — `GET /api/v1/tasks/{id}/context` (getTaskContext; CLI: `sextant tasks get-context`). */
    getContext(id: P<typeof tasks.getTaskContext, 0>, options?: RequestInit): Promise<Ok<R<typeof tasks.getTaskContext>>>;
    /** List a task's assignments — `GET /api/v1/tasks/{taskId}/assignments` (listTaskAssignments; CLI: `sextant tasks list-assignments`). */
    listAssignments(taskId: P<typeof tasks.listTaskAssignments, 0>, options?: RequestInit): Promise<Ok<R<typeof tasks.listTaskAssignments>>>;
    /** List tasks — `GET /api/v1/tasks` (listTasks; CLI: `sextant tasks list`). */
    list(params?: P<typeof tasks.listTasks, 0>, options?: RequestInit): Promise<Ok<R<typeof tasks.listTasks>>>;
    /** Every item of list (listTasks), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof tasks.listTasks, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof tasks.listTasks>>>;
    /** Move a task to another cycle — `POST /api/v1/tasks/{id}/move-cycle` (moveTaskCycle; CLI: `sextant tasks move-cycle`). */
    moveCycle(id: P<typeof tasks.moveTaskCycle, 0>, moveTaskCycleBody: P<typeof tasks.moveTaskCycle, 1>, headers?: P<typeof tasks.moveTaskCycle, 2>, options?: RequestInit): Promise<Ok<R<typeof tasks.moveTaskCycle>>>;
    /** Move a task to a status — `POST /api/v1/tasks/{id}/set-status` (setTaskStatus; CLI: `sextant tasks set-status`). */
    setStatus(id: P<typeof tasks.setTaskStatus, 0>, setTaskStatusBody: P<typeof tasks.setTaskStatus, 1>, headers?: P<typeof tasks.setTaskStatus, 2>, options?: RequestInit): Promise<Ok<R<typeof tasks.setTaskStatus>>>;
    /** Update a task — `PATCH /api/v1/tasks/{id}` (updateTask; CLI: `sextant tasks update`). */
    update(id: P<typeof tasks.updateTask, 0>, updateTaskBody: P<typeof tasks.updateTask, 1>, headers?: P<typeof tasks.updateTask, 2>, options?: RequestInit): Promise<Ok<R<typeof tasks.updateTask>>>;
    /** Change an assignment's estimate — `PATCH /api/v1/tasks/{taskId}/assignments/{userId}` (updateTaskAssignment; CLI: `sextant tasks update-assignment`). */
    updateAssignment(taskId: P<typeof tasks.updateTaskAssignment, 0>, userId: P<typeof tasks.updateTaskAssignment, 1>, updateTaskAssignmentBody: P<typeof tasks.updateTaskAssignment, 2>, headers?: P<typeof tasks.updateTaskAssignment, 3>, options?: RequestInit): Promise<Ok<R<typeof tasks.updateTaskAssignment>>>;
  };
  teams: {
    /** Add a member to a team — `POST /api/v1/teams/{id}/members` (addTeamMember; CLI: `sextant teams add-member`). */
    addMember(id: P<typeof teams.addTeamMember, 0>, addTeamMemberBody: P<typeof teams.addTeamMember, 1>, headers?: P<typeof teams.addTeamMember, 2>, options?: RequestInit): Promise<Ok<R<typeof teams.addTeamMember>>>;
    /** Create a team — `POST /api/v1/teams` (createTeam; CLI: `sextant teams create`). */
    create(createTeamBody: P<typeof teams.createTeam, 0>, headers?: P<typeof teams.createTeam, 1>, options?: RequestInit): Promise<Ok<R<typeof teams.createTeam>>>;
    /** Get a team — `GET /api/v1/teams/{id}` (getTeam; CLI: `sextant teams get`). */
    get(id: P<typeof teams.getTeam, 0>, options?: RequestInit): Promise<Ok<R<typeof teams.getTeam>>>;
    /** List a team's members — `GET /api/v1/teams/{id}/members` (listTeamMembers; CLI: `sextant teams list-members`). */
    listMembers(id: P<typeof teams.listTeamMembers, 0>, params?: P<typeof teams.listTeamMembers, 1>, options?: RequestInit): Promise<Ok<R<typeof teams.listTeamMembers>>>;
    /** Every item of listMembers (listTeamMembers), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listMembersAll(id: P<typeof teams.listTeamMembers, 0>, params?: Omit<NonNullable<P<typeof teams.listTeamMembers, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof teams.listTeamMembers>>>;
    /** List teams — `GET /api/v1/teams` (listTeams; CLI: `sextant teams list`). */
    list(params?: P<typeof teams.listTeams, 0>, options?: RequestInit): Promise<Ok<R<typeof teams.listTeams>>>;
    /** Every item of list (listTeams), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof teams.listTeams, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof teams.listTeams>>>;
    /** Remove a member from a team — `DELETE /api/v1/teams/{id}/members/{userId}` (removeTeamMember; CLI: `sextant teams remove-member`). */
    removeMember(id: P<typeof teams.removeTeamMember, 0>, userId: P<typeof teams.removeTeamMember, 1>, headers?: P<typeof teams.removeTeamMember, 2>, options?: RequestInit): Promise<Ok<R<typeof teams.removeTeamMember>>>;
    /** Update a team — `PATCH /api/v1/teams/{id}` (updateTeam; CLI: `sextant teams update`). */
    update(id: P<typeof teams.updateTeam, 0>, updateTeamBody: P<typeof teams.updateTeam, 1>, headers?: P<typeof teams.updateTeam, 2>, options?: RequestInit): Promise<Ok<R<typeof teams.updateTeam>>>;
  };
  templates: {
    /** Add a step to a template — `POST /api/v1/templates/{id}/steps` (addTemplateStep; CLI: `sextant templates add-step`). */
    addStep(id: P<typeof templates.addTemplateStep, 0>, addTemplateStepBody: P<typeof templates.addTemplateStep, 1>, headers?: P<typeof templates.addTemplateStep, 2>, options?: RequestInit): Promise<Ok<R<typeof templates.addTemplateStep>>>;
    /** Create a workflow template — `POST /api/v1/templates` (createTemplate; CLI: `sextant templates create`). */
    create(createTemplateBody: P<typeof templates.createTemplate, 0>, headers?: P<typeof templates.createTemplate, 1>, options?: RequestInit): Promise<Ok<R<typeof templates.createTemplate>>>;
    /** Delete a workflow template — `DELETE /api/v1/templates/{id}` (deleteTemplate; CLI: `sextant templates delete`). */
    delete(id: P<typeof templates.deleteTemplate, 0>, headers?: P<typeof templates.deleteTemplate, 1>, options?: RequestInit): Promise<Ok<R<typeof templates.deleteTemplate>>>;
    /** Delete a template step — `DELETE /api/v1/templates/steps/{stepId}` (deleteTemplateStep; CLI: `sextant templates delete-step`). */
    deleteStep(stepId: P<typeof templates.deleteTemplateStep, 0>, headers?: P<typeof templates.deleteTemplateStep, 1>, options?: RequestInit): Promise<Ok<R<typeof templates.deleteTemplateStep>>>;
    /** Get the default template of an entity type — `GET /api/v1/templates/default/{entityType}` (getDefaultTemplate; CLI: `sextant templates get-default`). */
    getDefault(entityType: P<typeof templates.getDefaultTemplate, 0>, options?: RequestInit): Promise<Ok<R<typeof templates.getDefaultTemplate>>>;
    /** Get a workflow template — `GET /api/v1/templates/{id}` (getTemplate; CLI: `sextant templates get`). */
    get(id: P<typeof templates.getTemplate, 0>, options?: RequestInit): Promise<Ok<R<typeof templates.getTemplate>>>;
    /** Get the template instance of an entity — `GET /api/v1/templates/instances/{entityType}/{entityId}` (getTemplateInstance; CLI: `sextant templates get-instance`). */
    getInstance(entityType: P<typeof templates.getTemplateInstance, 0>, entityId: P<typeof templates.getTemplateInstance, 1>, options?: RequestInit): Promise<Ok<R<typeof templates.getTemplateInstance>>>;
    /** Where a template is used — `GET /api/v1/templates/{id}/usage` (getTemplateUsage; CLI: `sextant templates get-usage`). */
    getUsage(id: P<typeof templates.getTemplateUsage, 0>, options?: RequestInit): Promise<Ok<R<typeof templates.getTemplateUsage>>>;
    /** Hand off to another step — `POST /api/v1/templates/handoff` (handoffTemplateStep; CLI: `sextant templates handoff-step`). */
    handoffStep(handoffTemplateStepBody: P<typeof templates.handoffTemplateStep, 0>, headers?: P<typeof templates.handoffTemplateStep, 1>, options?: RequestInit): Promise<Ok<R<typeof templates.handoffTemplateStep>>>;
    /** List workflow templates — `GET /api/v1/templates` (listTemplates; CLI: `sextant templates list`). */
    list(params?: P<typeof templates.listTemplates, 0>, options?: RequestInit): Promise<Ok<R<typeof templates.listTemplates>>>;
    /** Every item of list (listTemplates), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof templates.listTemplates, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof templates.listTemplates>>>;
    /** Move everything on a template to another — `POST /api/v1/templates/{id}/reassign` (reassignTemplate; CLI: `sextant templates reassign`). */
    reassign(id: P<typeof templates.reassignTemplate, 0>, reassignTemplateBody: P<typeof templates.reassignTemplate, 1>, headers?: P<typeof templates.reassignTemplate, 2>, options?: RequestInit): Promise<Ok<R<typeof templates.reassignTemplate>>>;
    /** Start a template on an entity — `POST /api/v1/templates/instances` (startTemplateInstance; CLI: `sextant templates start-instance`). */
    startInstance(startTemplateInstanceBody: P<typeof templates.startTemplateInstance, 0>, headers?: P<typeof templates.startTemplateInstance, 1>, options?: RequestInit): Promise<Ok<R<typeof templates.startTemplateInstance>>>;
    /** Swap the template running on an entity — `POST /api/v1/templates/instances/swap` (swapTemplateInstance; CLI: `sextant templates swap-instance`). */
    swapInstance(swapTemplateInstanceBody: P<typeof templates.swapTemplateInstance, 0>, headers?: P<typeof templates.swapTemplateInstance, 1>, options?: RequestInit): Promise<Ok<R<typeof templates.swapTemplateInstance>>>;
    /** Move a step or change its owner — `PATCH /api/v1/templates/instances/steps/{stepInstanceId}` (updateStepInstance; CLI: `sextant templates update-step-instance`). */
    updateStepInstance(stepInstanceId: P<typeof templates.updateStepInstance, 0>, updateStepInstanceBody: P<typeof templates.updateStepInstance, 1>, headers?: P<typeof templates.updateStepInstance, 2>, options?: RequestInit): Promise<Ok<R<typeof templates.updateStepInstance>>>;
    /** Update a workflow template — `PATCH /api/v1/templates/{id}` (updateTemplate; CLI: `sextant templates update`). */
    update(id: P<typeof templates.updateTemplate, 0>, updateTemplateBody: P<typeof templates.updateTemplate, 1>, headers?: P<typeof templates.updateTemplate, 2>, options?: RequestInit): Promise<Ok<R<typeof templates.updateTemplate>>>;
    /** Update a template step — `PATCH /api/v1/templates/steps/{stepId}` (updateTemplateStep; CLI: `sextant templates update-step`). */
    updateStep(stepId: P<typeof templates.updateTemplateStep, 0>, updateTemplateStepBody: P<typeof templates.updateTemplateStep, 1>, headers?: P<typeof templates.updateTemplateStep, 2>, options?: RequestInit): Promise<Ok<R<typeof templates.updateTemplateStep>>>;
  };
  timeEntries: {
    /** Aggregate time by category — `GET /api/v1/time-entries/aggregate-by-category` (aggregateTimeEntriesByCategory; CLI: `sextant time-entries aggregate-by-category`). */
    aggregateByCategory(params: P<typeof timeEntries.aggregateTimeEntriesByCategory, 0>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.aggregateTimeEntriesByCategory>>>;
    /** Log time — `POST /api/v1/time-entries` (createTimeEntry; CLI: `sextant time-entries create`). */
    create(timeEntryRow: P<typeof timeEntries.createTimeEntry, 0>, headers?: P<typeof timeEntries.createTimeEntry, 1>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.createTimeEntry>>>;
    /** Delete a time entry — `DELETE /api/v1/time-entries/{id}` (deleteTimeEntry; CLI: `sextant time-entries delete`). */
    delete(id: P<typeof timeEntries.deleteTimeEntry, 0>, headers?: P<typeof timeEntries.deleteTimeEntry, 1>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.deleteTimeEntry>>>;
    /** Get an opportunity's actual cost — `GET /api/v1/time-entries/actual-cost-for-opportunity/{id}` (getOpportunityActualCost; CLI: `sextant time-entries get-opportunity-actual-cost`). */
    getOpportunityActualCost(id: P<typeof timeEntries.getOpportunityActualCost, 0>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.getOpportunityActualCost>>>;
    /** Get a task's actual cost — `GET /api/v1/time-entries/actual-cost-for-task/{id}` (getTaskActualCost; CLI: `sextant time-entries get-task-actual-cost`). */
    getTaskActualCost(id: P<typeof timeEntries.getTaskActualCost, 0>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.getTaskActualCost>>>;
    /** List time logged on an opportunity — `GET /api/v1/time-entries/for-opportunity/{id}` (listOpportunityTimeEntries; CLI: `sextant time-entries list-opportunity`). */
    listOpportunity(id: P<typeof timeEntries.listOpportunityTimeEntries, 0>, params?: P<typeof timeEntries.listOpportunityTimeEntries, 1>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.listOpportunityTimeEntries>>>;
    /** Every item of listOpportunity (listOpportunityTimeEntries), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listOpportunityAll(id: P<typeof timeEntries.listOpportunityTimeEntries, 0>, params?: Omit<NonNullable<P<typeof timeEntries.listOpportunityTimeEntries, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof timeEntries.listOpportunityTimeEntries>>>;
    /** List time entries — `GET /api/v1/time-entries` (listTimeEntries; CLI: `sextant time-entries list`). */
    list(params?: P<typeof timeEntries.listTimeEntries, 0>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.listTimeEntries>>>;
    /** Every item of list (listTimeEntries), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof timeEntries.listTimeEntries, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof timeEntries.listTimeEntries>>>;
    /** List costs for a window — `GET /api/v1/time-entries/costs-for-range` (listTimeEntryCosts; CLI: `sextant time-entries list-costs`). */
    listCosts(params: P<typeof timeEntries.listTimeEntryCosts, 0>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.listTimeEntryCosts>>>;
    /** Update a time entry — `PATCH /api/v1/time-entries/{id}` (updateTimeEntry; CLI: `sextant time-entries update`). */
    update(id: P<typeof timeEntries.updateTimeEntry, 0>, updateTimeEntryBody: P<typeof timeEntries.updateTimeEntry, 1>, headers?: P<typeof timeEntries.updateTimeEntry, 2>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.updateTimeEntry>>>;
    /** Replace your time in a window — `POST /api/v1/time-entries/upsert-range` (upsertTimeEntryRange; CLI: `sextant time-entries upsert-range`). */
    upsertRange(upsertTimeEntryRangeBody: P<typeof timeEntries.upsertTimeEntryRange, 0>, headers?: P<typeof timeEntries.upsertTimeEntryRange, 1>, options?: RequestInit): Promise<Ok<R<typeof timeEntries.upsertTimeEntryRange>>>;
  };
  users: {
    /** Get a user — `GET /api/v1/users/{id}` (getUser; CLI: `sextant users get`). */
    get(id: P<typeof users.getUser, 0>, options?: RequestInit): Promise<Ok<R<typeof users.getUser>>>;
    /** List users — `GET /api/v1/users` (listUsers; CLI: `sextant users list`). */
    list(params?: P<typeof users.listUsers, 0>, options?: RequestInit): Promise<Ok<R<typeof users.listUsers>>>;
    /** Every item of list (listUsers), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof users.listUsers, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof users.listUsers>>>;
    /** Update a user — `PATCH /api/v1/users/{id}` (updateUser; CLI: `sextant users update`). */
    update(id: P<typeof users.updateUser, 0>, updateUserBody: P<typeof users.updateUser, 1>, headers?: P<typeof users.updateUser, 2>, options?: RequestInit): Promise<Ok<R<typeof users.updateUser>>>;
  };
  visions: {
    /** Create a vision — `POST /api/v1/visions` (createVision; CLI: `sextant visions create`). */
    create(createVisionBody: P<typeof visions.createVision, 0>, headers?: P<typeof visions.createVision, 1>, options?: RequestInit): Promise<Ok<R<typeof visions.createVision>>>;
    /** Get a vision — `GET /api/v1/visions/{id}` (getVision; CLI: `sextant visions get`). */
    get(id: P<typeof visions.getVision, 0>, options?: RequestInit): Promise<Ok<R<typeof visions.getVision>>>;
    /** Count a vision's children — `GET /api/v1/visions/{id}/children` (getVisionChildren; CLI: `sextant visions get-children`). */
    getChildren(id: P<typeof visions.getVisionChildren, 0>, options?: RequestInit): Promise<Ok<R<typeof visions.getVisionChildren>>>;
    /** List a vision's objectives — `GET /api/v1/visions/{id}/objectives` (listVisionObjectives; CLI: `sextant visions list-objectives`). */
    listObjectives(id: P<typeof visions.listVisionObjectives, 0>, params?: P<typeof visions.listVisionObjectives, 1>, options?: RequestInit): Promise<Ok<R<typeof visions.listVisionObjectives>>>;
    /** Every item of listObjectives (listVisionObjectives), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listObjectivesAll(id: P<typeof visions.listVisionObjectives, 0>, params?: Omit<NonNullable<P<typeof visions.listVisionObjectives, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof visions.listVisionObjectives>>>;
    /** List visions — `GET /api/v1/visions` (listVisions; CLI: `sextant visions list`). */
    list(params?: P<typeof visions.listVisions, 0>, options?: RequestInit): Promise<Ok<R<typeof visions.listVisions>>>;
    /** Every item of list (listVisions), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listAll(params?: Omit<NonNullable<P<typeof visions.listVisions, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof visions.listVisions>>>;
    /** List a vision's versions — `GET /api/v1/visions/{id}/versions` (listVisionVersions; CLI: `sextant visions list-versions`). */
    listVersions(id: P<typeof visions.listVisionVersions, 0>, params?: P<typeof visions.listVisionVersions, 1>, options?: RequestInit): Promise<Ok<R<typeof visions.listVisionVersions>>>;
    /** Every item of listVersions (listVisionVersions), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listVersionsAll(id: P<typeof visions.listVisionVersions, 0>, params?: Omit<NonNullable<P<typeof visions.listVisionVersions, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof visions.listVisionVersions>>>;
    /** Label a vision version — `POST /api/v1/visions/{id}/versions/{version}/rename` (renameVisionVersion; CLI: `sextant visions rename-version`). */
    renameVersion(id: P<typeof visions.renameVisionVersion, 0>, version: P<typeof visions.renameVisionVersion, 1>, renameVisionVersionBody: P<typeof visions.renameVisionVersion, 2>, headers?: P<typeof visions.renameVisionVersion, 3>, options?: RequestInit): Promise<Ok<R<typeof visions.renameVisionVersion>>>;
    /** Update a vision — `PATCH /api/v1/visions/{id}` (updateVision; CLI: `sextant visions update`). */
    update(id: P<typeof visions.updateVision, 0>, updateVisionBody: P<typeof visions.updateVision, 1>, headers?: P<typeof visions.updateVision, 2>, options?: RequestInit): Promise<Ok<R<typeof visions.updateVision>>>;
  };
  webhooks: {
    /** Create a webhook subscription — `POST /api/v1/webhook-subscriptions` (createWebhookSubscription; CLI: `sextant webhooks create-subscription`). */
    createSubscription(createWebhookSubscriptionBody: P<typeof webhooks.createWebhookSubscription, 0>, headers?: P<typeof webhooks.createWebhookSubscription, 1>, options?: RequestInit): Promise<Ok<R<typeof webhooks.createWebhookSubscription>>>;
    /** Delete a webhook subscription — `DELETE /api/v1/webhook-subscriptions/{id}` (deleteWebhookSubscription; CLI: `sextant webhooks delete-subscription`). */
    deleteSubscription(id: P<typeof webhooks.deleteWebhookSubscription, 0>, headers?: P<typeof webhooks.deleteWebhookSubscription, 1>, options?: RequestInit): Promise<Ok<R<typeof webhooks.deleteWebhookSubscription>>>;
    /** Get a webhook subscription — `GET /api/v1/webhook-subscriptions/{id}` (getWebhookSubscription; CLI: `sextant webhooks get-subscription`). */
    getSubscription(id: P<typeof webhooks.getWebhookSubscription, 0>, options?: RequestInit): Promise<Ok<R<typeof webhooks.getWebhookSubscription>>>;
    /** List deliveries — `GET /api/v1/webhook-subscriptions/{id}/deliveries` (listWebhookDeliveries; CLI: `sextant webhooks list-deliveries`). */
    listDeliveries(id: P<typeof webhooks.listWebhookDeliveries, 0>, params?: P<typeof webhooks.listWebhookDeliveries, 1>, options?: RequestInit): Promise<Ok<R<typeof webhooks.listWebhookDeliveries>>>;
    /** Every item of listDeliveries (listWebhookDeliveries), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listDeliveriesAll(id: P<typeof webhooks.listWebhookDeliveries, 0>, params?: Omit<NonNullable<P<typeof webhooks.listWebhookDeliveries, 1>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof webhooks.listWebhookDeliveries>>>;
    /** List webhook subscriptions — `GET /api/v1/webhook-subscriptions` (listWebhookSubscriptions; CLI: `sextant webhooks list-subscriptions`). */
    listSubscriptions(params?: P<typeof webhooks.listWebhookSubscriptions, 0>, options?: RequestInit): Promise<Ok<R<typeof webhooks.listWebhookSubscriptions>>>;
    /** Every item of listSubscriptions (listWebhookSubscriptions), page after page: an async iterator following pagination.cursor (`limit` is the page size). */
    listSubscriptionsAll(params?: Omit<NonNullable<P<typeof webhooks.listWebhookSubscriptions, 0>>, 'cursor'>, options?: RequestInit): AsyncIterableIterator<ItemOf<R<typeof webhooks.listWebhookSubscriptions>>>;
    /** Redeliver an event — `POST /api/v1/webhook-subscriptions/{id}/deliveries/{deliveryId}/redeliver` (redeliverWebhookDelivery; CLI: `sextant webhooks redeliver-delivery`). */
    redeliverDelivery(id: P<typeof webhooks.redeliverWebhookDelivery, 0>, deliveryId: P<typeof webhooks.redeliverWebhookDelivery, 1>, headers?: P<typeof webhooks.redeliverWebhookDelivery, 2>, options?: RequestInit): Promise<Ok<R<typeof webhooks.redeliverWebhookDelivery>>>;
    /** Send a test event — `POST /api/v1/webhook-subscriptions/{id}/test` (testWebhookSubscription; CLI: `sextant webhooks test-subscription`). */
    testSubscription(id: P<typeof webhooks.testWebhookSubscription, 0>, headers?: P<typeof webhooks.testWebhookSubscription, 1>, options?: RequestInit): Promise<Ok<R<typeof webhooks.testWebhookSubscription>>>;
    /** Update a webhook subscription — `PATCH /api/v1/webhook-subscriptions/{id}` (updateWebhookSubscription; CLI: `sextant webhooks update-subscription`). */
    updateSubscription(id: P<typeof webhooks.updateWebhookSubscription, 0>, updateWebhookSubscriptionBody: P<typeof webhooks.updateWebhookSubscription, 1>, headers?: P<typeof webhooks.updateWebhookSubscription, 2>, options?: RequestInit): Promise<Ok<R<typeof webhooks.updateWebhookSubscription>>>;
  };
}

/** The groups, calling through `c` (the Sextant client). */
export const sextantGroups = (c: Caller): SextantGroups => ({
  agentRuns: {
    cancel: (id, headers, options) => c.call((o) => agentRuns.cancelAgentRun(id, headers, o), options, true),
    create: (createAgentRunBody, headers, options) => c.call((o) => agentRuns.createAgentRun(createAgentRunBody, headers, o), options, true),
    get: (id, options) => c.call((o) => agentRuns.getAgentRun(id, o), options, false),
    list: (params, options) => c.call((o) => agentRuns.listAgentRuns(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => agentRuns.listAgentRuns({ ...params, cursor }, o), options),
    update: (id, updateAgentRunBody, headers, options) => c.call((o) => agentRuns.updateAgentRun(id, updateAgentRunBody, headers, o), options, true),
  },
  auditEvents: {
    list: (params, options) => c.call((o) => auditEvents.listAuditEvents(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => auditEvents.listAuditEvents({ ...params, cursor }, o), options),
  },
  categories: {
    create: (createCategoryBody, headers, options) => c.call((o) => categories.createCategory(createCategoryBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => categories.deleteCategory(id, headers, o), options, true),
    get: (id, options) => c.call((o) => categories.getCategory(id, o), options, false),
    list: (params, options) => c.call((o) => categories.listCategories(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => categories.listCategories({ ...params, cursor }, o), options),
    update: (id, updateCategoryBody, headers, options) => c.call((o) => categories.updateCategory(id, updateCategoryBody, headers, o), options, true),
  },
  comments: {
    create: (createCommentBody, headers, options) => c.call((o) => comments.createComment(createCommentBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => comments.deleteComment(id, headers, o), options, true),
    list: (params, options) => c.call((o) => comments.listComments(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => comments.listComments({ ...params, cursor }, o), options),
    setArchived: (id, setCommentArchivedBody, headers, options) => c.call((o) => comments.setCommentArchived(id, setCommentArchivedBody, headers, o), options, true),
    setReaction: (id, setCommentReactionBody, headers, options) => c.call((o) => comments.setCommentReaction(id, setCommentReactionBody, headers, o), options, true),
    update: (id, updateCommentBody, headers, options) => c.call((o) => comments.updateComment(id, updateCommentBody, headers, o), options, true),
  },
  customers: {
    advanceOnboarding: (id, advanceCustomerOnboardingBody, headers, options) => c.call((o) => customers.advanceCustomerOnboarding(id, advanceCustomerOnboardingBody, headers, o), options, true),
    completeOnboarding: (id, completeCustomerOnboardingBody, headers, options) => c.call((o) => customers.completeCustomerOnboarding(id, completeCustomerOnboardingBody, headers, o), options, true),
    create: (createCustomerBody, headers, options) => c.call((o) => customers.createCustomer(createCustomerBody, headers, o), options, true),
    createArrPoint: (id, createCustomerArrPointBody, headers, options) => c.call((o) => customers.createCustomerArrPoint(id, createCustomerArrPointBody, headers, o), options, true),
    createContact: (id, createCustomerContactBody, headers, options) => c.call((o) => customers.createCustomerContact(id, createCustomerContactBody, headers, o), options, true),
    createOnboardingStepWork: (id, stepInstanceId, createCustomerOnboardingStepWorkBody, headers, options) => c.call((o) => customers.createCustomerOnboardingStepWork(id, stepInstanceId, createCustomerOnboardingStepWorkBody, headers, o), options, true),
    createReview: (id, createCustomerReviewBody, headers, options) => c.call((o) => customers.createCustomerReview(id, createCustomerReviewBody, headers, o), options, true),
    createUpdate: (id, createCustomerUpdateBody, headers, options) => c.call((o) => customers.createCustomerUpdate(id, createCustomerUpdateBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => customers.deleteCustomer(id, headers, o), options, true),
    deleteArrPoint: (id, arrPointId, headers, options) => c.call((o) => customers.deleteCustomerArrPoint(id, arrPointId, headers, o), options, true),
    deleteContact: (id, contactId, headers, options) => c.call((o) => customers.deleteCustomerContact(id, contactId, headers, o), options, true),
    get: (id, options) => c.call((o) => customers.getCustomer(id, o), options, false),
    getArrSummary: (params, options) => c.call((o) => customers.getCustomerArrSummary(params, o), options, false),
    getOnboarding: (id, options) => c.call((o) => customers.getCustomerOnboarding(id, o), options, false),
    getReview: (id, reviewId, options) => c.call((o) => customers.getCustomerReview(id, reviewId, o), options, false),
    linkOpportunity: (id, linkCustomerOpportunityBody, headers, options) => c.call((o) => customers.linkCustomerOpportunity(id, linkCustomerOpportunityBody, headers, o), options, true),
    listArrPoints: (id, options) => c.call((o) => customers.listCustomerArrPoints(id, o), options, false),
    listCommitments: (params, options) => c.call((o) => customers.listCustomerCommitments(params, o), options, false),
    listCommitmentsAll: (params, options) => c.paginate((cursor, o) => customers.listCustomerCommitments({ ...params, cursor }, o), options),
    listContacts: (id, options) => c.call((o) => customers.listCustomerContacts(id, o), options, false),
    listOpportunities: (id, options) => c.call((o) => customers.listCustomerOpportunities(id, o), options, false),
    listReviews: (id, params, options) => c.call((o) => customers.listCustomerReviews(id, params, o), options, false),
    listReviewsAll: (id, params, options) => c.paginate((cursor, o) => customers.listCustomerReviews(id, { ...params, cursor }, o), options),
    list: (params, options) => c.call((o) => customers.listCustomers(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => customers.listCustomers({ ...params, cursor }, o), options),
    listUpdates: (id, params, options) => c.call((o) => customers.listCustomerUpdates(id, params, o), options, false),
    listUpdatesAll: (id, params, options) => c.paginate((cursor, o) => customers.listCustomerUpdates(id, { ...params, cursor }, o), options),
    startOnboarding: (id, startCustomerOnboardingBody, headers, options) => c.call((o) => customers.startCustomerOnboarding(id, startCustomerOnboardingBody, headers, o), options, true),
    unlinkOpportunity: (id, opportunityId, headers, options) => c.call((o) => customers.unlinkCustomerOpportunity(id, opportunityId, headers, o), options, true),
    update: (id, updateCustomerBody, headers, options) => c.call((o) => customers.updateCustomer(id, updateCustomerBody, headers, o), options, true),
    updateContact: (id, contactId, updateCustomerContactBody, headers, options) => c.call((o) => customers.updateCustomerContact(id, contactId, updateCustomerContactBody, headers, o), options, true),
    updateOnboardingStep: (id, stepInstanceId, updateCustomerOnboardingStepBody, headers, options) => c.call((o) => customers.updateCustomerOnboardingStep(id, stepInstanceId, updateCustomerOnboardingStepBody, headers, o), options, true),
  },
  cycles: {
    create: (createCycleBody, headers, options) => c.call((o) => cycles.createCycle(createCycleBody, headers, o), options, true),
    list: (params, options) => c.call((o) => cycles.listCycles(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => cycles.listCycles({ ...params, cursor }, o), options),
    update: (id, updateCycleBody, headers, options) => c.call((o) => cycles.updateCycle(id, updateCycleBody, headers, o), options, true),
  },
  directionDocuments: {
    archive: (id, headers, options) => c.call((o) => directionDocuments.archiveDirectionDocument(id, headers, o), options, true),
    create: (createDirectionDocumentBody, headers, options) => c.call((o) => directionDocuments.createDirectionDocument(createDirectionDocumentBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => directionDocuments.deleteDirectionDocument(id, headers, o), options, true),
    discardDraft: (id, headers, options) => c.call((o) => directionDocuments.discardDirectionDocumentDraft(id, headers, o), options, true),
    get: (id, options) => c.call((o) => directionDocuments.getDirectionDocument(id, o), options, false),
    getDraft: (id, options) => c.call((o) => directionDocuments.getDirectionDocumentDraft(id, o), options, false),
    listChanges: (params, options) => c.call((o) => directionDocuments.listDirectionDocumentChanges(params, o), options, false),
    listChangesAll: (params, options) => c.paginate((cursor, o) => directionDocuments.listDirectionDocumentChanges({ ...params, cursor }, o), options),
    list: (params, options) => c.call((o) => directionDocuments.listDirectionDocuments(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => directionDocuments.listDirectionDocuments({ ...params, cursor }, o), options),
    listVersions: (id, params, options) => c.call((o) => directionDocuments.listDirectionDocumentVersions(id, params, o), options, false),
    listVersionsAll: (id, params, options) => c.paginate((cursor, o) => directionDocuments.listDirectionDocumentVersions(id, { ...params, cursor }, o), options),
    publish: (id, publishDirectionDocumentBody, headers, options) => c.call((o) => directionDocuments.publishDirectionDocument(id, publishDirectionDocumentBody, headers, o), options, true),
    renameVersion: (id, version, renameDirectionDocumentVersionBody, headers, options) => c.call((o) => directionDocuments.renameDirectionDocumentVersion(id, version, renameDirectionDocumentVersionBody, headers, o), options, true),
    saveDraft: (id, saveDirectionDocumentDraftBody, headers, options) => c.call((o) => directionDocuments.saveDirectionDocumentDraft(id, saveDirectionDocumentDraftBody, headers, o), options, true),
    update: (id, updateDirectionDocumentBody, headers, options) => c.call((o) => directionDocuments.updateDirectionDocument(id, updateDirectionDocumentBody, headers, o), options, true),
  },
  externalLinks: {
    createExternalBlocker: (createExternalBlockerBody, headers, options) => c.call((o) => externalLinks.createExternalBlocker(createExternalBlockerBody, headers, o), options, true),
    createExternalMessageLink: (createExternalMessageLinkBody, headers, options) => c.call((o) => externalLinks.createExternalMessageLink(createExternalMessageLinkBody, headers, o), options, true),
    deleteExternalBlocker: (blockerId, headers, options) => c.call((o) => externalLinks.deleteExternalBlocker(blockerId, headers, o), options, true),
    list: (params, options) => c.call((o) => externalLinks.listExternalLinks(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => externalLinks.listExternalLinks({ ...params, cursor }, o), options),
  },
  files: {
    attach: (id, attachFileBody, headers, options) => c.call((o) => files.attachFile(id, attachFileBody, headers, o), options, true),
    confirm: (id, confirmFileBody, headers, options) => c.call((o) => files.confirmFile(id, confirmFileBody, headers, o), options, true),
    create: (createFileBody, headers, options) => c.call((o) => files.createFile(createFileBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => files.deleteFile(id, headers, o), options, true),
    detach: (id, params, headers, options) => c.call((o) => files.detachFile(id, params, headers, o), options, true),
    get: (id, options) => c.call((o) => files.getFile(id, o), options, false),
    getStorageUsage: (options) => c.call((o) => files.getFileStorageUsage(o), options, false),
    list: (params, options) => c.call((o) => files.listFiles(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => files.listFiles({ ...params, cursor }, o), options),
  },
  importRuns: {
    get: (id, options) => c.call((o) => importRuns.getImportRun(id, o), options, false),
    list: (params, options) => c.call((o) => importRuns.listImportRuns(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => importRuns.listImportRuns({ ...params, cursor }, o), options),
  },
  insights: {
    acceptPattern: (patternId, acceptInsightPatternBody, headers, options) => c.call((o) => insights.acceptInsightPattern(patternId, acceptInsightPatternBody, headers, o), options, true),
    attach: (id, attachInsightBody, headers, options) => c.call((o) => insights.attachInsight(id, attachInsightBody, headers, o), options, true),
    attachPatternWork: (patternId, attachInsightPatternWorkBody, headers, options) => c.call((o) => insights.attachInsightPatternWork(patternId, attachInsightPatternWorkBody, headers, o), options, true),
    createExternalStakeholder: (createExternalStakeholderBody, headers, options) => c.call((o) => insights.createExternalStakeholder(createExternalStakeholderBody, headers, o), options, true),
    create: (createInsightBody, headers, options) => c.call((o) => insights.createInsight(createInsightBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => insights.deleteInsight(id, headers, o), options, true),
    detach: (id, detachInsightBody, headers, options) => c.call((o) => insights.detachInsight(id, detachInsightBody, headers, o), options, true),
    dismissPattern: (patternId, dismissInsightPatternBody, headers, options) => c.call((o) => insights.dismissInsightPattern(patternId, dismissInsightPatternBody, headers, o), options, true),
    get: (id, options) => c.call((o) => insights.getInsight(id, o), options, false),
    getPatterns: (options) => c.call((o) => insights.getInsightPatterns(o), options, false),
    linkPatternInsights: (patternId, linkInsightPatternInsightsBody, headers, options) => c.call((o) => insights.linkInsightPatternInsights(patternId, linkInsightPatternInsightsBody, headers, o), options, true),
    listBlocking: (params, options) => c.call((o) => insights.listBlockingInsights(params, o), options, false),
    listExternalStakeholders: (options) => c.call((o) => insights.listExternalStakeholders(o), options, false),
    list: (params, options) => c.call((o) => insights.listInsights(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => insights.listInsights({ ...params, cursor }, o), options),
    listSimilar: (id, options) => c.call((o) => insights.listSimilarInsights(id, o), options, false),
    setImpact: (id, setInsightImpactBody, headers, options) => c.call((o) => insights.setInsightImpact(id, setInsightImpactBody, headers, o), options, true),
    setLink: (id, setInsightLinkBody, headers, options) => c.call((o) => insights.setInsightLink(id, setInsightLinkBody, headers, o), options, true),
    setReviewTeam: (id, setInsightReviewTeamBody, headers, options) => c.call((o) => insights.setInsightReviewTeam(id, setInsightReviewTeamBody, headers, o), options, true),
    setStatus: (id, setInsightStatusBody, headers, options) => c.call((o) => insights.setInsightStatus(id, setInsightStatusBody, headers, o), options, true),
    setTags: (id, setInsightTagsBody, headers, options) => c.call((o) => insights.setInsightTags(id, setInsightTagsBody, headers, o), options, true),
    update: (id, updateInsightBody, headers, options) => c.call((o) => insights.updateInsight(id, updateInsightBody, headers, o), options, true),
  },
  intake: {
    getStats: (options) => c.call((o) => intake.getIntakeStats(o), options, false),
    list: (params, options) => c.call((o) => intake.listIntake(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => intake.listIntake({ ...params, cursor }, o), options),
  },
  integrations: {
    get: (id, options) => c.call((o) => integrations.getIntegration(id, o), options, false),
    listEvents: (id, params, options) => c.call((o) => integrations.listIntegrationEvents(id, params, o), options, false),
    listEventsAll: (id, params, options) => c.paginate((cursor, o) => integrations.listIntegrationEvents(id, { ...params, cursor }, o), options),
    list: (params, options) => c.call((o) => integrations.listIntegrations(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => integrations.listIntegrations({ ...params, cursor }, o), options),
  },
  messages: {
    create: (createMessageBody, headers, options) => c.call((o) => messages.createMessage(createMessageBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => messages.deleteMessage(id, headers, o), options, true),
    list: (params, options) => c.call((o) => messages.listMessages(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => messages.listMessages({ ...params, cursor }, o), options),
    listThread: (id, params, options) => c.call((o) => messages.listMessageThread(id, params, o), options, false),
    listThreadAll: (id, params, options) => c.paginate((cursor, o) => messages.listMessageThread(id, { ...params, cursor }, o), options),
    listPinned: (params, options) => c.call((o) => messages.listPinnedMessages(params, o), options, false),
    listPinnedAll: (params, options) => c.paginate((cursor, o) => messages.listPinnedMessages({ ...params, cursor }, o), options),
    search: (params, options) => c.call((o) => messages.searchMessages(params, o), options, false),
    setPinned: (id, setMessagePinnedBody, headers, options) => c.call((o) => messages.setMessagePinned(id, setMessagePinnedBody, headers, o), options, true),
    setReaction: (id, setMessageReactionBody, headers, options) => c.call((o) => messages.setMessageReaction(id, setMessageReactionBody, headers, o), options, true),
    update: (id, updateMessageBody, headers, options) => c.call((o) => messages.updateMessage(id, updateMessageBody, headers, o), options, true),
  },
  metrics: {
    create: (createMetricBody, headers, options) => c.call((o) => metrics.createMetric(createMetricBody, headers, o), options, true),
    createValue: (id, createMetricValueBody, headers, options) => c.call((o) => metrics.createMetricValue(id, createMetricValueBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => metrics.deleteMetric(id, headers, o), options, true),
    get: (id, options) => c.call((o) => metrics.getMetric(id, o), options, false),
    getDependents: (id, options) => c.call((o) => metrics.getMetricDependents(id, o), options, false),
    listBuiltin: (options) => c.call((o) => metrics.listBuiltinMetrics(o), options, false),
    listOpportunities: (id, options) => c.call((o) => metrics.listMetricOpportunities(id, o), options, false),
    list: (params, options) => c.call((o) => metrics.listMetrics(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => metrics.listMetrics({ ...params, cursor }, o), options),
    listValues: (id, params, options) => c.call((o) => metrics.listMetricValues(id, params, o), options, false),
    listValuesAll: (id, params, options) => c.paginate((cursor, o) => metrics.listMetricValues(id, { ...params, cursor }, o), options),
    trackBuiltin: (trackBuiltinMetricBody, headers, options) => c.call((o) => metrics.trackBuiltinMetric(trackBuiltinMetricBody, headers, o), options, true),
    update: (id, updateMetricBody, headers, options) => c.call((o) => metrics.updateMetric(id, updateMetricBody, headers, o), options, true),
  },
  notifications: {
    getUnreadCount: (options) => c.call((o) => notifications.getNotificationUnreadCount(o), options, false),
    list: (params, options) => c.call((o) => notifications.listNotifications(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => notifications.listNotifications({ ...params, cursor }, o), options),
    pin: (id, headers, options) => c.call((o) => notifications.pinNotification(id, headers, o), options, true),
    readAll: (headers, options) => c.call((o) => notifications.readAllNotifications(headers, o), options, true),
    read: (id, headers, options) => c.call((o) => notifications.readNotification(id, headers, o), options, true),
    unpin: (id, headers, options) => c.call((o) => notifications.unpinNotification(id, headers, o), options, true),
    unsubscribe: (id, headers, options) => c.call((o) => notifications.unsubscribeNotification(id, headers, o), options, true),
  },
  objectives: {
    create: (createObjectiveBody, headers, options) => c.call((o) => objectives.createObjective(createObjectiveBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => objectives.deleteObjective(id, headers, o), options, true),
    get: (id, options) => c.call((o) => objectives.getObjective(id, o), options, false),
    getAlignment: (options) => c.call((o) => objectives.getObjectiveAlignment(o), options, false),
    getNesting: (id, options) => c.call((o) => objectives.getObjectiveNesting(id, o), options, false),
    listClaims: (id, options) => c.call((o) => objectives.listObjectiveClaims(id, o), options, false),
    listOpportunities: (id, options) => c.call((o) => objectives.listObjectiveOpportunities(id, o), options, false),
    list: (params, options) => c.call((o) => objectives.listObjectives(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => objectives.listObjectives({ ...params, cursor }, o), options),
    setAlignmentLink: (id, setObjectiveAlignmentLinkBody, headers, options) => c.call((o) => objectives.setObjectiveAlignmentLink(id, setObjectiveAlignmentLinkBody, headers, o), options, true),
    setMetric: (id, setObjectiveMetricBody, headers, options) => c.call((o) => objectives.setObjectiveMetric(id, setObjectiveMetricBody, headers, o), options, true),
    update: (id, updateObjectiveBody, headers, options) => c.call((o) => objectives.updateObjective(id, updateObjectiveBody, headers, o), options, true),
  },
  observedEvidence: {
    confirmEvidenceReconciliation: (confirmEvidenceReconciliationBody, headers, options) => c.call((o) => observedEvidence.confirmEvidenceReconciliation(confirmEvidenceReconciliationBody, headers, o), options, true),
    deleteOwn: (deleteOwnObservedEvidenceBody, headers, options) => c.call((o) => observedEvidence.deleteOwnObservedEvidence(deleteOwnObservedEvidenceBody, headers, o), options, true),
    export: (params, options) => c.call((o) => observedEvidence.exportObservedEvidence(params, o), options, false),
    exportAll: (params, options) => c.paginate((cursor, o) => observedEvidence.exportObservedEvidence({ ...params, cursor }, o), options),
    hashObservedIdentifiers: (hashObservedIdentifiersBody, headers, options) => c.call((o) => observedEvidence.hashObservedIdentifiers(hashObservedIdentifiersBody, headers, o), options, true),
    ingest: (ingestObservedEvidenceBody, headers, options) => c.call((o) => observedEvidence.ingestObservedEvidence(ingestObservedEvidenceBody, headers, o), options, true),
  },
  opportunities: {
    addPrototype: (id, addOpportunityPrototypeBody, headers, options) => c.call((o) => opportunities.addOpportunityPrototype(id, addOpportunityPrototypeBody, headers, o), options, true),
    applyPrdTemplate: (id, applyOpportunityPrdTemplateBody, headers, options) => c.call((o) => opportunities.applyOpportunityPrdTemplate(id, applyOpportunityPrdTemplateBody, headers, o), options, true),
    create: (createOpportunityBody, headers, options) => c.call((o) => opportunities.createOpportunity(createOpportunityBody, headers, o), options, true),
    createObjectiveLink: (id, createOpportunityObjectiveLinkBody, headers, options) => c.call((o) => opportunities.createOpportunityObjectiveLink(id, createOpportunityObjectiveLinkBody, headers, o), options, true),
    createPhase: (id, createOpportunityPhaseBody, headers, options) => c.call((o) => opportunities.createOpportunityPhase(id, createOpportunityPhaseBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => opportunities.deleteOpportunity(id, headers, o), options, true),
    deleteObjectiveLink: (id, objectiveId, headers, options) => c.call((o) => opportunities.deleteOpportunityObjectiveLink(id, objectiveId, headers, o), options, true),
    deletePhase: (phaseId, headers, options) => c.call((o) => opportunities.deleteOpportunityPhase(phaseId, headers, o), options, true),
    deleteScore: (id, criterionId, headers, options) => c.call((o) => opportunities.deleteOpportunityScore(id, criterionId, headers, o), options, true),
    get: (id, options) => c.call((o) => opportunities.getOpportunity(id, o), options, false),
    getContext: (id, options) => c.call((o) => opportunities.getOpportunityContext(id, o), options, false),
    getScorecard: (id, options) => c.call((o) => opportunities.getOpportunityScorecard(id, o), options, false),
    getUnphasedTaskCount: (id, options) => c.call((o) => opportunities.getOpportunityUnphasedTaskCount(id, o), options, false),
    handoffPhase: (fromPhaseId, handoffOpportunityPhaseBody, headers, options) => c.call((o) => opportunities.handoffOpportunityPhase(fromPhaseId, handoffOpportunityPhaseBody, headers, o), options, true),
    list: (params, options) => c.call((o) => opportunities.listOpportunities(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => opportunities.listOpportunities({ ...params, cursor }, o), options),
    listPhases: (id, params, options) => c.call((o) => opportunities.listOpportunityPhases(id, params, o), options, false),
    listPhasesAll: (id, params, options) => c.paginate((cursor, o) => opportunities.listOpportunityPhases(id, { ...params, cursor }, o), options),
    listRisks: (id, options) => c.call((o) => opportunities.listOpportunityRisks(id, o), options, false),
    listTasks: (id, params, options) => c.call((o) => opportunities.listOpportunityTasks(id, params, o), options, false),
    listTasksAll: (id, params, options) => c.paginate((cursor, o) => opportunities.listOpportunityTasks(id, { ...params, cursor }, o), options),
    listUpdates: (id, params, options) => c.call((o) => opportunities.listOpportunityUpdates(id, params, o), options, false),
    listUpdatesAll: (id, params, options) => c.paginate((cursor, o) => opportunities.listOpportunityUpdates(id, { ...params, cursor }, o), options),
    listScoringCriteria: (options) => c.call((o) => opportunities.listScoringCriteria(o), options, false),
    postUpdate: (id, postOpportunityUpdateBody, headers, options) => c.call((o) => opportunities.postOpportunityUpdate(id, postOpportunityUpdateBody, headers, o), options, true),
    reject: (id, rejectOpportunityBody, headers, options) => c.call((o) => opportunities.rejectOpportunity(id, rejectOpportunityBody, headers, o), options, true),
    removePrototype: (id, params, headers, options) => c.call((o) => opportunities.removeOpportunityPrototype(id, params, headers, o), options, true),
    reorderPhases: (id, reorderOpportunityPhasesBody, headers, options) => c.call((o) => opportunities.reorderOpportunityPhases(id, reorderOpportunityPhasesBody, headers, o), options, true),
    setRiskVote: (id, risk, setOpportunityRiskVoteBody, headers, options) => c.call((o) => opportunities.setOpportunityRiskVote(id, risk, setOpportunityRiskVoteBody, headers, o), options, true),
    setScore: (id, criterionId, setOpportunityScoreBody, headers, options) => c.call((o) => opportunities.setOpportunityScore(id, criterionId, setOpportunityScoreBody, headers, o), options, true),
    setState: (id, setOpportunityStateBody, headers, options) => c.call((o) => opportunities.setOpportunityState(id, setOpportunityStateBody, headers, o), options, true),
    synthesizePrd: (id, synthesizeOpportunityPrdBody, headers, options) => c.call((o) => opportunities.synthesizeOpportunityPrd(id, synthesizeOpportunityPrdBody, headers, o), options, true),
    update: (id, updateOpportunityBody, headers, options) => c.call((o) => opportunities.updateOpportunity(id, updateOpportunityBody, headers, o), options, true),
    updateObjectiveLink: (id, objectiveId, updateOpportunityObjectiveLinkBody, headers, options) => c.call((o) => opportunities.updateOpportunityObjectiveLink(id, objectiveId, updateOpportunityObjectiveLinkBody, headers, o), options, true),
    updatePhase: (phaseId, updateOpportunityPhaseBody, headers, options) => c.call((o) => opportunities.updateOpportunityPhase(phaseId, updateOpportunityPhaseBody, headers, o), options, true),
  },
  platform: {
    getLiveness: (options) => c.call((o) => platform.getLiveness(o), options, false),
    getOpenApiDocument: (options) => c.call((o) => platform.getOpenApiDocument(o), options, false),
    getReadiness: (options) => c.call((o) => platform.getReadiness(o), options, false),
    getSchema: (options) => c.call((o) => platform.getSchema(o), options, false),
    getSubscription: (params, options) => c.call((o) => platform.getSubscription(params, o), options, false),
    getViewer: (options) => c.call((o) => platform.getViewer(o), options, false),
    getVisionAiContext: (id, options) => c.call((o) => platform.getVisionAiContext(id, o), options, false),
    listActivities: (params, options) => c.call((o) => platform.listActivities(params, o), options, false),
    listActivitiesAll: (params, options) => c.paginate((cursor, o) => platform.listActivities({ ...params, cursor }, o), options),
    runBatch: (runBatchBody, headers, options) => c.call((o) => platform.runBatch(runBatchBody, headers, o), options, true),
    searchEntities: (params, options) => c.call((o) => platform.searchEntities(params, o), options, false),
    setSubscription: (setSubscriptionBody, headers, options) => c.call((o) => platform.setSubscription(setSubscriptionBody, headers, o), options, true),
    setViewerAvatar: (setViewerAvatarBody, headers, options) => c.call((o) => platform.setViewerAvatar(setViewerAvatarBody, headers, o), options, true),
  },
  prdTemplates: {
    create: (createPrdTemplateBody, headers, options) => c.call((o) => prdTemplates.createPrdTemplate(createPrdTemplateBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => prdTemplates.deletePrdTemplate(id, headers, o), options, true),
    get: (id, options) => c.call((o) => prdTemplates.getPrdTemplate(id, o), options, false),
    list: (params, options) => c.call((o) => prdTemplates.listPrdTemplates(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => prdTemplates.listPrdTemplates({ ...params, cursor }, o), options),
    update: (id, updatePrdTemplateBody, headers, options) => c.call((o) => prdTemplates.updatePrdTemplate(id, updatePrdTemplateBody, headers, o), options, true),
  },
  roles: {
    list: (options) => c.call((o) => roles.listRoles(o), options, false),
  },
  rooms: {
    addMember: (id, addRoomMemberBody, headers, options) => c.call((o) => rooms.addRoomMember(id, addRoomMemberBody, headers, o), options, true),
    archive: (id, headers, options) => c.call((o) => rooms.archiveRoom(id, headers, o), options, true),
    createDm: (createDmRoomBody, headers, options) => c.call((o) => rooms.createDmRoom(createDmRoomBody, headers, o), options, true),
    create: (createRoomBody, headers, options) => c.call((o) => rooms.createRoom(createRoomBody, headers, o), options, true),
    get: (id, options) => c.call((o) => rooms.getRoom(id, o), options, false),
    listMembers: (id, params, options) => c.call((o) => rooms.listRoomMembers(id, params, o), options, false),
    listMembersAll: (id, params, options) => c.paginate((cursor, o) => rooms.listRoomMembers(id, { ...params, cursor }, o), options),
    list: (params, options) => c.call((o) => rooms.listRooms(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => rooms.listRooms({ ...params, cursor }, o), options),
    removeMember: (id, userId, headers, options) => c.call((o) => rooms.removeRoomMember(id, userId, headers, o), options, true),
    update: (id, updateRoomBody, headers, options) => c.call((o) => rooms.updateRoom(id, updateRoomBody, headers, o), options, true),
    updateMembership: (id, updateRoomMembershipBody, headers, options) => c.call((o) => rooms.updateRoomMembership(id, updateRoomMembershipBody, headers, o), options, true),
  },
  strategies: {
    archive: (id, headers, options) => c.call((o) => strategies.archiveStrategy(id, headers, o), options, true),
    create: (createStrategyBody, headers, options) => c.call((o) => strategies.createStrategy(createStrategyBody, headers, o), options, true),
    get: (id, options) => c.call((o) => strategies.getStrategy(id, o), options, false),
    list: (params, options) => c.call((o) => strategies.listStrategies(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => strategies.listStrategies({ ...params, cursor }, o), options),
    listVersions: (id, params, options) => c.call((o) => strategies.listStrategyVersions(id, params, o), options, false),
    listVersionsAll: (id, params, options) => c.paginate((cursor, o) => strategies.listStrategyVersions(id, { ...params, cursor }, o), options),
    publish: (id, headers, options) => c.call((o) => strategies.publishStrategy(id, headers, o), options, true),
    renameVersion: (id, version, renameStrategyVersionBody, headers, options) => c.call((o) => strategies.renameStrategyVersion(id, version, renameStrategyVersionBody, headers, o), options, true),
    update: (id, updateStrategyBody, headers, options) => c.call((o) => strategies.updateStrategy(id, updateStrategyBody, headers, o), options, true),
  },
  tags: {
    create: (createTagBody, headers, options) => c.call((o) => tags.createTag(createTagBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => tags.deleteTag(id, headers, o), options, true),
    list: (params, options) => c.call((o) => tags.listTags(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => tags.listTags({ ...params, cursor }, o), options),
    update: (id, updateTagBody, headers, options) => c.call((o) => tags.updateTag(id, updateTagBody, headers, o), options, true),
  },
  tasks: {
    create: (createTaskBody, headers, options) => c.call((o) => tasks.createTask(createTaskBody, headers, o), options, true),
    createAssignment: (taskId, createTaskAssignmentBody, headers, options) => c.call((o) => tasks.createTaskAssignment(taskId, createTaskAssignmentBody, headers, o), options, true),
    createHandoff: (id, createTaskHandoffBody, headers, options) => c.call((o) => tasks.createTaskHandoff(id, createTaskHandoffBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => tasks.deleteTask(id, headers, o), options, true),
    deleteAssignment: (taskId, userId, headers, options) => c.call((o) => tasks.deleteTaskAssignment(taskId, userId, headers, o), options, true),
    getPlannedWorkSummary: (params, options) => c.call((o) => tasks.getPlannedWorkSummary(params, o), options, false),
    get: (id, options) => c.call((o) => tasks.getTask(id, o), options, false),
    getContext: (id, options) => c.call((o) => tasks.getTaskContext(id, o), options, false),
    listAssignments: (taskId, options) => c.call((o) => tasks.listTaskAssignments(taskId, o), options, false),
    list: (params, options) => c.call((o) => tasks.listTasks(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => tasks.listTasks({ ...params, cursor }, o), options),
    moveCycle: (id, moveTaskCycleBody, headers, options) => c.call((o) => tasks.moveTaskCycle(id, moveTaskCycleBody, headers, o), options, true),
    setStatus: (id, setTaskStatusBody, headers, options) => c.call((o) => tasks.setTaskStatus(id, setTaskStatusBody, headers, o), options, true),
    update: (id, updateTaskBody, headers, options) => c.call((o) => tasks.updateTask(id, updateTaskBody, headers, o), options, true),
    updateAssignment: (taskId, userId, updateTaskAssignmentBody, headers, options) => c.call((o) => tasks.updateTaskAssignment(taskId, userId, updateTaskAssignmentBody, headers, o), options, true),
  },
  teams: {
    addMember: (id, addTeamMemberBody, headers, options) => c.call((o) => teams.addTeamMember(id, addTeamMemberBody, headers, o), options, true),
    create: (createTeamBody, headers, options) => c.call((o) => teams.createTeam(createTeamBody, headers, o), options, true),
    get: (id, options) => c.call((o) => teams.getTeam(id, o), options, false),
    listMembers: (id, params, options) => c.call((o) => teams.listTeamMembers(id, params, o), options, false),
    listMembersAll: (id, params, options) => c.paginate((cursor, o) => teams.listTeamMembers(id, { ...params, cursor }, o), options),
    list: (params, options) => c.call((o) => teams.listTeams(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => teams.listTeams({ ...params, cursor }, o), options),
    removeMember: (id, userId, headers, options) => c.call((o) => teams.removeTeamMember(id, userId, headers, o), options, true),
    update: (id, updateTeamBody, headers, options) => c.call((o) => teams.updateTeam(id, updateTeamBody, headers, o), options, true),
  },
  templates: {
    addStep: (id, addTemplateStepBody, headers, options) => c.call((o) => templates.addTemplateStep(id, addTemplateStepBody, headers, o), options, true),
    create: (createTemplateBody, headers, options) => c.call((o) => templates.createTemplate(createTemplateBody, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => templates.deleteTemplate(id, headers, o), options, true),
    deleteStep: (stepId, headers, options) => c.call((o) => templates.deleteTemplateStep(stepId, headers, o), options, true),
    getDefault: (entityType, options) => c.call((o) => templates.getDefaultTemplate(entityType, o), options, false),
    get: (id, options) => c.call((o) => templates.getTemplate(id, o), options, false),
    getInstance: (entityType, entityId, options) => c.call((o) => templates.getTemplateInstance(entityType, entityId, o), options, false),
    getUsage: (id, options) => c.call((o) => templates.getTemplateUsage(id, o), options, false),
    handoffStep: (handoffTemplateStepBody, headers, options) => c.call((o) => templates.handoffTemplateStep(handoffTemplateStepBody, headers, o), options, true),
    list: (params, options) => c.call((o) => templates.listTemplates(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => templates.listTemplates({ ...params, cursor }, o), options),
    reassign: (id, reassignTemplateBody, headers, options) => c.call((o) => templates.reassignTemplate(id, reassignTemplateBody, headers, o), options, true),
    startInstance: (startTemplateInstanceBody, headers, options) => c.call((o) => templates.startTemplateInstance(startTemplateInstanceBody, headers, o), options, true),
    swapInstance: (swapTemplateInstanceBody, headers, options) => c.call((o) => templates.swapTemplateInstance(swapTemplateInstanceBody, headers, o), options, true),
    updateStepInstance: (stepInstanceId, updateStepInstanceBody, headers, options) => c.call((o) => templates.updateStepInstance(stepInstanceId, updateStepInstanceBody, headers, o), options, true),
    update: (id, updateTemplateBody, headers, options) => c.call((o) => templates.updateTemplate(id, updateTemplateBody, headers, o), options, true),
    updateStep: (stepId, updateTemplateStepBody, headers, options) => c.call((o) => templates.updateTemplateStep(stepId, updateTemplateStepBody, headers, o), options, true),
  },
  timeEntries: {
    aggregateByCategory: (params, options) => c.call((o) => timeEntries.aggregateTimeEntriesByCategory(params, o), options, false),
    create: (timeEntryRow, headers, options) => c.call((o) => timeEntries.createTimeEntry(timeEntryRow, headers, o), options, true),
    delete: (id, headers, options) => c.call((o) => timeEntries.deleteTimeEntry(id, headers, o), options, true),
    getOpportunityActualCost: (id, options) => c.call((o) => timeEntries.getOpportunityActualCost(id, o), options, false),
    getTaskActualCost: (id, options) => c.call((o) => timeEntries.getTaskActualCost(id, o), options, false),
    listOpportunity: (id, params, options) => c.call((o) => timeEntries.listOpportunityTimeEntries(id, params, o), options, false),
    listOpportunityAll: (id, params, options) => c.paginate((cursor, o) => timeEntries.listOpportunityTimeEntries(id, { ...params, cursor }, o), options),
    list: (params, options) => c.call((o) => timeEntries.listTimeEntries(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => timeEntries.listTimeEntries({ ...params, cursor }, o), options),
    listCosts: (params, options) => c.call((o) => timeEntries.listTimeEntryCosts(params, o), options, false),
    update: (id, updateTimeEntryBody, headers, options) => c.call((o) => timeEntries.updateTimeEntry(id, updateTimeEntryBody, headers, o), options, true),
    upsertRange: (upsertTimeEntryRangeBody, headers, options) => c.call((o) => timeEntries.upsertTimeEntryRange(upsertTimeEntryRangeBody, headers, o), options, true),
  },
  users: {
    get: (id, options) => c.call((o) => users.getUser(id, o), options, false),
    list: (params, options) => c.call((o) => users.listUsers(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => users.listUsers({ ...params, cursor }, o), options),
    update: (id, updateUserBody, headers, options) => c.call((o) => users.updateUser(id, updateUserBody, headers, o), options, true),
  },
  visions: {
    create: (createVisionBody, headers, options) => c.call((o) => visions.createVision(createVisionBody, headers, o), options, true),
    get: (id, options) => c.call((o) => visions.getVision(id, o), options, false),
    getChildren: (id, options) => c.call((o) => visions.getVisionChildren(id, o), options, false),
    listObjectives: (id, params, options) => c.call((o) => visions.listVisionObjectives(id, params, o), options, false),
    listObjectivesAll: (id, params, options) => c.paginate((cursor, o) => visions.listVisionObjectives(id, { ...params, cursor }, o), options),
    list: (params, options) => c.call((o) => visions.listVisions(params, o), options, false),
    listAll: (params, options) => c.paginate((cursor, o) => visions.listVisions({ ...params, cursor }, o), options),
    listVersions: (id, params, options) => c.call((o) => visions.listVisionVersions(id, params, o), options, false),
    listVersionsAll: (id, params, options) => c.paginate((cursor, o) => visions.listVisionVersions(id, { ...params, cursor }, o), options),
    renameVersion: (id, version, renameVisionVersionBody, headers, options) => c.call((o) => visions.renameVisionVersion(id, version, renameVisionVersionBody, headers, o), options, true),
    update: (id, updateVisionBody, headers, options) => c.call((o) => visions.updateVision(id, updateVisionBody, headers, o), options, true),
  },
  webhooks: {
    createSubscription: (createWebhookSubscriptionBody, headers, options) => c.call((o) => webhooks.createWebhookSubscription(createWebhookSubscriptionBody, headers, o), options, true),
    deleteSubscription: (id, headers, options) => c.call((o) => webhooks.deleteWebhookSubscription(id, headers, o), options, true),
    getSubscription: (id, options) => c.call((o) => webhooks.getWebhookSubscription(id, o), options, false),
    listDeliveries: (id, params, options) => c.call((o) => webhooks.listWebhookDeliveries(id, params, o), options, false),
    listDeliveriesAll: (id, params, options) => c.paginate((cursor, o) => webhooks.listWebhookDeliveries(id, { ...params, cursor }, o), options),
    listSubscriptions: (params, options) => c.call((o) => webhooks.listWebhookSubscriptions(params, o), options, false),
    listSubscriptionsAll: (params, options) => c.paginate((cursor, o) => webhooks.listWebhookSubscriptions({ ...params, cursor }, o), options),
    redeliverDelivery: (id, deliveryId, headers, options) => c.call((o) => webhooks.redeliverWebhookDelivery(id, deliveryId, headers, o), options, true),
    testSubscription: (id, headers, options) => c.call((o) => webhooks.testWebhookSubscription(id, headers, o), options, true),
    updateSubscription: (id, updateWebhookSubscriptionBody, headers, options) => c.call((o) => webhooks.updateWebhookSubscription(id, updateWebhookSubscriptionBody, headers, o), options, true),
  },
});
