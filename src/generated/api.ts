/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
/* eslint-disable */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Answers 200 while the process serves HTTP, without touching the database, so a process manager or container runtime can tell a hung process from a busy one (issue 7; the `livenessProbe` of Kubernetes). Public, not rate limited, logged at debug level. Use GET /readyz to decide whether to route traffic here.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description Answers 200 when this instance can serve requests: the database answers within 2 s and every migration this build knows is applied (issue 7; the `readinessProbe` of Kubernetes). Otherwise 503 with `error.data.checks` naming what failed, and `Retry-After`; an instance that received SIGTERM answers 503 while it drains. Public, not rate limited, logged at debug level.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Condensed API overview
         * @description A compact, generated overview of every operation (method, path, summary, capability, MCP tool) — cheaper for an agent to read than the full OpenAPI document (spec 2 §4.3). Public.
         */
        get: operations["getSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI 3.1 description of this API
         * @description The bundled, machine-readable OpenAPI 3.1 document (spec 2 §9), unwrapped (no envelope). Public.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/viewer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who am I
         * @description The calling user, their org, the credential's role, teams and capability grants (spec 2 §4.3). Self-scoped.
         */
        get: operations["getViewer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/viewer/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set your avatar
         * @description Sets your avatar to an uploaded image (spec 2 §4.3): fileId of a clean file whose type is image/png, image/jpeg, image/gif or image/webp (409 while it is still being checked or when it failed; 400 for another type); null removes it. Returns the caller.
         */
        post: operations["setViewerAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run up to 20 operations
         * @description Runs each entry in order through the same pipeline as a direct call: authentication, capability, validation, idempotency and rate limit apply per entry (spec 2 §4.3, §8). Answers 207 with `data` holding one envelope per entry id (with its HTTP `status`); one entry's failure does not stop the others. More than 20 entries, duplicate ids, or an entry that is itself a batch are refused with 400. Entries are not one transaction: each write commits on its own.
         */
        post: operations["runBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search across the org
         * @description Ranked full-text and fuzzy search over visions, strategies (name and content), objectives, metrics, opportunities, tasks, teams, users, customers (by name) and insights (verbatim and interpretation) (spec 2 §4.3). Only the types the credential can read are searched. At most 40 results, best first; an exact ref (ENG-12) ranks first, then title matches, then matches in the description. Every word matches as a prefix ("onboar" finds "onboarding"); a word that starts no known word also matches its closest spellings ("onbording" finds "onboarding"). query needs at least 2 characters. A search that takes longer than its time limit answers 503 with Retry-After; retry then, or search for more specific words or fewer types.
         */
        get: operations["searchEntities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity log of an entity
         * @description Who changed which field of an entity, from what to what, and when; newest first (spec 2 §4.3). Every write records its changes in the same transaction. Needs the entity's read capability (for example task:read); financial fields are left out without cost:read (spec 2 §5.3). A deleted entity's log stays readable by UUID. Rooms, messages and comments (by UUID) have logs too, readable by whoever can read them; a room's log also records its members joining and leaving (subject member). Paged.
         */
        get: operations["listActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether you follow an entity
         * @description Whether the caller follows the entity (spec 2 §4.3); false covers never subscribed and muted. Followers get an entity_changed notification for each write to it by someone else. Needs the entity's read capability.
         */
        get: operations["getSubscription"];
        put?: never;
        /**
         * Follow or unfollow an entity
         * @description Sets whether the caller follows the entity (absolute: subscribed true follows, false mutes), spec 2 §4.3. Needs the entity's read capability. Setting the current state again is a success.
         */
        post: operations["setSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ai/context/vision/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agent context for a vision
         * @description A system prompt, the vision's state and its gaps (objectives without metrics or targets, metrics without readings, objectives without opportunities, opportunities without objectives), and the mutation operations that close them, each as an MCP tool name and a REST call (spec 2 §4.3).
         */
        get: operations["getVisionAiContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your notifications
         * @description The caller's notifications, newest first (spec 2 §4.15). Filters: unreadOnly, pinned, types (comma-separated: task_assigned, entity_changed, mention, message, handoff). Paged.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count your unread notifications
         * @description How many of the caller's notifications are unread (spec 2 §4.15).
         */
        get: operations["getNotificationUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all notifications read
         * @description Marks every unread notification of the caller read (spec 2 §4.15); returns how many changed.
         */
        post: operations["readAllNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification read
         * @description Marks one of the caller's notifications read (spec 2 §4.15); reading a read one keeps its first readAt.
         */
        post: operations["readNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin a notification
         * @description Pins one of the caller's notifications (spec 2 §4.15).
         */
        post: operations["pinNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/unpin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpin a notification
         * @description Unpins one of the caller's notifications (spec 2 §4.15).
         */
        post: operations["unpinNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mute the source of a notification
         * @description Mutes the notification's source entity for the caller (spec 2 §4.15): no more entity_changed notifications from it until POST /api/v1/subscriptions follows it again. Returns the new subscription state.
         */
        post: operations["unsubscribeNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List visions
         * @description Visions of the caller's org, the company vision first, then by number (spec 2 §4.4). Paged.
         */
        get: operations["listVisions"];
        put?: never;
        /**
         * Create a vision
         * @description Creates a vision at version 1 with its first version snapshot (spec 2 §4.4). One company vision per org: a second is refused with 409 ALREADY_EXISTS. The creator becomes its owner.
         */
        post: operations["createVision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a vision
         * @description One vision by UUID or ref VIS-<n> (spec 2 §4.4).
         */
        get: operations["getVision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a vision
         * @description Edits name and/or narrative (spec 2 §4.4). An edit that changes either bumps the version and records a version snapshot; a request that changes nothing leaves the version as it is.
         */
        patch: operations["updateVision"];
        trace?: never;
    };
    "/api/v1/visions/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a vision's versions
         * @description Version snapshots of a vision, newest first (spec 2 §4.4, §9). Paged.
         */
        get: operations["listVisionVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visions/{id}/versions/{version}/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Label a vision version
         * @description Sets the change note of one version snapshot; an empty note clears the label, which falls back to "v{n}" (spec 2 §4.4, §9).
         */
        post: operations["renameVisionVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visions/{id}/objectives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a vision's objectives
         * @description Objectives whose visionId is this vision, by number (spec 2 §4.4). Needs vision:read and objective:read. Paged.
         */
        get: operations["listVisionObjectives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/visions/{id}/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count a vision's children
         * @description Counts of objectives (by foreign key), opportunities and tasks (by visionPath prefix) under a vision (spec 2 §4.4, §7). Zero children is a success; another org's vision is 404.
         */
        get: operations["getVisionChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/strategies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List strategies
         * @description The org's strategies by number, oldest first (spec 2 §4.9); filter status draft, active or archived. Paged. Every role reads strategies (strategy:read).
         */
        get: operations["listStrategies"];
        put?: never;
        /**
         * Create a strategy
         * @description Creates a strategy in status draft at version 1 with its first version snapshot (spec 2 §4.9, spec 1 §2.7, §3.2). name (1-200 characters) and content (markdown, at least 1 character) are required. The caller becomes its owner, the only one who may edit, publish or archive it. Every other member of the org is notified (spec 1 §2.7).
         */
        post: operations["createStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/strategies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a strategy
         * @description One strategy by UUID or ref STR-<n> (spec 2 §4.9): name, markdown content, version, status, owner and the current version's label. 404 when absent or in another org.
         */
        get: operations["getStrategy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a strategy
         * @description Edits name and/or content, with an optional changeNote (spec 2 §4.9, spec 1 §2.7). An edit that changes name or content bumps the version and records a version snapshot labelled with changeNote; a request that changes neither leaves the version as it is (and makes no snapshot). Owner only: anyone else gets 403 naming the owner. An archived strategy is read-only (409 INVALID_STATE_TRANSITION). The org's other members are notified of a change.
         */
        patch: operations["updateStrategy"];
        trace?: never;
    };
    "/api/v1/strategies/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a strategy
         * @description Publishes a draft strategy: draft → active, its current version becomes the one in force (spec 2 §4.9, spec 1 §3.2). Owner only (403 naming the owner otherwise). A strategy that is not a draft is 409 INVALID_STATE_TRANSITION with its status in error.data. The org's other members are notified and the publication is posted, as the caller, to the org's system room.
         */
        post: operations["publishStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/strategies/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a strategy
         * @description Archives a draft or active strategy (spec 2 §4.9, spec 1 §3.2): terminal; the strategy and its versions stay readable but take no more writes (edits, publish, archive and version renames are 409). Owner only (403 naming the owner otherwise). Archiving an archived strategy is 409 INVALID_STATE_TRANSITION. The org's other members are notified.
         */
        post: operations["archiveStrategy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/strategies/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a strategy's versions
         * @description Version snapshots of a strategy, newest first (spec 2 §4.9): each version's name, content, change note, label and author. Paged.
         */
        get: operations["listStrategyVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/strategies/{id}/versions/{version}/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Label a strategy version
         * @description Sets the label (change note) of one version snapshot (spec 2 §4.9); an empty note clears it, and the label falls back to "v{n}". Owner only (403 naming the owner otherwise); an archived strategy's versions are read- only (409). 404 naming path.version when the strategy has no such version.
         */
        post: operations["renameStrategyVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List direction documents
         * @description Every direction document of the org (spec 2 §4.10): visions, strategies, product specs and context, by kind then number. Rows carry ref and contentHash but not the body; kinds the caller cannot read (vision:read, strategy:read) are left out. Filters: kind, scope (visions), status. Paged.
         */
        get: operations["listDirectionDocuments"];
        put?: never;
        /**
         * Create a direction document
         * @description Creates a vision, strategy, product spec or context document (spec 2 §4.10). By default, and always for API keys and app tokens (actor=app), the text becomes the document's draft and nothing is published (version 0; a person publishes it later); asking to publish with a key or app token is 403. A person's OAuth token may publish at once (publish: true). A vision or strategy created here is the vision or strategy of /visions and /strategies once published, with the same ref. A second company vision is 409. Needs the read capability of its kind (vision:read for visions, strategy:read for strategies).
         */
        post: operations["createDirectionDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List direction changes
         * @description Every published version of every direction document the caller can read, newest first (spec 2 §4.10): ref, version, title, contentHash, label, who and when; isCreation marks version 1. Paged.
         */
        get: operations["listDirectionDocumentChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a direction document
         * @description One direction document with its published body and contentHash (spec 2 §4.10), by UUID or ref (VIS-<n>, STR-<n>, SPEC-<n>, CTX-<n>). A vision or strategy reads the same here as through /visions or /strategies. Needs the read capability of its kind (vision:read for visions, strategy:read for strategies).
         */
        get: operations["getDirectionDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a direction document
         * @description Deletes a product spec or context document with its versions and draft, or a vision drafted here that was never published (spec 2 §4.10). Strategies are archived instead and visions are kept: both are 409 with a suggestion. Returns {id, deleted: true}.
         */
        delete: operations["deleteDirectionDocument"];
        options?: never;
        head?: never;
        /**
         * Edit a direction document
         * @description Edits a direction document (spec 2 §4.10). With an API key or an app token the edit goes to the draft (the published body and contentHash do not change); with a person's OAuth token it is published as the next version at once (a strategy's only by its owner). Archived documents are read-only (409).
         */
        patch: operations["updateDirectionDocument"];
        trace?: never;
    };
    "/api/v1/direction-documents/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the draft
         * @description The working copy of a direction document (spec 2 §4.10): title, body, the version publishing it would make (nextVersion), who wrote it last and when; null when there is none.
         */
        get: operations["getDirectionDocumentDraft"];
        put?: never;
        /**
         * Replace the draft
         * @description Replaces the working copy of a direction document (spec 2 §4.10). Anyone with direction:update may draft, API keys and app tokens included; the published body and contentHash stay as they are until a person publishes. Archived documents are read-only (409).
         */
        post: operations["saveDirectionDocumentDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft
         * @description Commits the draft as the next published version (spec 2 §4.10): the body, contentHash and version change, the draft is gone, version 1 marks a creation in the change feed, and a pending vision or strategy becomes the vision or strategy of /visions or /strategies. Only a person may publish, with an OAuth token acting as them: API keys and app tokens get 403 (FORBIDDEN, data.reason publish_needs_person). A strategy only by its owner (403). A strategy still in draft status with no working copy is put in force as it is (draft → active). No draft otherwise, or an archived document: 409.
         */
        post: operations["publishDirectionDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents/{id}/discard-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard the draft
         * @description Removes the working copy of a direction document (spec 2 §4.10); the published version stays. Without a draft nothing changes.
         */
        post: operations["discardDirectionDocumentDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a direction document
         * @description Archives a strategy, product spec or context document (spec 2 §4.10): it stays readable and becomes read-only, and its draft goes. A vision cannot be archived (409); archiving an archived document is 409; a strategy only by its owner (403).
         */
        post: operations["archiveDirectionDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List versions
         * @description The published versions of a direction document, newest first (spec 2 §4.10, §9) — for a vision or strategy, the same versions as /visions or /strategies. Paged.
         */
        get: operations["listDirectionDocumentVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direction-documents/{id}/versions/{version}/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Label a version
         * @description Sets the note of one published version (spec 2 §4.10, §9); an empty note clears the label, which falls back to v{n}. A strategy's only by its owner (403); archived documents are read-only (409).
         */
        post: operations["renameDirectionDocumentVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/objectives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List objectives
         * @description Objectives of the caller's org by number, optionally filtered (spec 2 §4.5). Paged.
         */
        get: operations["listObjectives"];
        put?: never;
        /**
         * Create an objective
         * @description Creates an active objective under a vision, optionally anchored to a metric with an operator, a target and a start value (spec 2 §4.5). The metric block is optional over REST; the MCP tool create_objective requires it (x-mcp-required). visionId accepts a UUID or VIS-<n>. 404 when the vision, metric or DRI is not in the caller's org.
         */
        post: operations["createObjective"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/objectives/alignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alignment grid
         * @description Objectives as columns; objectives and non-cancelled opportunities as rows, each listing the objectives it serves with kind primary or supporting (spec 2 §4.5). Unpaged.
         */
        get: operations["getObjectiveAlignment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/objectives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an objective
         * @description One objective by UUID or ref OBJ-<n> (spec 2 §4.5).
         */
        get: operations["getObjective"];
        put?: never;
        post?: never;
        /**
         * Delete an objective
         * @description Deletes an objective with its alignment and opportunity links (spec 2 §4.5); opportunities survive and their visionPath is recomputed. Returns {id, deleted: true}.
         */
        delete: operations["deleteObjective"];
        options?: never;
        head?: never;
        /**
         * Update an objective
         * @description Edits an objective (spec 2 §4.5). Moving it to another vision (visionId) re-roots its visionPath and those of the opportunities and tasks beneath it. The metric anchor is changed with setObjectiveMetric.
         */
        patch: operations["updateObjective"];
        trace?: never;
    };
    "/api/v1/objectives/{id}/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an objective's opportunities
         * @description Every opportunity linked to the objective, alphabetical by title, with the link's metadata (spec 2 §4.5). Unpaged.
         */
        get: operations["listObjectiveOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/objectives/{id}/set-metric": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anchor an objective to a metric
         * @description Sets or clears the objective's anchor metric (spec 2 §4.5). metricId null clears the anchor with its operator, target and start value; otherwise operator and target are required (400 VALIDATION_FAILED naming the missing field).
         */
        post: operations["setObjectiveMetric"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/objectives/{id}/nesting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An objective's nesting
         * @description Primary parent, primary children, supported objectives (alsoServes) and supporting objectives (supportedBy) (spec 2 §4.5). Unpaged.
         */
        get: operations["getObjectiveNesting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/objectives/{id}/set-alignment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link an objective to a parent objective
         * @description Sets the link from this objective to parentId as primary or supporting, or removes it (kind null) (spec 1 §2.3, spec 2 §4.5). Nesting is one level deep: an objective has at most one primary parent (a second is 409 ALREADY_EXISTS), a sub-objective cannot be a parent and an objective with children cannot become a sub-objective (422). Returns the objective's nesting.
         */
        post: operations["setObjectiveAlignmentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List metrics
         * @description Metrics of the caller's org by number, optionally by steward (spec 2 §4.6). Paged.
         */
        get: operations["listMetrics"];
        put?: never;
        /**
         * Create a metric
         * @description Creates a metric; name and unit are required, dataSourceType defaults to manual (spec 2 §4.6). 404 when stewardId is not a user of the org.
         */
        post: operations["createMetric"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/builtins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List built-in metrics
         * @description The catalog of built-in delivery metrics (spec 1 §2.4, spec 2 §4.6): task throughput, lead time, cycle time, time in status and cycle predictability, each with its unit, the JSON Schema of its params, and whether this org tracks it (`tracked`, `metricId`, and in `tracking` every metric tracking it with its params). Readings are weekly: one per ISO week (Monday to Sunday, UTC), recorded at the week's last millisecond. Track one with POST /api/v1/metrics/track-builtin. Unpaged, in catalog order.
         */
        get: operations["listBuiltinMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/track-builtin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Track a built-in metric
         * @description Starts tracking a built-in metric (spec 1 §2.4, spec 2 §4.6): creates a system metric (`dataSourceType: system`, `dataSourceConfig: {builtinId, params}`) and backfills its history from the task activity log as weekly readings (source system, recordedAt the last millisecond of each ISO week, UTC), from the week of the org's first task activity and at most 52 weeks back, up to the last complete week; currentValue is the latest reading. A nightly job adds each new week. 201 with the metric; 200 with the existing metric when the same built-in is already tracked with the same params (also when two requests race). params: categoryId (only tasks of that category; 404 naming body.params.categoryId when it is not a category of the org) and statusGroup (required for time_in_status, refused for the others: 400). An unknown builtinId is 400 listing the allowed ids. Readings by hand on the metric are refused (422 SOURCE_OWNED_FIELDS), and so are changes to its unit, currentValue, dataSourceType and dataSourceConfig.
         */
        post: operations["trackBuiltinMetric"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a metric
         * @description One metric by UUID or ref MET-<n> (spec 2 §4.6).
         */
        get: operations["getMetric"];
        put?: never;
        post?: never;
        /**
         * Delete a metric
         * @description Deletes a metric and its readings (spec 2 §4.6). Objectives anchored to it lose their anchor (metricId, operator, target and start become null); check getMetricDependents first. Returns {id, deleted: true}.
         */
        delete: operations["deleteMetric"];
        options?: never;
        head?: never;
        /**
         * Update a metric
         * @description Takes the create fields, all optional; stewardId null clears the steward (spec 2 §4.6). A metric tracking a built-in (dataSourceConfig.builtinId) computes its unit, currentValue, dataSourceType and dataSourceConfig: changing any of them is 422 SOURCE_OWNED_FIELDS naming them in error.data.fields (name, description and stewardId stay editable).
         */
        patch: operations["updateMetric"];
        trace?: never;
    };
    "/api/v1/metrics/{id}/values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a metric's readings
         * @description Readings oldest first by recordedAt, optionally from a date on (spec 2 §4.6). Paged.
         */
        get: operations["listMetricValues"];
        put?: never;
        /**
         * Record a metric reading
         * @description Records a reading (spec 1 §2.4, spec 2 §4.6). recordedAt defaults to now; the metric's currentValue becomes the value of its latest reading. System-sourced metrics refuse readings by hand with 422 SOURCE_OWNED_FIELDS.
         */
        post: operations["createMetricValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/{id}/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List opportunities serving a metric
         * @description Opportunities linked to any objective anchored to this metric, alphabetical by title (spec 2 §4.6). Unpaged; 404 when the metric is not the caller's.
         */
        get: operations["listMetricOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metrics/{id}/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count what depends on a metric
         * @description Counts of objectives anchored to the metric, opportunities linked to them, and the live ones among those (spec 2 §4.6).
         */
        get: operations["getMetricDependents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List opportunities
         * @description Opportunities by number (spec 2 §4.7). state filters by lifecycle state; status is its alias and also takes the earlier revision's values (draft, under_review and approved mean backlog; complete and measured mean completed; rejected means cancelled). Paged.
         */
        get: operations["listOpportunities"];
        put?: never;
        /**
         * Create an opportunity
         * @description Creates an opportunity in initialState (default backlog), optionally linked to objectives (the first link is primary unless one says otherwise) (spec 2 §4.7). 404 when a lead, team or objective is not in the caller's org.
         */
        post: operations["createOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an opportunity
         * @description One opportunity by UUID or ref OPP-<n> (spec 2 §4.7).
         */
        get: operations["getOpportunity"];
        put?: never;
        post?: never;
        /**
         * Delete an opportunity
         * @description Deletes an opportunity and its objective links (spec 2 §4.7); its tasks survive as orphan tasks. Returns {id, deleted: true}.
         */
        delete: operations["deleteOpportunity"];
        options?: never;
        head?: never;
        /**
         * Update an opportunity
         * @description Edits an opportunity's fields (spec 2 §4.7); prd is an alias of content. No lifecycle moves here: use setOpportunityState.
         */
        patch: operations["updateOpportunity"];
        trace?: never;
    };
    "/api/v1/opportunities/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an opportunity's tasks
         * @description The opportunity's tasks by number (spec 2 §4.7). Paged.
         */
        get: operations["listOpportunityTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/set-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an opportunity through its lifecycle
         * @description Sets state to backlog, in_progress or completed (spec 1 §3.2, spec 2 §4.7). Setting the current state, or moving a cancelled opportunity, is 409 INVALID_STATE_TRANSITION with error.data {from, to, allowed}. With a template (workflowId), in_progress activates or resumes its step, backlog pauses it and completed lands on the Completed step. Rejections go through rejectOpportunity.
         */
        post: operations["setOpportunityState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/reject-via-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an opportunity
         * @description Rejects a live opportunity with a category (no_demand, not_aligned, not_viable, not_now, duplicate, other) and a reason (spec 1 §3.2, spec 2 §4.7): its state becomes cancelled; with a template, the remaining steps are skipped and the instance lands on the Cancelled step. The decision (category, reason, who) is recorded in its activity log, as a system comment on its thread and in the org's system room. A cancelled opportunity is refused (409) and has no lifecycle moves afterwards.
         */
        post: operations["rejectOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/apply-prd-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a PRD template to an opportunity
         * @description Writes a PRD template's content into the opportunity's PRD (content) (spec 2 §4.7): mode replace (default) replaces it, append adds the template after the current PRD separated by a blank line. Records the template as prdTemplateId. The template must be org-wide or one of your teams'. Returns the opportunity.
         */
        post: operations["applyOpportunityPrdTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/link-objective": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link an opportunity to an objective
         * @description Links the opportunity to an objective (spec 2 §4.7). kind defaults to primary when the opportunity has no primary link, else supporting; a new primary link demotes the old one. Linking twice is 409 ALREADY_EXISTS. Returns the opportunity (201).
         */
        post: operations["createOpportunityObjectiveLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/link-objective/{objectiveId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink an opportunity from an objective
         * @description Removes the link (spec 2 §4.7); if it was primary, the oldest remaining link becomes primary. Returns the opportunity.
         */
        delete: operations["deleteOpportunityObjectiveLink"];
        options?: never;
        head?: never;
        /**
         * Move an objective link
         * @description Re-points the link from objectiveId to newObjectiveId, keeping its kind (spec 2 §4.7). Returns the opportunity.
         */
        patch: operations["updateOpportunityObjectiveLink"];
        trace?: never;
    };
    "/api/v1/opportunities/scoring-criteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the scoring criteria
         * @description The org's active scorecard criteria in order (spec 1 §2.5, spec 2 §4.7): name, weight (decimal; the positive weights sum to 1), invert and order. Read-only: it never creates data; every org starts with a default set and the admin CLI (criteria:set) replaces it. Not paged (a scorecard has few criteria).
         */
        get: operations["listScoringCriteria"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an opportunity's scorecard
         * @description The scorecard of an opportunity by UUID or ref OPP-<n> (spec 1 §2.5, spec 2 §4.7): the org's active criteria, the values set (1-5, who set each and when) and the total 0-100, null until every criterion with a positive weight has a value (unscoredCriterionIds lists those left).
         */
        get: operations["getOpportunityScorecard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/scores/{criterionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear an opportunity's score on one criterion
         * @description Clears the opportunity's value for one active scoring criterion (spec 1 §2.5, spec 2 §4.7); clearing a value that is not set changes nothing. The total becomes null when the criterion has a positive weight. 404 naming path.criterionId when the criterion is not an active criterion of the org. Returns the scorecard.
         */
        delete: operations["deleteOpportunityScore"];
        options?: never;
        head?: never;
        /**
         * Score an opportunity on one criterion
         * @description Sets the opportunity's value for one active scoring criterion to an integer 1-5 (spec 1 §2.5, spec 2 §4.7, §8); the value is shared and the last write wins. 404 naming path.criterionId when the criterion is not an active criterion of the org. Returns the scorecard.
         */
        patch: operations["setOpportunityScore"];
        trace?: never;
    };
    "/api/v1/opportunities/{id}/risks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an opportunity's validation risks
         * @description The four validation risks of an opportunity by UUID or ref OPP-<n> (spec 1 §2.5, spec 2 §4.7), always in the order value, usability, feasibility, viability, each with its votes (oldest first) and aggregate: reject when any vote rejects, else risky when any is risky, else approve when there are votes, else unassessed. Not paged.
         */
        get: operations["listOpportunityRisks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/risks/{risk}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote on a validation risk
         * @description Records the caller's vote on one validation risk of an opportunity (spec 1 §2.5, spec 2 §4.7): approve, risky or reject, with an optional note. One vote per user per risk: a new vote replaces the caller's old one (its note too). A risk other than value, usability, feasibility or viability is 400. Returns that risk with its votes and aggregate.
         */
        post: operations["setOpportunityRiskVote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/phases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an opportunity's delivery phases
         * @description The opportunity's delivery phases in delivery order (spec 2 §4.7), each with its owner, target date (null is open ended) and taskCount / doneCount over leaf tasks (a task with subtasks counts through its subtasks, never itself). Accepts the opportunity's UUID or ref (OPP-7). Paged.
         */
        get: operations["listOpportunityPhases"];
        put?: never;
        /**
         * Add a delivery phase to an opportunity
         * @description Appends a delivery phase (a milestone) after the opportunity's last phase (spec 2 §4.7): a title, an optional owner (a user UUID, or me) and an optional target date (omitted or null: open ended). An opportunity has at most 200 phases (422). Accepts the opportunity's UUID or ref (OPP-7). Returns the phase (201); put tasks in it with updateTask (phaseId).
         */
        post: operations["createOpportunityPhase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/unphased-task-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count an opportunity's unphased tasks
         * @description How many top-level tasks of the opportunity (tasks without a parent) belong to no delivery phase (spec 2 §4.7): the work still to be planned into a phase. Set a task's phase with updateTask (phaseId). Accepts the opportunity's UUID or ref (OPP-7).
         */
        get: operations["getOpportunityUnphasedTaskCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/reorder-phases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder an opportunity's delivery phases
         * @description Sets the delivery order of the opportunity's phases (spec 2 §4.7). phaseIds is the complete list in the new order, naming every phase of the opportunity exactly once; a list with missing, unknown or repeated ids is refused (400) naming them in error.data (missing, extra, duplicate). Accepts the opportunity's UUID or ref (OPP-7). Returns all its phases in the new order.
         */
        post: operations["reorderOpportunityPhases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an opportunity's status updates
         * @description The opportunity's status updates, newest first (spec 2 §4.7), each with its health (on_track, at_risk, off_track) and author. Post one with postOpportunityUpdate. Accepts the opportunity's UUID or ref (OPP-7). Paged.
         */
        get: operations["listOpportunityUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/post-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a status update on an opportunity
         * @description Posts a status update on an opportunity (spec 2 §4.7, §4.21): body says what happened, health is on_track, at_risk or off_track. The update is also a system comment on the opportunity's thread and reaches the feeds of customers linked to the opportunity. Accepts the opportunity's UUID or ref (OPP-7). Returns the update (201).
         */
        post: operations["postOpportunityUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/prototypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a prototype to an opportunity
         * @description Adds a prototype to the opportunity (spec 2 §4.7): exactly one of url (http or https) or fileId (an uploaded file of the org that was confirmed: 409 while pending or when it failed its check). The same url or file twice is 409 ALREADY_EXISTS; an opportunity has at most 100 prototypes (422). Accepts the opportunity's UUID or ref (OPP-7). Returns the opportunity's prototypes, oldest first (201).
         */
        post: operations["addOpportunityPrototype"];
        /**
         * Remove a prototype from an opportunity
         * @description Removes the opportunity's prototype with this url, or with this fileId: exactly one of the two (spec 2 §4.7). One the opportunity does not have is 404. The file itself stays. Accepts the opportunity's UUID or ref (OPP-7). Returns the prototypes that remain, oldest first.
         */
        delete: operations["removeOpportunityPrototype"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Tasks by number, optionally filtered (spec 2 §4.8). owner is a user UUID or "me". Paged.
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description Creates a task, attached to an opportunity or standing alone (spec 1 §2.6, spec 2 §4.8). status defaults to backlog and priority to medium; creating it in todo or in_progress without an owner makes the caller its owner (spec 1 §3.2). Its ref uses the team's prefix, or TASK without a team.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description One task by UUID or ref (team prefix plus number) (spec 2 §4.8).
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description Deletes a task with its subtasks (spec 2 §4.8), its assignments and its template instance; its activity log stays readable by its UUID. Returns {id, deleted: true}.
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /**
         * Update a task
         * @description Takes the create fields, all optional, nullable where listed (spec 2 §4.8). A status change follows the task transitions of spec 1 §3.2 (409 INVALID_STATE_TRANSITION otherwise); moving an ownerless task to todo or in_progress makes the caller its owner.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/api/v1/tasks/{id}/set-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a task to a status
         * @description Moves a task along spec 1 §3.2: backlog → todo → in_progress → completed, cancelled from any open status, duplicate from backlog or todo, and reopening (completed → todo, cancelled or duplicate → backlog). Moving an ownerless task to todo or in_progress makes the caller its owner. Any other move is 409 INVALID_STATE_TRANSITION with error.data {from, to, allowed}. A subtask of a sequential parent cannot move to in_progress or completed before the subtask before it is finished (409, error.data.blockedBy).
         */
        post: operations["setTaskStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a task's assignments
         * @description People assigned to the task with their own estimates, oldest first (spec 2 §4.20). Unpaged.
         */
        get: operations["listTaskAssignments"];
        put?: never;
        /**
         * Assign a person to a task
         * @description Adds a user to the task with an optional estimate in hours (spec 2 §4.20). Assigning the same user twice is 409 ALREADY_EXISTS.
         */
        post: operations["createTaskAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/assignments/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unassign a person from a task
         * @description Removes one person's assignment (spec 2 §4.20). Returns {taskId, userId, deleted true}.
         */
        delete: operations["deleteTaskAssignment"];
        options?: never;
        head?: never;
        /**
         * Change an assignment's estimate
         * @description Sets estimatedHours of one person's assignment (spec 2 §4.20).
         */
        patch: operations["updateTaskAssignment"];
        trace?: never;
    };
    "/api/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List teams
         * @description Teams of the caller's org by name (spec 2 §4.20). Paged.
         */
        get: operations["listTeams"];
        put?: never;
        /**
         * Create a team
         * @description Creates a team; prefix (2-4 characters, upper case, unique in the org) prefixes its tasks' refs (spec 1 §2.10, spec 2 §8). A taken prefix is 409 ALREADY_EXISTS.
         */
        post: operations["createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a team
         * @description One team by UUID (spec 2 §4.20).
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a team
         * @description Edits name, description, prefix, defaultPrdTemplateId or insightReviewerId (spec 2 §4.20, spec 1 §2.10, §3.2); a new prefix changes the refs of the team's tasks. defaultPrdTemplateId must be an org-wide PRD template or one of this team's (404 naming it otherwise); null clears it.
         */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/api/v1/teams/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a team's members
         * @description Members by name (spec 2 §4.20). Paged.
         */
        get: operations["listTeamMembers"];
        put?: never;
        /**
         * Add a member to a team
         * @description Adds a user of the org to the team (spec 2 §4.20). Adding a member twice is 409 ALREADY_EXISTS.
         */
        post: operations["addTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from a team
         * @description Removes a user from the team (spec 2 §4.20). Returns {teamId, userId, deleted true}.
         */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Users of the caller's org by name (spec 2 §4.20). Salary fields only with compensation:read or a leadership role. Paged.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description One user by UUID (spec 2 §4.20).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Edits a user (spec 2 §4.20). salaryMonthly and salaryCurrency travel as a pair (both or neither) and need a leadership role (em, executive, admin); weeklyHours likewise. Users are not created here: they come from authentication.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rooms
         * @description Rooms of the caller's org (spec 2 §4.17), by name. scope=mine (default): rooms the caller is a member of, and the org's system room; scope=open: open group rooms the caller can join (including those already joined). Private rooms are listed only to their members. Each room carries the caller's membership (joined, role, pinned, notificationLevel). Paged.
         */
        get: operations["listRooms"];
        put?: never;
        /**
         * Create a group room
         * @description Creates a group room (spec 2 §4.17) with the caller as its admin and at least one other member (memberIds: user UUIDs of the org). visibility open (default: anyone in the org can find and join it) or private (invisible, 404, to non-members). Returns the room with the caller's membership.
         */
        post: operations["createRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/dm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a direct-message room
         * @description Returns the direct-message room between the caller and another user of the org (spec 2 §4.17), creating it on first use: the same pair always gets the same room, also when both open it at once (201 when created, 200 when it existed). Not with yourself (400).
         */
        post: operations["createDmRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a room
         * @description One room by UUID (spec 2 §4.17) with the caller's membership. A private room the caller is not a member of is 404.
         */
        get: operations["getRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename or describe a room
         * @description Changes a group room's name or description (spec 2 §4.17). Only the room's admins may; DMs and the system room cannot be edited (422), and an archived room is read-only (409).
         */
        patch: operations["updateRoom"];
        trace?: never;
    };
    "/api/v1/rooms/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a room
         * @description Archives a group room (spec 2 §4.17): terminal and read-only afterwards (no new messages, edits, members or pins); rooms are never deleted. Admins only; DMs and the system room cannot be archived (422). Archiving an archived room returns it unchanged.
         */
        post: operations["archiveRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a room's members
         * @description Members of a room by name, with their role (spec 2 §4.17). The system room lists every user of the org. Paged.
         */
        get: operations["listRoomMembers"];
        put?: never;
        /**
         * Add a member to a room
         * @description Adds a user of the org to a group room, or sets the role of one already in it (spec 2 §4.17); idempotent: adding a member again returns the membership (200) instead of failing. Admins only (403 otherwise); not in DMs or the system room (422); an archived room refuses (409). role admin makes the user an admin too; left out, an existing member keeps their role. An admin cannot demote themself (422).
         */
        post: operations["addRoomMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from a room
         * @description Removes a member from a group room (spec 2 §4.17). Admins remove others; any member may remove themself (leaving), except that an admin cannot remove themself (422: make another member admin, then leave with updateRoomMembership). Not in DMs or the system room (422); an archived room refuses removing others (409), but anyone may still leave it.
         */
        delete: operations["removeRoomMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Join, leave, pin or mute a room
         * @description Sets the caller's own membership of a room (spec 2 §4.17), with absolute values applied in the order join, pin, level, leave: joined true joins an open group room (a private room cannot be joined, 404), pinned pins it in your list, notificationLevel all | mentions | none decides which messages notify you, joined false leaves (the last admin cannot leave, 422; nobody leaves a DM or the system room, 422). Returns the membership.
         */
        patch: operations["updateRoomMembership"];
        trace?: never;
    };
    "/api/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a room's messages
         * @description Top-level messages of a room, newest first (spec 2 §4.17), each with its replyCount and reaction counts; read replies with listMessageThread. Members only (a private room is 404 to others, an open one 403 until joined). At most 100 per page. Paged.
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Post a message
         * @description Posts a message to a room the caller is a member of (spec 2 §4.17), or a reply when parentId is set. Threads have two levels: replying to a reply attaches the new message to that reply's top-level message (parentId in the result says which). @Name or @"Full Name" notifies that user when they can read the room (mention), and members whose notification level is all are notified of every message. An archived room refuses (409).
         */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/pinned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pinned messages
         * @description Pinned messages, most recently pinned first (spec 2 §4.17), in one room (roomId) or in every room the caller is a member of. Paged.
         */
        get: operations["listPinnedMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search messages
         * @description Finds messages whose body contains the query (case-insensitive substring, spec 2 §4.17) in rooms the caller is a member of, best matches first, at most 40. Filters: roomId, authorId, dmWith (the other member of a DM), from and to (createdAt bounds, inclusive). A query under 2 characters (or none) needs at least one filter (400).
         */
        get: operations["searchMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a message
         * @description Deletes the caller's own message (spec 2 §4.17). Only the author (403); system messages cannot be deleted (403); an archived room is read-only (409). A top-level message with replies stays as an empty, deleted message so its thread remains readable.
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        /**
         * Edit a message
         * @description Replaces the body of the caller's own message and marks it edited (spec 2 §4.17). Only the author (403 otherwise); system messages cannot be edited (403); an archived room is read-only (409). New mentions notify.
         */
        patch: operations["updateMessage"];
        trace?: never;
    };
    "/api/v1/messages/{id}/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a message's replies
         * @description The replies to a top-level message, oldest first (spec 2 §4.17); threads have two levels, so replies have no replies of their own. The id of a reply gives its top-level message's thread. Members only. At most 100 per page. Paged.
         */
        get: operations["listMessageThread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}/pinned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pin or unpin a message
         * @description Pins (pinned true) or unpins a message in its room (spec 2 §4.17); absolute, so setting the current state again is a success. Any member may; an archived room is read-only (409). Returns the message.
         */
        post: operations["setMessagePinned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * React to a message
         * @description Adds (on true) or removes (on false) the caller's reaction with one emoji on a message (spec 2 §4.17); absolute, so repeating it changes nothing. Members only; an archived room or a deleted message refuses (409). Returns the message's reactions: [{emoji, count, reactedByMe}].
         */
        post: operations["setMessageReaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List comments on an entity
         * @description The comment thread of a vision, objective, metric, opportunity or task (spec 2 §4.17), oldest first; replies carry parentId. Archived comments are left out unless includeArchived=true. Needs the entity's read capability (404 without it). Paged.
         */
        get: operations["listComments"];
        put?: never;
        /**
         * Comment on an entity
         * @description Adds a comment to the thread of a vision, objective, metric, opportunity or task (spec 2 §4.17), or a reply when parentId is set (one reply level: replying to a reply attaches to its top-level comment). @Name or @"Full Name" notifies that user when they can read the entity. Needs the entity's read capability (404 without it); a parentId that is not a comment on the same entity is 404 naming it.
         */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description Deletes the caller's own comment and its replies (spec 2 §4.17). Only the author (403); system comments cannot be deleted (403); archive a comment to hide it without losing it.
         */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        /**
         * Edit a comment
         * @description Replaces the body of the caller's own comment and marks it edited (spec 2 §4.17). Only the author (403); system comments cannot be edited (403). New mentions notify.
         */
        patch: operations["updateComment"];
        trace?: never;
    };
    "/api/v1/comments/{id}/archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive or restore a comment
         * @description Archives (archived true) or restores a comment (spec 2 §4.17); absolute. Allowed to its author and to the entity's owner: the vision's owner, the objective's DRI, the metric's steward, the opportunity's lead or the task's owner (403 otherwise). Archived comments are left out of listComments unless includeArchived=true.
         */
        post: operations["setCommentArchived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/comments/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * React to a comment
         * @description Adds (on true) or removes (on false) the caller's reaction with one emoji on a comment (spec 2 §4.17); absolute. Needs the entity's read capability. Returns the comment's reactions: [{emoji, count, reactedByMe}].
         */
        post: operations["setCommentReaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflow templates
         * @description The org's workflow templates by name, each with its ordered steps (spec 2 §4.13); filter by defaultEntityType. Paged.
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Create a workflow template
         * @description Creates a template (spec 2 §4.13) with the given ordered steps (optional) followed by the system-managed terminal steps Completed and Cancelled. A step's defaultDriUserId defaults to the caller. isDefault true makes it the one default template of its defaultEntityType (the previous default stops being one). Returns the template with its steps.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand off to another step
         * @description Moves an instance to a target step (spec 2 §4.13): with markComplete the active step is completed (otherwise it is paused), the target (pending or paused) becomes active, and its owner gets a notification carrying message. Returns the instance.
         */
        post: operations["handoffTemplateStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/default/{entityType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the default template of an entity type
         * @description The org's default template for opportunities, tasks or customers (spec 2 §4.13); 404 when none is set (make one with updateTemplate isDefault true).
         */
        get: operations["getDefaultTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/steps/{stepId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a template step
         * @description Deletes a non-terminal step (spec 2 §4.13); the steps after it move up. The terminal Completed and Cancelled steps cannot be deleted (422). Step instances made from it keep their copy. Returns the template.
         */
        delete: operations["deleteTemplateStep"];
        options?: never;
        head?: never;
        /**
         * Update a template step
         * @description Changes a step's title, description, default DRI, SLA or position among the non-terminal steps (spec 2 §4.13). The terminal Completed and Cancelled steps cannot be changed (422). Returns the template.
         */
        patch: operations["updateTemplateStep"];
        trace?: never;
    };
    "/api/v1/templates/instances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a template on an entity
         * @description Applies a template to an opportunity, task or customer (spec 2 §4.13): copies its steps as step instances (each owned by its default DRI) and, with activateFirstStep, activates the first one. Refused with 409 while the entity already runs an instance (swap it instead). Sets the entity's workflowId. Needs the entity's update capability.
         */
        post: operations["startTemplateInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/instances/swap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Swap the template running on an entity
         * @description Replaces the entity's running instance with one of another template (spec 2 §4.13): steps of the new template whose titles match a completed step of the old one start completed, the first remaining step takes over the old one's active or paused status. Needs the entity's update capability. 409 when the entity runs no instance (start one instead).
         */
        post: operations["swapTemplateInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/instances/steps/{stepInstanceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a step or change its owner
         * @description Changes a step instance's status and/or owner (driId) (spec 2 §4.13). Moves: pending → active | skipped; active → paused | completed | skipped; paused → active | skipped; any other is 409 with error.data.allowed. Only one step is active at a time (409 naming it; use the handoff to move on). Completing or skipping activates the next pending step; reaching the terminal Completed step ends the instance (an opportunity on it becomes completed). Terminal steps cannot be changed (422). Returns the instance.
         */
        patch: operations["updateStepInstance"];
        trace?: never;
    };
    "/api/v1/templates/instances/{entityType}/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the template instance of an entity
         * @description The template instance driving an opportunity, task or customer — the running one, else the latest ended one — with its steps and the current step (spec 2 §4.13). 404 when the entity has none. entityId takes the UUID or ref.
         */
        get: operations["getTemplateInstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workflow template
         * @description One template with its ordered steps (spec 2 §4.13).
         */
        get: operations["getTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete a workflow template
         * @description Deletes a template that nothing uses (spec 2 §4.13). While any opportunity, task or customer is on it, or has an instance of it, it is refused with 409 and error.data.usage; move them first with reassignTemplate.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /**
         * Update a workflow template
         * @description Changes a template's name or description, or makes it (isDefault true) the one default of its defaultEntityType, or stops it being the default (spec 2 §4.13). Steps change through the step operations.
         */
        patch: operations["updateTemplate"];
        trace?: never;
    };
    "/api/v1/templates/{id}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a step to a template
         * @description Adds a step before the terminal steps (spec 2 §4.13): at position (1-based, among the non-terminal steps; default last). defaultDriUserId defaults to the caller. Running instances are not changed. Returns the template.
         */
        post: operations["addTemplateStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a template is used
         * @description How many opportunities, tasks and customers are on the template or have an instance of it, and how many instances are running (spec 2 §4.13).
         */
        get: operations["getTemplateUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{id}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move everything on a template to another
         * @description Moves every opportunity, task and customer on this template to the replacement (spec 2 §4.13): their workflowId changes and each running instance is swapped as swapTemplateInstance does (completed steps whose titles match are kept). Needs template:delete, task:update and opportunity:update. Returns the usage of the replacement.
         */
        post: operations["reassignTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description The org's categories in their sort order (then by label) (spec 2 §4.13), including the system categories Bug and Incident that every org has. Use it to find the categoryId to file a task or opportunity under. Each category has its label, slug, color, sortOrder and whether it is a system one. Paged.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description Creates a category (spec 2 §4.13) with a label and an optional color (default #6e7781). Its slug is derived from the label (lower case, dashes) and made unique in the org with a numeric suffix (bug-2); it never changes afterwards. It goes last in the sort order unless sortOrder is given. Returns the category.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a category
         * @description One category of the org by UUID (spec 2 §4.13) with its label, slug, color, sortOrder and system flag. 404 when it does not exist or belongs to another org.
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        /**
         * Delete a category
         * @description Deletes a category (spec 2 §4.13, §7). Refused with 409 for a system category (error.data.system true) and for one that tasks or opportunities are filed under or time is logged on (error.data names the counts, tasks, opportunities and timeEntries): move them to another category first. Returns {id, deleted: true}.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /**
         * Update a category
         * @description Changes a category's label, color or sortOrder (spec 2 §4.13); omitted fields stay. The slug never changes, even when the label does. System categories (Bug, Incident) may be relabelled, recoloured and reordered. Returns the category.
         */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description The org's tags by name, case-insensitively (spec 2 §4.21). Use it to find the tagIds to put on opportunities, tasks and insights. Paged.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description Creates a tag with a name, unique in the org regardless of case, and an optional color (spec 2 §4.21). A name already used, in any case, is 409 ALREADY_EXISTS: list tags and reuse that one. Returns the tag; put its id in an entity's tagIds.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a tag
         * @description Deletes a tag and removes it from every opportunity and task that carries it, in one step (spec 2 §4.21). Returns {id, deleted: true}.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /**
         * Rename or recolour a tag
         * @description Changes a tag's name or color (null clears the color) (spec 2 §4.21); entities keep the tag. A name another tag has (in any case) is 409 ALREADY_EXISTS. Returns the tag.
         */
        patch: operations["updateTag"];
        trace?: never;
    };
    "/api/v1/prd-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List PRD templates
         * @description PRD templates by name (spec 2 §4.13): the org-wide ones and those of the teams the caller is a member of. allTeams=true lists every team's too and needs prd_template:update (403 otherwise). Each carries its markdown content and teamId (null when org-wide); a team's default is its defaultPrdTemplateId. Paged.
         */
        get: operations["listPrdTemplates"];
        put?: never;
        /**
         * Create a PRD template
         * @description Creates a PRD template (spec 2 §4.13): a name and markdown content, for a team (teamId: you must be a member, or hold prd_template:update) or org-wide (teamId null or omitted: needs prd_template:update; 403 otherwise). Returns the template; set it as a team's default with updateTeam (defaultPrdTemplateId).
         */
        post: operations["createPrdTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prd-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a PRD template
         * @description One PRD template by UUID with its markdown content (spec 2 §4.13). Another team's template is 404 unless you are a member of that team or hold prd_template:update.
         */
        get: operations["getPrdTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete a PRD template
         * @description Deletes a PRD template (spec 2 §4.13). Teams that had it as their default and opportunities that used it keep working without one (their reference becomes null). An org-wide template needs prd_template:update. Returns {id, deleted: true}.
         */
        delete: operations["deletePrdTemplate"];
        options?: never;
        head?: never;
        /**
         * Update a PRD template
         * @description Changes a PRD template's name, content or team (spec 2 §4.13); omitted fields stay. teamId (a team UUID or prefix) moves it to that team, and a team it leaves no longer has it as its default; null makes it org-wide. Another team's template is 404 unless you are its member or hold prd_template:update. Returns the template.
         */
        patch: operations["updatePrdTemplate"];
        trace?: never;
    };
    "/api/v1/opportunities/{id}/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything about an opportunity
         * @description The opportunity with its PRD, the objectives it serves (each with metric, target, latest reading and progress toward the target), its comment thread, the template step now running, and linked customers, insights and pull requests — in one read (spec 2 §4.7, §4.21). Sections the caller cannot read are null.
         */
        get: operations["getOpportunityContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything about a task
         * @description The task with its engineering spec (content), its parent and subtasks, assignments, phase, the opportunity it serves with the PRD, that opportunity's objectives with their progress, its comment thread and the template step now running — in one read (spec 2 §4.21). Sections the caller cannot read are null.
         */
        get: operations["getTaskContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a task over
         * @description Hands a task to someone (spec 2 §4.21): the note becomes a system comment on the task's thread, and the receiver gets a handoff notification carrying it. With toUserId the task's owner becomes that user; without it, the task's owner and assignees other than the caller are notified. Returns the task.
         */
        post: operations["createTaskHandoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/{id}/synthesize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft a PRD
         * @description Returns a draft PRD (markdown) assembled from the opportunity's description, the objectives it serves with their metric, target and progress, its validation risks and votes, its scorecard, its phases and tasks, and linked insights' verbatims (spec 2 §4.7, §8). Drafts are cached for an hour: cached, ageMs and staleSinceLastSynth (the inputs changed since) say so; bypassCache drafts anew. It never writes the PRD: apply it with updateOpportunity content.
         */
        post: operations["synthesizeOpportunityPrd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/opportunities/phases/{phaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a delivery phase
         * @description Deletes a delivery phase (spec 2 §4.7); its tasks stay on the opportunity without a phase, and the phases after it move up one place.
         */
        delete: operations["deleteOpportunityPhase"];
        options?: never;
        head?: never;
        /**
         * Update a delivery phase
         * @description Changes a delivery phase's title, owner or target date (spec 2 §4.7); null clears the owner, and a null target date makes the phase open ended. The order changes with reorderOpportunityPhases. Returns the phase.
         */
        patch: operations["updateOpportunityPhase"];
        trace?: never;
    };
    "/api/v1/opportunities/phases/{fromPhaseId}/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand off from a delivery phase to the next
         * @description Records that a delivery phase hands over to the next one (spec 2 §4.7): the note becomes a system comment on the opportunity's thread and the next phase's owner is notified (type handoff). An empty or omitted note is a no-op: nothing is written and handedOff is false. Nothing else changes (phases have no state). Returns what was written.
         */
        post: operations["handoffOpportunityPhase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/objectives/{id}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer claims on an objective
         * @description Open customer insights with an impact on the objective (spec 2 §4.5), by committed date (undated last): each with the estimated delta, the date committed to the customer, the linked work and conditionStatus (no_work, in_progress, delivered, broken). Unpaged.
         */
        get: operations["listObjectiveClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description The org's customer accounts by name (spec 2 §4.11), optionally only those in one lifecycle status. Use it to find a customer's id or ref (CUS-3) before reading its contacts, insights, ARR or feed. Paged.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer account (spec 2 §4.11) with a name and optionally status (default prospect; churned and lost are reached by moving a customer there with a reason), owner, current ARR, health, customerSince and a free-form profile. Returns the customer (201) with its ref CUS-<n>.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/commitments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List commitments to customers
         * @description Dated promises to customers, soonest deadline first (spec 2 §4.11): insights rooted at a customer with a deadline, not rejected or archived, each with its linked work and atRisk (work not all completed and the deadline passed, or the deadline within 14 days and no linked work in progress). Optionally one customer's, or only those at risk. Paged.
         */
        get: operations["listCustomerCommitments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/arr-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summarize ARR
         * @description ARR across the org (spec 2 §4.11): per lifecycle status the number of customers and the sum of their current ARR, and a monthly waterfall (starting, new, expansion, contraction, churned, ending) derived from ARR points over from..to (months; default the last 12 months including this one).
         */
        get: operations["getCustomerArrSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description One customer account by UUID or ref (CUS-3) (spec 2 §4.11), with its lifecycle moves as actions (a move to churned or lost needs a reason) and links to its contacts, insights, ARR and feed.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete a customer
         * @description Deletes a customer account with its insights, contacts, feed notes, ARR points and opportunity links (spec 2 §4.11); the opportunities themselves stay. Returns {id, deleted: true}.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Changes a customer's name, owner, ARR, health, customerSince, profile or lifecycle status (spec 2 §4.11). Status moves follow the lifecycle: prospect → onboarding, pilot, live, lost; onboarding → pilot, live, churned, lost; pilot → onboarding, live, churned, lost; live → churned; churned and lost → prospect; any other move is 409 with the allowed ones. A move to churned or lost needs reason, which is stored as an insight rooted at the customer (source observation). Returns the customer.
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/api/v1/customers/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's contacts
         * @description The people at a customer account, the primary contact first, then by name (spec 2 §4.11). Unpaged.
         */
        get: operations["listCustomerContacts"];
        put?: never;
        /**
         * Add a contact to a customer
         * @description Adds a person to a customer account (spec 2 §4.11): name plus optional title, role, email, phone, notes and primary. A customer has at most one primary contact: adding a primary one demotes the previous one in the same write. Returns the contact (201).
         */
        post: operations["createCustomerContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a customer contact
         * @description Removes a contact from a customer account (spec 2 §4.11). Returns {id, deleted: true}.
         */
        delete: operations["deleteCustomerContact"];
        options?: never;
        head?: never;
        /**
         * Update a customer contact
         * @description Changes a contact's fields (spec 2 §4.11); primary true demotes the customer's previous primary contact in the same write, primary false leaves the customer without one. Returns the contact.
         */
        patch: operations["updateCustomerContact"];
        trace?: never;
    };
    "/api/v1/customers/{id}/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's opportunities
         * @description The opportunities linked to a customer, newest link first, each with the template step instance it is pinned to (stepInstanceId, null when unpinned) (spec 2 §4.11). Unpaged.
         */
        get: operations["listCustomerOpportunities"];
        put?: never;
        /**
         * Link an opportunity to a customer
         * @description Links an opportunity (UUID or OPP-7) to a customer (spec 2 §4.11), optionally pinned to one step instance of the opportunity's template; stepInstanceId omitted or null unpins. Idempotent: linking a linked opportunity again only sets the pin. Returns the link.
         */
        post: operations["linkCustomerOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/opportunities/{opportunityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink an opportunity from a customer
         * @description Removes the link between a customer and an opportunity (spec 2 §4.11); the opportunity stays. 404 when they are not linked. Returns {id, deleted: true} with the opportunity's id.
         */
        delete: operations["unlinkCustomerOpportunity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a customer's feed
         * @description A customer's feed, newest first (spec 2 §4.11): account notes, status updates posted on its linked opportunities, decisions on its insights, and linked opportunities completed (shipped). Paged.
         */
        get: operations["listCustomerUpdates"];
        put?: never;
        /**
         * Post an account note
         * @description Posts a note to a customer's feed (spec 2 §4.11): what happened on the account (a call, an escalation, a renewal signal). Returns the feed entry (201).
         */
        post: operations["createCustomerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/arr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's ARR points
         * @description A customer's ARR history, oldest effective date first (spec 1 §2.8, spec 2 §4.11), each point with its delta from the one before (derived, never stored). Unpaged.
         */
        get: operations["listCustomerArrPoints"];
        put?: never;
        /**
         * Record an ARR point
         * @description Records that a customer's ARR was level from effectiveDate on (spec 1 §2.8, spec 2 §4.11). A date in the future is 400. When the point is the customer's latest (no point has a later effective date), it also sets the customer's current ARR. Returns the point with its delta (201).
         */
        post: operations["createCustomerArrPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/arr/{arrPointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an ARR point
         * @description Deletes one ARR point of a customer (spec 2 §4.11); the customer's current ARR is not recomputed (set it with an update if it should change). Returns {id, deleted: true}.
         */
        delete: operations["deleteCustomerArrPoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List insights
         * @description Customer evidence, newest first (spec 2 §4.12), filtered by status, customer, linked opportunity, task or objective, review team, recorder, tag and full-text q over verbatim and interpretation. Archived insights are left out unless includeArchived is true or status is archived. Paged.
         */
        get: operations["listInsights"];
        put?: never;
        /**
         * Record an insight
         * @description Records customer evidence (spec 1 §2.9, spec 2 §4.12): the verbatim ask, where it came from (source) and who asked. Exactly one demand root: customerId (a customer, UUID or CUS-3), stakeholderUserId (a user of the org, or me) or externalStakeholderId (from the external stakeholders list); none or two is 400 naming the fields. Optional interpretation, moscow priority, deadline (a date promised to the customer), tags, links to work and objective impacts are set here or later. The insight starts created. Returns the insight (201).
         */
        post: operations["createInsight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/blocking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List insights blocked by work
         * @description The insights whose link to one opportunity or task is marked blocking (spec 2 §4.12): exactly one of opportunityId or taskId. Unpaged, newest first.
         */
        get: operations["listBlockingInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an insight
         * @description One insight by UUID or ref (INS-4) (spec 2 §4.12) with its links and impacts; its actions offer the valid status moves and link operations.
         */
        get: operations["getInsight"];
        put?: never;
        post?: never;
        /**
         * Delete an insight
         * @description Deletes an insight with its links and impacts (spec 2 §4.12); consider archiving it instead (set_insight_status archived) to keep the evidence. Returns {id, deleted: true}.
         */
        delete: operations["deleteInsight"];
        options?: never;
        head?: never;
        /**
         * Update an insight
         * @description Changes an insight's verbatim, interpretation, source, moscow, deadline, tags or demand root (spec 2 §4.12). Changing the root means naming one root and setting the others to null, so that exactly one remains (400 naming the fields otherwise). Status moves go through set_insight_status and set_insight_review_team. Returns the insight.
         */
        patch: operations["updateInsight"];
        trace?: never;
    };
    "/api/v1/insights/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link an insight to work or an objective
         * @description Links an insight to an opportunity, task or objective (spec 2 §4.12), optionally pinned. Attaching an opportunity or task to a created insight makes it active (delivered at once if all its linked work is already completed). Linking again only updates pinned. Returns the insight.
         */
        post: operations["attachInsight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}/detach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlink an insight
         * @description Removes an insight's link to an opportunity, task or objective (spec 2 §4.12). 404 when not linked. Returns the insight.
         */
        post: operations["detachInsight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}/set-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an insight link's flags
         * @description Sets pinned and/or blocking on an existing link of the insight (spec 2 §4.12): at least one flag; blocking marks an opportunity or task the ask waits on and is refused (400) on objective links. 404 when not linked. Returns the insight.
         */
        post: operations["setInsightLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}/set-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide on an insight
         * @description Moves an insight to rejected, need_context or archived (spec 1 §3.2, spec 2 §4.12), from any status. rejected needs note (5-1000 characters) and rejectionCategory; the decision is posted to the org's system room and, for a customer's insight, to the customer's feed. need_context needs note and returns the insight to its recorder (a notification). archived hides it from default lists. Moving to its current status is 409. Returns the insight.
         */
        post: operations["setInsightStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}/set-review-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an insight for review
         * @description Sends an insight to a team for review (spec 1 §3.2, spec 2 §4.12): with a team (UUID or prefix) it becomes review and the team's insight reviewer is notified; with null the review ends and a live insight becomes active when it has linked work, else created. A terminal insight (rejected, delivered, archived) keeps its outcome. Returns the insight.
         */
        post: operations["setInsightReviewTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}/set-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an insight's tags
         * @description Replaces an insight's tags with the given list (spec 2 §4.12); an empty list clears them. Returns the insight.
         */
        post: operations["setInsightTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}/set-impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an insight's objective impacts
         * @description Replaces an insight's objective impacts with the given list (spec 2 §4.12): per objective (UUID or OBJ-2), the delta the ask would move its metric by, in that metric's unit. An empty list clears them; an objective twice is 400. Returns the insight.
         */
        post: operations["setInsightImpact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external-stakeholders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List external stakeholders
         * @description The org's external stakeholders by name, at most 500 (spec 2 §4.12): demand roots outside the org, for insights that come from neither a customer nor a colleague.
         */
        get: operations["listExternalStakeholders"];
        put?: never;
        /**
         * Add an external stakeholder
         * @description Adds an external stakeholder (spec 2 §4.12). Names are unique regardless of case: a name already there returns the existing stakeholder with 200 instead of 201.
         */
        post: operations["createExternalStakeholder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer's onboarding
         * @description A customer's onboarding (spec 2 §4.11): the template instance driving it and its milestones in order, each with DRI, the ARR tranche it unlocks, its task, attached work and due date. hasOnboarding is false when it was never started.
         */
        get: operations["getCustomerOnboarding"];
        put?: never;
        /**
         * Start a customer's onboarding
         * @description Starts onboarding (spec 1 §3.2, spec 2 §4.11): applies templateId, else the org's default customer template (404 with how to make one when there is none), seeds the milestones from its steps and activates the first; a prospect or pilot becomes onboarding. Refused (409) while an onboarding runs, and for live, churned or lost customers. Returns the onboarding (201).
         */
        post: operations["startCustomerOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/onboarding/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a customer's onboarding
         * @description Completes the active onboarding milestone and activates the next (spec 2 §4.11): name it by stepInstanceId or by its template stepId (exactly one; 409 when it is not the active one). A completed milestone with an ARR tranche records an ARR point raising the customer's ARR by it. Advancing past the last milestone completes the onboarding, as complete does. Returns the onboarding.
         */
        post: operations["advanceCustomerOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a customer's onboarding
         * @description Makes a prospect, onboarding or pilot customer live (spec 1 §3.2, spec 2 §4.11): a running onboarding lands on its Completed step (remaining milestones skipped), customerSince is stamped (today, when not set) and the customer's followers are notified. Never revives a churned or lost customer (409), and a live one is 409. Returns the customer.
         */
        post: operations["completeCustomerOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/onboarding/steps/{stepInstanceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an onboarding milestone
         * @description Sets a milestone's DRI (a user, or me), the ARR tranche it unlocks (null clears it) or its task (spec 2 §4.11; setting taskId also needs task:update; null clears it). Returns the milestone.
         */
        patch: operations["updateCustomerOnboardingStep"];
        trace?: never;
    };
    "/api/v1/customers/{id}/onboarding/steps/{stepInstanceId}/work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create work for an onboarding milestone
         * @description Creates a task (kind task: needs task:create and teamId) or an opportunity (kind opportunity: needs opportunity:create) for an onboarding milestone and attaches it (spec 2 §4.11): the task carries the milestone as its onboardingStepInstanceId; the opportunity is linked to the customer, pinned to the milestone. Returns {kind, id, ref} (201).
         */
        post: operations["createCustomerOnboardingStepWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's reviews
         * @description A customer's stored pre-meeting reviews, newest first (spec 2 §4.11). Paged.
         */
        get: operations["listCustomerReviews"];
        put?: never;
        /**
         * Build a customer review
         * @description Builds and stores a pre-meeting digest of a customer since from (spec 1 §2.8, spec 2 §4.11): new asks, shipped work, feed updates, overdue commitments, delayed work and stuck asks (created or in review for 30+ days), with a narrative written from them. from is a date, not in the future. Returns the review (201).
         */
        post: operations["createCustomerReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer review
         * @description One stored review of the customer (spec 2 §4.11).
         */
        get: operations["getCustomerReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List insights similar to one
         * @description Near-duplicates of an insight and past rejections of similar asks, most similar first, at most 20 (spec 2 §4.12): check them before recording or promoting the same ask twice. Similarity is lexical (trigrams over verbatim and interpretation, raised by full-text rank).
         */
        get: operations["listSimilarInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/patterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the insight pattern board
         * @description Clusters of similar unjudged insights (created or review, no linked work), largest ARR at stake first (spec 2 §4.12), each with a stable id, its insights, customer count and ARR at stake. Act on one with attach-work (link every insight to an opportunity or task), link-insights, dismiss, or promote it with patternPromotion when creating an opportunity.
         */
        get: operations["getInsightPatterns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/patterns/{patternId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Promote a pattern to an opportunity (deprecated)
         * @deprecated
         * @description Deprecated (spec 2 §9): create the opportunity with patternPromotion {patternId} instead, or attach the pattern to existing work. Still works: creates an opportunity titled title (default the pattern's label) linked to every insight of the pattern, and answers with a Deprecation header and meta.deprecation. Also needs opportunity:create. Returns the opportunity (201).
         */
        post: operations["acceptInsightPattern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/patterns/{patternId}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a pattern
         * @description Takes a pattern off the board (spec 2 §4.12); the same cluster does not come back. Returns the pattern.
         */
        post: operations["dismissInsightPattern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/patterns/{patternId}/attach-work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a pattern to work
         * @description Links every insight of the pattern to an existing opportunity or task (spec 2 §4.12), as attach does for each (created insights become active), and marks the pattern attached. entityId is a UUID or ref (OPP-7, ENG-12). Returns the pattern.
         */
        post: operations["attachInsightPatternWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/insights/patterns/{patternId}/link-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add insights to a pattern
         * @description Adds the given insights (UUIDs or refs INS-4) to an open pattern (spec 2 §4.12); they stay in it across reads. Returns the pattern.
         */
        post: operations["linkInsightPatternInsights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List intake
         * @description Incoming customer evidence as an intake queue, oldest first (spec 1 §3.1, spec 2 §4.21): each insight with its intake status (new = created; needs_shaping = need_context or review; accepted = active or delivered; rejected), source, customer and age. Filter by status, source, customer. Paged.
         */
        get: operations["listIntake"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/intake/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get intake statistics
         * @description Intake at a glance (spec 2 §4.21): items per intake status, the median and oldest age of new items in hours, and counts per source.
         */
        get: operations["getIntakeStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cycles
         * @description Team iterations, by start date (spec 2 §4.8), optionally one team's. Paged.
         */
        get: operations["listCycles"];
        put?: never;
        /**
         * Create a cycle
         * @description Creates a team iteration from startsOn to endsOn, both included (spec 2 §4.8). Cycles of one team never overlap: an overlap is 409 naming the other cycle. name defaults to Cycle <number>. Returns the cycle (201).
         */
        post: operations["createCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cycles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a cycle
         * @description Renames a cycle or moves its dates (spec 2 §4.8); an overlap with another cycle of the team is 409. Moving endsOn later moves the finish of every open task in the cycle: when that passes a date promised to a customer it is refused with 409 PROMISE_BREAKS and error.data.breaks, as move-cycle does; re-send with those breaks as acknowledgedBreaks to change it anyway (each break recorded, the customer's feed and the insight's recorder told). Returns the cycle.
         */
        patch: operations["updateCycle"];
        trace?: never;
    };
    "/api/v1/tasks/planned-work-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summarize planned work
         * @description Coverage of planned work from from to to (at most 366 days), optionally for one team (spec 2 §4.8): per cycle overlapping the window and in total, tasks, estimated minutes, unestimated tasks, capacity (members' weekly hours over the days in the window) and coverage; plus open tasks scheduled to no cycle.
         */
        get: operations["getPlannedWorkSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/move-cycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a task to another cycle
         * @description Schedules a task into a cycle of its team, or unschedules it with cycleId null (spec 2 §4.8, §7). When the move would make work promised to a customer finish after the promised date (an insight with a deadline linked to the task or its opportunity; unscheduling counts), it is refused with 409 PROMISE_BREAKS and error.data.breaks; re-send the same request with those breaks as acknowledgedBreaks to move anyway: each break is recorded, the claim becomes broken, the customer's feed and the insight's recorder are told. Returns the task.
         */
        post: operations["moveTaskCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files
         * @description The org's files, newest first (spec 2 §4.18), or the files attached to one record: entityType and entityId together (one without the other is 400). Paged. Read a file by id for its download URL.
         */
        get: operations["listFiles"];
        put?: never;
        /**
         * Request a file upload
         * @description Requests an upload (spec 2 §4.18, spec 1 §3.2): declare the file's sha256 (64 lowercase hex), filename, contentType (one of the allowed types) and size in bytes, and optionally a record to attach it to. Returns the pending file and a presigned request (uploadUrl, uploadMethod PUT, the headers in fields, expiresAt): send exactly those bytes with those headers, then confirm. The JSON API never carries file bytes. An upload that would take the org past its storage quota is 422 PLAN_LIMIT_EXCEEDED; a size over the per-file limit is 400.
         */
        post: operations["createFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/storage-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get storage usage
         * @description The org's storage against its quota (spec 2 §4.18): bytesUsed, quota, percent and fileCount. Pending uploads hold their size until their upload request expires; failed and deleted files hold nothing.
         */
        get: operations["getFileStorageUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file
         * @description One file (spec 2 §4.18): its status, declared size, SHA-256 and type, what it is attached to, and, only when clean, a presigned downloadUrl valid for about 15 minutes (downloadExpiresAt). After confirm, poll it until status is clean or failed.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description Deletes a file and removes its bytes from the object store (spec 2 §4.18). Irreversible: its attachments, prototypes and avatar uses go with it. Only its uploader or an admin may delete it (403 otherwise).
         */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a file upload
         * @description Tells Sextant the bytes are uploaded (spec 2 §4.18, spec 1 §3.2): a pending file whose object is in the store becomes processing, and a background job checks the stored bytes themselves (size, SHA-256, sniffed type against contentType and the allowed types), ending clean or failed with processingError. etag is the ETag header the upload answered with. Repeated confirm returns the current state; confirming before the bytes are uploaded is 409.
         */
        post: operations["confirmFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a file to a record
         * @description Attaches the file to a record of the org (spec 2 §4.18): entityType and entityId (UUID or ref; 404 when the record does not exist or cannot be read). Idempotent: attaching twice keeps one attachment. A failed file cannot be attached (409). Returns the file.
         */
        post: operations["attachFile"];
        /**
         * Detach a file from a record
         * @description Removes the file's attachment to a record (spec 2 §4.18); the file itself stays. Idempotent: detaching what is not attached succeeds. Returns the file.
         */
        delete: operations["detachFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List time entries
         * @description Your time entries in a window, newest day first (spec 2 §4.16): from and to (dates, both included, at most 366 days apart; default the last 30 days). engineerId lists another user's entries and needs compensation:read or a leadership role (em, executive, admin). cost and currency appear only for credentials that may see financial fields. Paged.
         */
        get: operations["listTimeEntries"];
        put?: never;
        /**
         * Log time
         * @description Logs hours on a day (spec 2 §4.16): entryDate, hours (0-24, in hundredths) and exactly one target of opportunityId, taskId (UUIDs or refs) or miscCategoryId (a category; needs a note). entryKind defaults to other; vacation and sick are untracked, need a note and take no target. Your total for a day cannot pass 24 hours. Returns the entry (201).
         */
        post: operations["createTimeEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a time entry
         * @description Deletes one of your manual entries (spec 2 §4.16). Another user's entry is 404; an entry from an integration is 409 INVALID_STATE_TRANSITION.
         */
        delete: operations["deleteTimeEntry"];
        options?: never;
        head?: never;
        /**
         * Update a time entry
         * @description Changes one of your manual entries (spec 2 §4.16): any field of create; a new target replaces the old one (send null for the others). Another user's entry is 404; an entry from an integration is 409 INVALID_STATE_TRANSITION. Returns the entry.
         */
        patch: operations["updateTimeEntry"];
        trace?: never;
    };
    "/api/v1/time-entries/aggregate-by-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregate time by category
         * @description Tracked hours of everyone (or of one team's members) between from and to, bucketed by category, with their cost in the org's base currency (spec 2 §4.16). Vacation and sick are left out; hours of users without a salary or without a rate for their currency are reported as unpricedHours.
         */
        get: operations["aggregateTimeEntriesByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-entries/costs-for-range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List costs for a window
         * @description The cost of every tracked entry between from and to, newest first, at most 5000 rows with truncated set when there were more (spec 2 §4.16, §8); the totals cover the whole window. userId is null unless the credential holds compensation:read or a leadership role.
         */
        get: operations["listTimeEntryCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-entries/actual-cost-for-opportunity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an opportunity's actual cost
         * @description What the time logged on an opportunity and its tasks has cost, in the org's base currency (spec 2 §4.16): 0 when nothing was logged. Accepts the opportunity's UUID or ref.
         */
        get: operations["getOpportunityActualCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-entries/actual-cost-for-task/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task's actual cost
         * @description What the time logged on a task and its subtasks has cost, in the org's base currency (spec 2 §4.16): 0 when nothing was logged. Accepts the task's UUID or ref.
         */
        get: operations["getTaskActualCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-entries/upsert-range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace your time in a window
         * @description Replaces your manual entries between from and to (spec 2 §4.16, §8): deletes them and writes rows, in one transaction (all or nothing). Every row's entryDate must fall inside the window (400 naming the row); empty rows clears the window. A window holding entries from an integration (an issue tracker) is refused with 409 INVALID_STATE_TRANSITION, listing them in error.data (nothing written). At most 366 days (both ends included) and 500 rows; for more rows, split the window itself into shorter windows (each call replaces its whole window, so two calls over one window keep only the second's rows).
         */
        post: operations["upsertTimeEntryRange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-entries/for-opportunity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List time logged on an opportunity
         * @description Time logged on an opportunity and its tasks, newest day first (spec 2 §4.16): date, hours, note, task and kind. The engineer fields userId and userName are null unless the credential holds compensation:read or a leadership role. Paged.
         */
        get: operations["listOpportunityTimeEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an authorization (OAuth 2.0 authorization code flow)
         * @description The authorization endpoint (RFC 6749 §4.1.1, PKCE RFC 7636, resource indicators RFC 8707; spec 2 §5.4, §5.6), opened in the browser of the person installing the app. Every authorization needs an org admin's approval: the answer is a 303 to the consent page `/oauth/interaction/{uid}` (getOAuthConsentPage), with the interaction cookie set. Once the admin approves or denies, GET /oauth/authorize/{uid} (the resume step, served by the authorization server) answers a 303 to redirect_uri with `code`, `state` and `iss` (RFC 9207), or with `error`, `error_description`, `state` and `iss` (RFC 6749 §4.1.2.1): invalid_request (e.g. no PKCE, or method plain), unauthorized_client, access_denied (denied, or an app of another org), unsupported_response_type, invalid_scope (a scope outside the client's registered scope, or none left that the admin may grant; scopes no app is ever granted — compensation:read, org:manage, unknown names — are ignored, RFC 6749 §3.3, and the consent page lists them as never granted), invalid_request also for an actor other than app, invalid_target (an unknown resource), server_error, login_required (prompt=none: consent is always interactive). Redeem the code at POST /api/oauth/token within 60 seconds, once. An unknown client_id or a redirect_uri that is not registered is never redirected: the answer is a 400 HTML page. Served by the authorization server outside the API pipeline: never an envelope.
         */
        get: operations["authorizeOAuthClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/interaction/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consent page of an authorization
         * @description The server-rendered page where an org admin approves or denies an app (spec 2 §5.4), reached by the 303 of GET /oauth/authorize. Without an admin session it shows sign-in: paste an org admin's API key (POST /oauth/interaction/{uid}/login), or open a one-time sign-in link printed by `npm run --silent admin -- login-link --user <id>` (GET /oauth/login). Signed in as an org admin, it shows the app's name (labelled a verified app of the org, or an unverified client that registered itself), the host of its redirect_uri, who the grant will act as (the admin, or the app with actor=app), and one checkbox per requested scope the admin holds (compensation:read and org:manage never), with Approve and Deny (POST /oauth/interaction/{uid}/confirm). An interaction lasts 10 minutes. Served outside the API pipeline: HTML, never an envelope.
         */
        get: operations["getOAuthConsentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/interaction/{uid}/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in to the consent page with an admin's API key or a sign-in link
         * @description The sign-in form of the consent page: an org admin pastes one of their admin API keys (`sextant_live_…`), or a one-time sign-in link (or its token) printed by `npm run --silent admin -- login-link --user <id>`. The answer is a 303 back to the consent page with the admin session cookie `sextant_admin` (HttpOnly, SameSite=Lax, Secure behind HTTPS); the key itself is never stored in the cookie. A key that is unknown, revoked or not an org admin's admin key, or a link that was used, expired or is unknown, is refused with a 403 page. Served outside the API pipeline: HTML, never an envelope.
         */
        post: operations["signInOAuthConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/interaction/{uid}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or deny an authorization
         * @description The consent form's submission by the signed-in org admin. decision=approve grants the ticked scopes that the admin holds (compensation:read and org:manage never; with nothing left, the client gets invalid_scope) as a new grant acting as the admin, or as the app when the authorization asked actor=app; decision=deny grants nothing. The answer is a 303 to `/oauth/authorize/{uid}`, which redirects the browser to the client's redirect_uri with a code (approve) or `error=access_denied` (deny). A missing admin session or a bad CSRF token is a 403 page. Served outside the API pipeline: HTML, never an envelope.
         */
        post: operations["confirmOAuthConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/interaction/{uid}/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of the consent page
         * @description The consent page's "Not you? Sign out" form: ends the admin session (also on the server, so the cookie is useless afterwards) and answers a 303 back to the consent page, which then asks to sign in again. A missing or stale CSRF token only clears the cookie. Served outside the API pipeline: HTML, never an envelope.
         */
        post: operations["signOutOAuthConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a one-time sign-in link
         * @description Opens a one-time sign-in link printed by `npm run --silent admin -- login-link --user <id>` for an org admin (for admins who would rather not paste an API key into a browser). Opening it only shows whom it signs in, with a Sign in button (POST /oauth/login): link previewers and mail scanners fetch links, and must not use it up. A link is valid 15 minutes and usable once. A used, expired or unknown token is a 400 page. Served outside the API pipeline: HTML, never an envelope.
         */
        get: operations["getLoginLinkPage"];
        put?: never;
        /**
         * Sign in to the consent page with a one-time link
         * @description The Sign in button of a sign-in link's page (GET /oauth/login): uses the link (once; links last 15 minutes) and answers a 303 to `next` (a relative path under /oauth/interaction/) with the admin session cookie `sextant_admin` (HttpOnly, SameSite=Lax, Secure behind HTTPS), or 200 with a signed-in page when there is no `next`. A used, expired or unknown token is a 400 page. Served outside the API pipeline: HTML, never an envelope.
         */
        post: operations["signInWithLoginLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem an authorization code or rotate a refresh token
         * @description The token endpoint (RFC 6749 §4.1.3, §6; PKCE RFC 7636; spec 2 §5.4). grant_type=authorization_code redeems a code from GET /oauth/authorize with its PKCE code_verifier and the same redirect_uri; grant_type=refresh_token rotates a refresh token. Either answers 200 with an access token (`sextant_oat_…`, sent as `Authorization: Bearer` to the API and to POST /api/mcp), a new refresh token (`sextant_ort_…`) and the granted scopes, which are the token's entire permission set (spec 2 §5.5). The body is form-encoded only (a JSON body is invalid_request). Client credentials go in the body (client_id, client_secret) or as HTTP Basic (`Authorization: Basic base64(client_id:client_secret)`); a public client (token_endpoint_auth_method none) sends only client_id. Lifetimes: access token 1 hour; refresh token 30 days, renewed by each rotation; a grant (the refresh family) at most 1 year or until revoked; authorization code 60 seconds and single use; consent interaction 10 minutes. Every refresh consumes the refresh token it was given: reusing a consumed one (or losing a race of two concurrent refreshes) revokes the whole family, on every instance at its next request. Errors are RFC 6749 §5.2 JSON with `Cache-Control: no-store`, never the envelope. Served by the authorization server outside the API pipeline.
         */
        post: operations["createOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an access or refresh token
         * @description Token revocation (RFC 7009; spec 2 §5.4). Revokes the token, whichever kind it is, and its whole refresh family (every access and refresh token of the grant): every instance refuses them from its next request. Answers 200 with an empty body, also for a token that is unknown, expired or already revoked (RFC 7009 §2.2). The body is form-encoded, with client credentials in it or as HTTP Basic, as for the token endpoint. Served by the authorization server outside the API pipeline.
         */
        post: operations["revokeOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an OAuth client (dynamic client registration)
         * @description Dynamic client registration (RFC 7591), open to anyone without a credential so that MCP clients can register themselves. Answers 201 with the client's id (`dcr_…`), its secret once for a confidential client (only a hash is kept), and its metadata as stored. A registered client can do nothing until an org admin approves an authorization on the consent page, which labels it unverified (registered by the client itself) and shows its redirect host; it belongs to no org until then (apps an operator creates for an org are shown as verified instead). Registration management (RFC 7592) is not offered. Errors are RFC 7591 §3.2.2 JSON, never the envelope. Served by the authorization server outside the API pipeline.
         */
        post: operations["registerOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata
         * @description The authorization server's metadata (RFC 8414): its issuer and endpoints, the scopes an app may be granted (every capability but compensation:read and org:manage), PKCE S256, the token endpoint's client authentication methods and RFC 9207 `iss` support. MCP clients read it after the protected resource metadata. The object may carry more members (it is also served at /.well-known/openid-configuration). Public; served by the authorization server outside the API pipeline.
         */
        get: operations["getOAuthServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of the REST API
         * @description The protected resource metadata of the REST API (RFC 9728): `resource` is `<origin>/api` (the default resource of an authorization), the authorization server is `<origin>`, bearer tokens go in the Authorization header only. Public; served outside the API pipeline.
         */
        get: operations["getApiResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/api/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of the MCP endpoint
         * @description The protected resource metadata of POST /api/mcp (RFC 9728), named by the `resource_metadata` of the `WWW-Authenticate: Bearer` header on its 401: `resource` is `<origin>/api/mcp`, the authorization server is `<origin>`, bearer tokens go in the Authorization header only. An MCP client then reads GET /.well-known/oauth-authorization-server, registers (POST /api/oauth/register) and authorizes with `resource` set to `<origin>/api/mcp`. Public; served outside the API pipeline.
         */
        get: operations["getMcpResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Response metadata (spec 2 §4.1). Present on every success and failure envelope. */
        Meta: {
            /**
             * Format: uuid
             * @description Also sent as the X-Request-Id header.
             */
            requestId: string;
            /** Format: date-time */
            timestamp: string;
            /** @constant */
            version: "v1";
            /** @description Echo of the Idempotency-Key the request carried (spec 2 §8). */
            idempotencyKey?: string;
            pagination?: {
                /** @description Same token as pagination.cursor; null on the last page. */
                nextCursor: string | null;
            };
            /** @description Present when the operation is deprecated (spec 2 §9); the response also carries a Deprecation header. */
            deprecation?: {
                /** @constant */
                deprecated: true;
                /**
                 * @description What to use instead.
                 * @example patternPromotion on createOpportunity, or attachInsightPatternWork
                 */
                replacement: string;
            };
            /** @description Query parameters the operation does not declare, which it ignored (spec 2 §4.2), each with the closest declared parameter when one is close (`stauts` → `status`). Absent when none were sent. */
            ignoredParameters?: {
                /** @example stauts */
                name: string;
                /** @example status */
                didYouMean?: string;
            }[];
        };
        /** @description An operation that is valid next from the returned state (spec 2 §4.1). `name` is the operationId; `rel` names navigation links such as `next` and `self`. Calling an action as given (method, href, body) is expected to succeed. The same call as an MCP tool call is `tool` with `arguments` (issue 9 §4); `toolset` is set when the tool is outside the default tool list, and names the toolset an MCP session must enable to call it. */
        Action: {
            /** @example next */
            rel?: string;
            /** @example setOpportunityState */
            name?: string;
            /** @enum {string} */
            method: "GET" | "POST" | "PATCH" | "DELETE";
            /** @example /api/v1/opportunities/OPP-1/set-state */
            href: string;
            body?: {
                [key: string]: unknown;
            };
            /**
             * @description The MCP tool that makes the same call.
             * @example set_opportunity_state
             */
            tool?: string;
            /**
             * @description The tool's arguments for the same call (path and query parameters and body fields in one object).
             * @example {
             *       "id": "OPP-1",
             *       "state": "completed"
             *     }
             */
            arguments?: {
                [key: string]: unknown;
            };
            /**
             * @description Present when the tool is not in the default MCP tool list; the toolset to enable (?toolsets=…).
             * @example opportunities
             */
            toolset?: string;
        };
        /** @description Success envelope (spec 2 §4.1). Each operation narrows `data`. */
        SuccessEnvelope: {
            /** @constant */
            ok: true;
            data: unknown;
            meta: components["schemas"]["Meta"];
            links?: {
                [key: string]: string;
            };
            actions: components["schemas"]["Action"][];
        };
        /** @description The liveness probe's answer. */
        Liveness: {
            /** @constant */
            status: "ok";
            /** @description Whole seconds since the process started. */
            uptimeSeconds: number;
        };
        /**
         * @description Error codes of spec 2 §7.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "NOT_FOUND" | "ALREADY_EXISTS" | "INVALID_STATE_TRANSITION" | "FORBIDDEN" | "UNAUTHORIZED" | "RATE_LIMITED" | "IDEMPOTENCY_CONFLICT" | "BATCH_PARTIAL_FAILURE" | "PLAN_LIMIT_EXCEEDED" | "PLAN_FEATURE_REQUIRED" | "AGENT_REPO_CONFIRMATION_REQUIRED" | "SOURCE_OWNED_FIELDS" | "PROMISE_BREAKS" | "INTERNAL_ERROR";
        /** @description Failure envelope (spec 2 §7). `suggestion` always says how to correct the request. */
        ErrorEnvelope: {
            /** @constant */
            ok: false;
            error: {
                code: components["schemas"]["ErrorCode"];
                message: string;
                /** @description One entry per offending field; `field` is a dotted path such as `body.name` or `query.limit`. */
                details?: {
                    field: string;
                    message: string;
                }[];
                suggestion: string;
                data?: {
                    [key: string]: unknown;
                };
            };
            meta: components["schemas"]["Meta"];
        };
        /** @description The readiness probe's answer; `checks` says how each dependency fared. */
        Readiness: {
            /** @enum {string} */
            status: "ready" | "not_ready";
            checks: {
                /**
                 * @description The database answered `select 1` within 2 s.
                 * @enum {string}
                 */
                database: "ok" | "unreachable";
                /**
                 * @description Every migration of this build is applied (unknown when the database is unreachable).
                 * @enum {string}
                 */
                migrations: "ok" | "pending" | "unknown";
                /** @description The instance received SIGTERM or SIGINT and is finishing in-flight requests. */
                draining: boolean;
            };
        };
        SchemaOverview: {
            title: string;
            version: string;
            /** @description Where the full OpenAPI 3.1 document is served. */
            openapi: string;
            operations: {
                operationId: string;
                method: string;
                path: string;
                tag: string;
                summary: string;
                capability: string[];
                /** @description MCP tool name, or null when the operation is not a tool. */
                tool: string | null;
                /**
                 * @description Input fields the operation requires, named as error details name them: `path.id`, `query.query`, `body.title`, `body.metric.metricId` (a nested object's fields one level down).
                 * @example [
                 *       "body.title",
                 *       "body.visionId",
                 *       "body.driId",
                 *       "body.metric.metricId"
                 *     ]
                 */
                required: string[];
                /**
                 * @description The operation's optional input fields, named the same way.
                 * @example [
                 *       "body.description",
                 *       "body.status"
                 *     ]
                 */
                optional: string[];
            }[];
        };
        /** @description The caller and its credential's grants (spec 2 §4.3). */
        Viewer: {
            /** Format: uuid */
            userId: string;
            name: string;
            email: string;
            /** Format: uuid */
            orgId: string;
            /**
             * @description The credential's role. A key may carry any org role (the same values as OrgRole) that grants nothing its user's role lacks; an OAuth token reports its user's org role, but only its scopes count.
             * @enum {string}
             */
            role: "engineer" | "pm" | "em" | "executive" | "admin" | "sales" | "operations";
            /**
             * Format: uuid
             * @description Your avatar image (a clean file; read it for a download URL); null when none.
             */
            avatarFileId: string | null;
            teams: {
                /** Format: uuid */
                id: string;
                name: string;
                prefix: string;
            }[];
            /** @description Permission grants of the credential (resource:action). */
            capabilities: string[];
            /** @description What the caller authenticated with (spec 2 §5): an API key, or an OAuth access token of an app's grant. An OAuth token's capabilities are exactly its granted scopes (spec 2 §5.5). */
            credential: {
                /** @enum {string} */
                type: "api_key" | "oauth";
                /** @description The API key id (UUID), or the OAuth grant id (its refresh family). */
                id: string;
                /** @description OAuth only: the app (client_id) the grant was approved for. */
                clientId?: string;
                /** @description OAuth only: the app's name as registered. */
                appName?: string;
                /**
                 * @description OAuth only: user when the token acts as the approving admin, app when it acts as the app itself (authorize with actor=app; writes are attributed to the app's user, userId above).
                 * @enum {string}
                 */
                actor?: "user" | "app";
            };
        };
        /** @description One operation of a batch, as it would be sent on its own (spec 2 §4.3). */
        BatchOperation: {
            /** @description Caller's name for this entry; keys its result in data. */
            id: string;
            /** @enum {string} */
            method: "GET" | "POST" | "PATCH" | "DELETE";
            /**
             * @description a full path under /api/v1/ with an optional query string, e.g. /api/v1/tasks?status=todo
             * @example /api/v1/tasks/ENG-1
             */
            path: string;
            /** @description JSON body of a POST or PATCH. */
            body?: {
                [key: string]: unknown;
            };
            /** @description 1-255 printable ASCII characters without spaces: the Idempotency-Key for this entry (without it, a batch sent with an Idempotency-Key header uses `<header key>:<id>`) */
            idempotencyKey?: string;
        };
        error: {
            code: components["schemas"]["ErrorCode"];
            message: string;
            /** @description One entry per offending field; `field` is a dotted path such as `body.name` or `query.limit`. */
            details?: {
                field: string;
                message: string;
            }[];
            suggestion: string;
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description Keyset pagination state (spec 2 §4.2). Pass `cursor` back as the `cursor` query parameter for the next page. */
        Pagination: {
            /** @description Opaque next-page token; null when there is no next page. */
            cursor: string | null;
            hasMore: boolean;
        };
        /** @description The envelope the entry would have received on its own (spec 2 §4.1 or §7), plus its HTTP `status` and the response headers that matter to a retry (rate limit, Retry-After, Idempotent-Replayed). */
        BatchEntryResult: {
            /** @description HTTP status the operation answered with. */
            status: number;
            headers?: {
                [key: string]: string;
            };
            ok: boolean;
            data?: unknown;
            error?: components["schemas"]["error"];
            meta: components["schemas"]["Meta"];
            pagination?: components["schemas"]["Pagination"];
            links?: {
                [key: string]: string;
            };
            actions?: components["schemas"]["Action"][];
        };
        /**
         * @description Kind of entity an activity, subscription, notification or search hit refers to (spec 1 §2; customers and insights, spec 1 §2.8, §2.9; strategies, spec 1 §2.7).
         * @enum {string}
         */
        EntityType: "vision" | "objective" | "metric" | "opportunity" | "task" | "team" | "user" | "customer" | "insight" | "strategy";
        /** @description One ranked search result (spec 2 §4.3). Never carries financial fields. */
        SearchHit: {
            type: components["schemas"]["EntityType"];
            /** Format: uuid */
            id: string;
            /** @description Per-org ref (VIS-3, ENG-12, …) where the type has one. */
            ref: string | null;
            title: string;
            /** @description Start of the description or narrative (at most 200 characters). */
            snippet: string;
            /** @description Relevance; higher first. */
            score: number;
            /** @description The get operation for the hit. */
            href: string;
        };
        /**
         * @description Kind of entity whose activity log is read (spec 2 §4.3): the entity types (customers with their contacts, ARR points and opportunity links; insights with their links and impacts), plus rooms, messages and comments, whose logs are readable by whoever can read them (a room's members, or anyone for an open room; a comment's entity's readers), and templates (with their steps), categories, tags and PRD templates.
         * @enum {string}
         */
        ActivityEntityType: "vision" | "objective" | "metric" | "opportunity" | "task" | "team" | "user" | "customer" | "insight" | "room" | "message" | "comment" | "template" | "category" | "tag" | "prd_template";
        /** @description Success envelope of a paged list (spec 2 §4.1, §4.2). */
        ListEnvelope: components["schemas"]["SuccessEnvelope"] & {
            pagination: components["schemas"]["Pagination"];
        };
        /** @description One write to an entity (spec 2 §4.3): who changed which fields, from what to what, and when. Writes to an entity's parts (its assignments, members, readings, links) are recorded on the entity with `subject` naming the part. Financial fields are left out unless the caller may read them (spec 2 §5.3). */
        Activity: {
            /** Format: uuid */
            id: string;
            entityType: components["schemas"]["ActivityEntityType"];
            /** Format: uuid */
            entityId: string;
            /**
             * @description Null for the entity itself; for customers contact, arr_point, opportunity_link, review; for insights link, impact, promise_break; for teams also cycle.
             * @enum {string|null}
             */
            subject: null | "parentLink" | "objectiveLink" | "assignment" | "member" | "reading" | "step" | "phase" | "update" | "prototype" | "score" | "riskVote" | "contact" | "arr_point" | "opportunity_link" | "link" | "impact" | "cycle" | "review" | "promise_break";
            /** @enum {string} */
            action: "created" | "updated" | "deleted" | "added" | "removed";
            changes: {
                /** @description API field name (camelCase). */
                field: string;
                /** @description Value before (null when created or added). */
                from: unknown;
                /** @description Value after (null when deleted or removed). */
                to: unknown;
            }[];
            /**
             * Format: uuid
             * @description The credential's user; null for system writes.
             */
            actorId: string | null;
            /**
             * @description user: a person (with a key, or an OAuth token acting as them); app: an OAuth app acting as itself (actor=app; actorId is the app's user); system: no credential (jobs, the admin CLI).
             * @enum {string}
             */
            actorType: "user" | "app" | "system";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Whether the caller follows an entity (spec 2 §4.3). false covers never subscribed and muted. */
        Subscription: {
            entityType: components["schemas"]["EntityType"];
            /** Format: uuid */
            entityId: string;
            subscribed: boolean;
        };
        /**
         * @description a vision UUID or ref such as VIS-3
         * @example VIS-1
         */
        VisionRef: string;
        /** @description What an agent needs to work on a vision (spec 2 §4.3): a system prompt, the vision's state with its gaps, and the mutation operations that close them. */
        VisionAiContext: {
            systemPrompt: string;
            context: {
                vision: {
                    /** Format: uuid */
                    id: string;
                    ref: string;
                    name: string;
                    kind: string;
                    narrative: string;
                };
                counts: {
                    objectives: number;
                    metrics: number;
                    opportunities: number;
                    tasks: number;
                };
                gaps: {
                    /** @enum {string} */
                    kind: "objective_without_metric" | "objective_without_target" | "metric_without_readings" | "objective_progress_stalled" | "opportunity_without_objective" | "objective_without_opportunities" | "vision_without_objectives";
                    entityType: components["schemas"]["EntityType"];
                    /** Format: uuid */
                    id: string;
                    ref: string | null;
                    title: string;
                    message: string;
                }[];
            };
            /** @description Mutation operations that close the gaps, as MCP tool names and REST calls. */
            tools: {
                /** @description MCP tool name. */
                name: string;
                operationId: string;
                /** @enum {string} */
                method: "POST" | "PATCH" | "DELETE";
                href: string;
                body?: {
                    [key: string]: unknown;
                };
                reason: string;
            }[];
        };
        /** @description An in-app notification for the caller (spec 1 §2 Notification, spec 2 §4.15, §6.4). */
        Notification: {
            /** Format: uuid */
            id: string;
            /**
             * @description task_assigned: you were assigned a task; entity_changed: an entity you follow changed; mention: you were mentioned in a message or comment; message: a new message in a room whose notification level is all; handoff: work was handed to you (a template step, a task, or the next delivery phase); insight_review: an insight was sent to a team whose insight reviewer you are; insight_need_context: an insight you recorded was returned to you for more context; promise_break: work promised to a customer on an insight you recorded was moved past the promised date; strategy_changed: a strategy of your org was created, edited, published or archived by someone else (spec 1 §2.7: every member hears of it; mute one strategy with unsubscribe).
             * @enum {string}
             */
            type: "task_assigned" | "entity_changed" | "mention" | "message" | "handoff" | "insight_review" | "insight_need_context" | "promise_break" | "strategy_changed";
            title: string;
            body: string;
            /** @description API path of the source entity. */
            linkUrl: string | null;
            /** Format: date-time */
            readAt: string | null;
            pinned: boolean;
            entityType: components["schemas"]["EntityType"] | "message" | null;
            /** Format: uuid */
            entityId: string | null;
            /**
             * Format: uuid
             * @description Who caused it.
             */
            actorId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A vision (spec 1 §2.2). `version` increases with each name or narrative edit. */
        Vision: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /**
             * @description Per-org ref accepted wherever a vision id is.
             * @example VIS-1
             */
            ref: string;
            /** @example 1 */
            number: number;
            /** @example Every team ships what moves the needle */
            name: string;
            /** @enum {string} */
            kind: "company" | "product";
            /** @example In three years every team plans from outcomes. */
            narrative: string;
            /** @example 1 */
            version: number;
            /** Format: uuid */
            ownerId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Snapshot of a vision at one version (spec 1 §2.2). `label` is the change note, or `v{n}` when the note is empty. */
        VisionVersion: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            visionId: string;
            /** @example 1 */
            version: number;
            name: string;
            narrative: string;
            /** @example  */
            changeNote: string;
            /** @example v1 */
            label: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Progress toward the objective's target (issue 12 §6): startValue (the objective's start value, else the metric's first reading), currentValue (the latest reading), ratio from start to target (0-1: for gte (current − start) / (target − start), for lte (start − current) / (start − target), clamped; for eq 1 when reached, else 0), achieved, and when the last reading was taken. */
        ObjectiveProgress: {
            startValue: number;
            currentValue: number;
            target: number;
            /** @enum {string} */
            operator: "gte" | "lte" | "eq";
            ratio: number;
            achieved: boolean;
            /** Format: date-time */
            lastReadingAt: string;
        };
        /** @description An objective (spec 1 §2.3), anchored to at most one metric. `targetNumeric` and `startNumeric` are decimal strings (exact numerics); all metric fields are null when no metric is set. */
        Objective: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example OBJ-1 */
            ref: string;
            /** @example 1 */
            number: number;
            /** Format: uuid */
            visionId: string;
            /** @example Halve onboarding time */
            title: string;
            description: string;
            /** Format: uuid */
            metricId: string | null;
            /** @enum {string|null} */
            targetOperator: "gte" | "lte" | "eq" | null;
            /** @example 42.5 */
            targetNumeric: string | null;
            /** @example 10 */
            startNumeric: string | null;
            /** Format: uuid */
            driId: string;
            /** Format: date-time */
            deadline: string | null;
            /** @enum {string|null} */
            horizon: "short" | "long" | null;
            /** @enum {string} */
            status: "active" | "achieved" | "abandoned";
            /** @description The vision's version when the objective was created or last moved. */
            visionVersion: number;
            /** @description Materialised path `<visionId>/<objectiveId>` (spec 1 §1). */
            visionPath: string;
            /** @description How far the metric has moved from the start toward the target; null without a metric, a target or readings. */
            progress: components["schemas"]["ObjectiveProgress"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Counts of a vision's descendants (spec 1 §2.2). Objectives link by foreign key; opportunities and tasks by visionPath prefix. */
        VisionChildren: {
            objectives: number;
            opportunities: number;
            tasks: number;
        };
        /**
         * @description Lifecycle of a strategy (spec 1 §3.1, §3.2): draft (new; editable, not yet in force) → active (published: the strategy in force) → archived (read-only, terminal). A draft may also be archived directly.
         * @enum {string}
         */
        StrategyStatus: "draft" | "active" | "archived";
        /** @description A strategy (spec 1 §2.7): markdown content with a version snapshot on every name or content edit, status draft → active → archived (spec 1 §3.2). Its owner (the creator) alone edits, publishes, archives it and labels its versions; an archived strategy is read-only. `versionLabel` is the current version's label (its change note, or `v{n}` when the note is empty). */
        Strategy: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /**
             * @description Per-org ref accepted wherever a strategy id is.
             * @example STR-1
             */
            ref: string;
            /** @example 1 */
            number: number;
            /** @example Win the mid-market on time-to-value */
            name: string;
            /**
             * @description The strategy itself, in markdown.
             * @example ## Where we play
             *     Mid-market SaaS teams of 50-500.
             */
            content: string;
            /**
             * @description Increases by one with each edit that changes name or content.
             * @example 1
             */
            version: number;
            status: components["schemas"]["StrategyStatus"];
            /**
             * Format: uuid
             * @description The creator, who alone may edit, publish, archive and label versions; null when that user was removed.
             */
            ownerId: string | null;
            /**
             * @description The current version's label: its change note, or v{n} when the note is empty.
             * @example v1
             */
            versionLabel: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description a strategy UUID or ref such as STR-3
         * @example STR-1
         */
        StrategyRef: string;
        /** @description Snapshot of a strategy at one version (spec 1 §2.7): the name and content as of that version, the change note given with the edit (or set later by rename) and who made it. `label` is the change note, or `v{n}` when the note is empty. */
        StrategyVersion: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            strategyId: string;
            /** @example 1 */
            version: number;
            name: string;
            /** @description Markdown, as of this version. */
            content: string;
            /** @example  */
            changeNote: string;
            /** @example v1 */
            label: string;
            /**
             * Format: uuid
             * @description Who made this version; null when that user was removed.
             */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description vision (VIS-<n>, the vision of /visions), strategy (STR-<n>, the strategy of /strategies), product_spec (SPEC-<n>), context (CTX-<n>).
         * @enum {string}
         */
        DirectionDocumentKind: "vision" | "strategy" | "product_spec" | "context";
        /** @description A direction document as lists show it (spec 2 §4.10): ref and contentHash, not the body. version 0 and contentHash null: never published (its text is a draft). */
        DirectionDocumentSummary: {
            /**
             * Format: uuid
             * @description The same id as the vision or strategy it is, for those kinds.
             */
            id: string;
            /** Format: uuid */
            orgId: string;
            /**
             * @description VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>.
             * @example SPEC-2
             */
            ref: string;
            kind: components["schemas"]["DirectionDocumentKind"];
            /**
             * @description Visions only: company or product; null for other kinds.
             * @enum {string|null}
             */
            scope: "company" | "product" | null;
            /** @description The title (a vision's name, a strategy's name): the published one, or, before the first publish, the one it was created with. */
            title: string;
            /**
             * @description draft (never published, or a strategy not yet published), active, archived (read-only). Visions are always active.
             * @enum {string}
             */
            status: "draft" | "active" | "archived";
            /** @description The published version; 0 before the first publish. */
            version: number;
            /**
             * @description SHA-256 (hex) of the published body: 64 lowercase hex characters; changes only on publish. null before the first publish.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            contentHash: string | null;
            /** @description A working copy exists (read it with GET …/draft). */
            hasDraft: boolean;
            /**
             * Format: uuid
             * @description The creator (for strategies, the only one who may publish or archive).
             */
            ownerId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A direction document with its published body (spec 2 §4.10). */
        DirectionDocument: components["schemas"]["DirectionDocumentSummary"] & {
            /** @description The published text (markdown); null before the first publish. */
            body: string | null;
        };
        /** @description A published version in the org's change feed (spec 2 §4.10), without its body. */
        DirectionDocumentChange: {
            /** Format: uuid */
            documentId: string;
            ref: string;
            kind: components["schemas"]["DirectionDocumentKind"];
            version: number;
            title: string;
            /**
             * @description SHA-256 (hex) of this version's body: 64 lowercase hex characters.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            contentHash: string;
            changeNote: string;
            label: string;
            /** Format: uuid */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description true for version 1: the document was first published. */
            isCreation: boolean;
        };
        /** @description The working copy of a direction document (spec 2 §4.10); publishing commits it as nextVersion. */
        DirectionDocumentDraft: {
            /** Format: uuid */
            documentId: string;
            title: string;
            body: string;
            /** @description The version publishing it would make. */
            nextVersion: number;
            /**
             * Format: uuid
             * @description Who last wrote it (a key's or app's user too).
             */
            updatedBy: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One published version of a direction document (spec 2 §4.10, §9); the same versions as /visions or /strategies for those kinds. */
        DirectionDocumentVersion: {
            /** Format: uuid */
            documentId: string;
            ref: string;
            kind: components["schemas"]["DirectionDocumentKind"];
            version: number;
            title: string;
            body: string;
            /**
             * @description SHA-256 (hex) of this version's body: 64 lowercase hex characters.
             * @example 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            contentHash: string;
            changeNote: string;
            /** @description The change note, or v{n} when it is empty. */
            label: string;
            /** Format: uuid */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description a metric UUID or ref such as MET-3
         * @example MET-1
         */
        MetricRef: string;
        /**
         * @description a user UUID, or me for the caller
         * @example me
         */
        UserRef: string;
        /** @description Anchor an objective to a metric with a target (spec 2 §4.5). */
        ObjectiveMetricInput: {
            metricId: components["schemas"]["MetricRef"];
            /** @enum {string} */
            operator: "gte" | "lte" | "eq";
            /** @description Target value in the metric's unit. */
            target: number;
            /** @description Baseline value in the metric's unit. */
            startValue?: number | null;
        };
        ObjectiveSummary: {
            /** Format: uuid */
            id: string;
            /** @example OBJ-1 */
            ref: string;
            title: string;
            /** @enum {string} */
            status: "active" | "achieved" | "abandoned";
            /** Format: uuid */
            visionId: string;
        };
        /** @description Alignment grid (spec 2 §4.5): objectives as columns; objectives and non-cancelled opportunities as rows, each row listing the columns it serves with kind primary or supporting. */
        AlignmentGrid: {
            columns: components["schemas"]["ObjectiveSummary"][];
            rows: {
                /** @enum {string} */
                type: "objective" | "opportunity";
                /** Format: uuid */
                id: string;
                ref: string;
                title: string;
                serves: {
                    /** Format: uuid */
                    objectiveId: string;
                    /** @enum {string} */
                    kind: "primary" | "supporting";
                }[];
            }[];
        };
        /**
         * @description an objective UUID or ref such as OBJ-3
         * @example OBJ-1
         */
        ObjectiveRef: string;
        DeleteResult: {
            /** Format: uuid */
            id: string;
            /** @constant */
            deleted: true;
        };
        /** @description A link between an opportunity and an objective (spec 1 §2.5). */
        ObjectiveLink: {
            /** Format: uuid */
            objectiveId: string;
            /**
             * @description The primary link decides the opportunity's visionPath.
             * @enum {string}
             */
            kind: "primary" | "supporting";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An opportunity linked to an objective, with the link's metadata (spec 2 §4.5). */
        ObjectiveOpportunity: {
            /** Format: uuid */
            id: string;
            /** @example OPP-1 */
            ref: string;
            title: string;
            /** @enum {string} */
            state: "backlog" | "in_progress" | "completed" | "cancelled";
            /** Format: uuid */
            teamId: string | null;
            link: components["schemas"]["ObjectiveLink"];
        };
        /** @description An objective's alignment neighbourhood (spec 2 §4.5): its primary parent, its primary children, the objectives it supports (alsoServes) and those that support it (supportedBy). */
        ObjectiveNesting: {
            parent: components["schemas"]["ObjectiveSummary"] | null;
            children: components["schemas"]["ObjectiveSummary"][];
            alsoServes: components["schemas"]["ObjectiveSummary"][];
            supportedBy: components["schemas"]["ObjectiveSummary"][];
        };
        /** @description A metric (spec 1 §2.4). `currentValue` is in the metric's own unit; null until a value is known. */
        Metric: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example MET-1 */
            ref: string;
            number: number;
            /** @example Weekly active teams */
            name: string;
            description: string;
            /** @example 12 */
            currentValue: number | null;
            /** @enum {string} */
            unit: "percentage" | "count" | "currency" | "ratio" | "duration" | "custom";
            /** @enum {string} */
            dataSourceType: "manual" | "integration" | "system";
            dataSourceConfig: {
                [key: string]: unknown;
            } | null;
            /** Format: uuid */
            stewardId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description A built-in delivery metric (spec 1 §2.4): task_throughput (tasks completed per ISO week), lead_time (median days from a task's creation to its completion), cycle_time (median days from its first move to in_progress to its completion), time_in_status (median days of the stays in a status group that ended in the week), cycle_predictability (tasks completed by a cycle's end ÷ tasks planned in it, over the cycles ending in the week).
         * @enum {string}
         */
        BuiltinMetricId: "task_throughput" | "lead_time" | "cycle_time" | "time_in_status" | "cycle_predictability";
        /**
         * @description A group of task statuses for `time_in_status`: backlog = backlog; todo = todo; not_started = backlog + todo; in_progress = in_progress.
         * @enum {string}
         */
        BuiltinStatusGroup: "backlog" | "todo" | "not_started" | "in_progress";
        /** @description What a built-in metric is computed over (spec 2 §4.6). `categoryId` limits it to tasks filed under one category of the org (their current category); absent, every task counts. `statusGroup` is required for `time_in_status` and refused for the other built-ins. Status groups: `backlog` (backlog), `todo` (todo), `not_started` (backlog and todo), `in_progress` (in_progress). The terminal statuses (completed, cancelled, duplicate) form no group: a task stays in them until someone reopens it, so a time spent there measures nothing about delivery. */
        BuiltinMetricParams: {
            /**
             * Format: uuid
             * @description Only tasks of this category (GET /api/v1/categories).
             */
            categoryId?: string;
            statusGroup?: components["schemas"]["BuiltinStatusGroup"];
        };
        /** @description One entry of the built-in metric catalog (spec 1 §2.4, spec 2 §4.6). `params` is the JSON Schema of the params `trackBuiltinMetric` takes for it. An org may track one built-in several times with different params (one per category, one per status group): `tracking` lists each such metric, oldest first; `tracked` is true when it is not empty and `metricId` is its first metric (null when untracked). */
        BuiltinMetric: {
            id: components["schemas"]["BuiltinMetricId"];
            /** @example Lead time */
            name: string;
            description: string;
            /**
             * @description The unit of its readings: count (tasks), duration (days) or ratio (0 to 1).
             * @enum {string}
             */
            unit: "percentage" | "count" | "currency" | "ratio" | "duration" | "custom";
            /** @description JSON Schema of the params this built-in takes. */
            params: {
                [key: string]: unknown;
            };
            tracked: boolean;
            /**
             * Format: uuid
             * @description The first metric tracking it (lowest number); null when untracked.
             */
            metricId: string | null;
            /** @description Every metric of the org tracking this built-in, by number, with the params it was tracked with. */
            tracking: {
                /** Format: uuid */
                metricId: string;
                /** @example MET-4 */
                ref: string;
                params: components["schemas"]["BuiltinMetricParams"];
            }[];
        };
        /** @description One reading of a metric (spec 1 §2.4). */
        MetricValue: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            metricId: string;
            value: number;
            /** Format: date-time */
            recordedAt: string;
            note: string;
            /** @enum {string} */
            source: "manual" | "integration" | "system";
            /** Format: uuid */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An opportunity (spec 1 §2.5); it owns the delivery lifecycle. `estimatedCost` is a financial field, present only when the credential holds cost:read or a leadership role (spec 1 §2.1). */
        Opportunity: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example OPP-1 */
            ref: string;
            number: number;
            /** @example Guided onboarding checklist */
            title: string;
            description: string;
            /** @description The PRD body (markdown); also accepted as `prd` on input. */
            content: string;
            estimatedCost?: number | null;
            /** Format: uuid */
            leadId: string | null;
            /** Format: uuid */
            teamId: string | null;
            /**
             * Format: uuid
             * @description The template driving the delivery (its instance: GET /api/v1/templates/instances/opportunity/{id}).
             */
            workflowId: string | null;
            /** @enum {string} */
            state: "backlog" | "in_progress" | "completed" | "cancelled";
            /** @description `<visionId>/<objectiveId>/<opportunityId>` through the primary (else oldest) objective link; null when unlinked. */
            visionPath: string | null;
            queuePosition: number | null;
            /** Format: date */
            dueDate: string | null;
            /** Format: uuid */
            categoryId: string | null;
            tagIds: string[];
            /**
             * Format: uuid
             * @description The PRD template last applied.
             */
            prdTemplateId: string | null;
            /**
             * @description Why it was rejected (reject-via-template); null otherwise.
             * @enum {string|null}
             */
            rejectionCategory: "no_demand" | "not_aligned" | "not_viable" | "not_now" | "duplicate" | "other" | null;
            rejectionReason: string | null;
            objectiveLinks: components["schemas"]["ObjectiveLink"][];
            /** @description Scorecard total 0-100; null until every criterion with a positive weight is scored. */
            scoreTotal: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description What depends on a metric (spec 2 §4.6); live opportunities are those in backlog or in_progress. */
        MetricDependents: {
            objectives: number;
            opportunities: number;
            liveOpportunities: number;
        };
        /**
         * @description a team UUID or the team's prefix such as ENG
         * @example ENG
         */
        TeamRef: string;
        /**
         * @description an opportunity UUID or ref such as OPP-3
         * @example OPP-1
         */
        OpportunityRef: string;
        /** @description A task (spec 1 §2.6); `content` is the engineering spec. */
        Task: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /**
             * @description Team prefix plus number; TASK-<n> without a team.
             * @example ENG-7
             */
            ref: string;
            number: number;
            /** @example Add checklist API */
            title: string;
            description: string;
            content: string;
            /** @enum {string} */
            status: "backlog" | "todo" | "in_progress" | "completed" | "cancelled" | "duplicate";
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "urgent";
            /** Format: uuid */
            opportunityId: string | null;
            /** Format: uuid */
            teamId: string | null;
            /** Format: uuid */
            ownerId: string | null;
            /** Format: uuid */
            categoryId: string | null;
            /** Format: uuid */
            parentTaskId: string | null;
            subtaskPosition: number | null;
            /** @enum {string} */
            subtaskMode: "standalone" | "sequential";
            /** Format: uuid */
            workflowId: string | null;
            /** Format: uuid */
            onboardingStepInstanceId: string | null;
            /**
             * Format: uuid
             * @description A delivery phase of its opportunity.
             */
            phaseId: string | null;
            /**
             * Format: uuid
             * @description The cycle of its team it is scheduled in (set with move-cycle); null when unscheduled.
             */
            cycleId: string | null;
            estimateMinutes: number | null;
            /** Format: date-time */
            dueDate: string | null;
            tagIds: string[];
            /** @description The opportunity's visionPath plus `/<taskId>`; null for orphan tasks. */
            visionPath: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One active criterion of the org's scorecard (spec 1 §2.5). Every criterion with a positive weight must be scored before the total exists; the positive weights of the set sum to 1. The set is replaced by the admin CLI (criteria:set), never through the API. */
        ScoringCriterion: {
            /** Format: uuid */
            id: string;
            /** @example Customer value */
            name: string;
            /**
             * @description Share of the total (decimal); 0 means the criterion is informative only and not needed for the total.
             * @example 0.35
             */
            weight: number;
            /**
             * @description true when a high value is bad (Effort): the value counts as (5 - value) / 4 instead of (value - 1) / 4.
             * @example false
             */
            invert: boolean;
            /**
             * @description 1 for the first criterion.
             * @example 1
             */
            order: number;
        };
        /** @description One shared scorecard value of an opportunity (spec 1 §2.5); the last write wins. */
        ScoreValue: {
            /** Format: uuid */
            criterionId: string;
            /** @example 4 */
            value: number;
            /**
             * Format: uuid
             * @description Who set it last; null when that user no longer exists.
             */
            setBy: string | null;
            /** Format: date-time */
            setAt: string;
        };
        /** @description An opportunity's scorecard (spec 1 §2.5): the org's active criteria, the values set, and the total 0-100 = Σ weight × normalised value × 100, where a value v counts (v - 1) / 4, or (5 - v) / 4 for an inverted criterion, rounded to 2 decimals. The total is null until every criterion with a positive weight has a value. */
        Scorecard: {
            /** Format: uuid */
            opportunityId: string;
            criteria: components["schemas"]["ScoringCriterion"][];
            /** @description One per scored criterion, in criteria order. */
            values: components["schemas"]["ScoreValue"][];
            /**
             * @description null until every criterion with a positive weight is scored.
             * @example 61.25
             */
            total: number | null;
            /** @description Criteria with a positive weight and no value yet: the total is null while any is left. */
            unscoredCriterionIds: string[];
        };
        /** @description One user's vote on one validation risk of an opportunity (spec 1 §2.5); a new vote replaces the old one. */
        RiskVote: {
            /** Format: uuid */
            userId: string;
            /** @enum {string} */
            vote: "approve" | "risky" | "reject";
            /** @description Why; null when none was given. */
            note: string | null;
            /** Format: date-time */
            votedAt: string;
        };
        /** @description One of the four validation risks of an opportunity (value, usability, feasibility, viability; spec 1 §2.5) with its votes, oldest first. `aggregate`: reject when any vote rejects, else risky when any is risky, else approve when there are votes, else unassessed. */
        OpportunityRisk: {
            /** @enum {string} */
            risk: "value" | "usability" | "feasibility" | "viability";
            /** @enum {string} */
            aggregate: "approve" | "risky" | "reject" | "unassessed";
            votes: components["schemas"]["RiskVote"][];
        };
        /** @description A delivery phase of an opportunity (spec 1 §2.5): a milestone with a title, an owner and one optional target date, in delivery order. taskCount and doneCount are over leaf tasks only: a task with subtasks does not count itself, its subtasks do. A subtask without a phase of its own belongs to its parent's phase. Tasks join a phase with phaseId (a phase of the task's own opportunity); moving a task to another opportunity unphases it. */
        OpportunityPhase: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            opportunityId: string;
            /** @example Beta */
            title: string;
            /**
             * Format: uuid
             * @description Who owns the phase; null when nobody does.
             */
            ownerId: string | null;
            /**
             * Format: date
             * @description When the phase should be done; null means open ended.
             */
            targetDate: string | null;
            /** @description 1 for the first phase in delivery order. */
            position: number;
            /** @description Leaf tasks in the phase. */
            taskCount: number;
            /** @description Completed leaf tasks in the phase. */
            doneCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A status update on an opportunity (spec 2 §4.7): what happened and how healthy the delivery is. Each update is also a system comment on the opportunity's thread (commentId), and reaches the feeds of customers linked to the opportunity. */
        OpportunityUpdate: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            opportunityId: string;
            /** @example Beta shipped to five design partners. */
            body: string;
            /** @enum {string} */
            health: "on_track" | "at_risk" | "off_track";
            /**
             * Format: uuid
             * @description Who posted it; null once the user is gone.
             */
            authorId: string | null;
            /**
             * Format: uuid
             * @description The system comment that carries it on the thread.
             */
            commentId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A prototype of an opportunity (spec 2 §4.7) — a link (http or https) or an uploaded file. */
        OpportunityPrototype: {
            /**
             * @description The prototype's link; null for a file.
             * @example https://www.figma.com/proto/abc123
             */
            url: string | null;
            /**
             * Format: uuid
             * @description The uploaded file; null for a link.
             */
            fileId: string | null;
            /** Format: uuid */
            addedBy: string | null;
            /** Format: date-time */
            addedAt: string;
        };
        /**
         * @description a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)
         * @example ENG-1
         */
        TaskRef: string;
        /** @description One person's assignment to a task with their own estimate (spec 1 §2.6). */
        TaskAssignment: {
            /** Format: uuid */
            taskId: string;
            /** Format: uuid */
            userId: string;
            estimatedHours: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A team (spec 1 §2.10); `prefix` prefixes its tasks' refs. */
        Team: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example Engineering */
            name: string;
            description: string;
            /** @example ENG */
            prefix: string;
            /** Format: uuid */
            defaultPrdTemplateId: string | null;
            /**
             * Format: uuid
             * @description Who is notified when an insight is sent to this team for review (spec 1 §3.2).
             */
            insightReviewerId: string | null;
            memberCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        OrgRole: "engineer" | "pm" | "em" | "executive" | "admin" | "sales" | "operations";
        TeamMember: {
            /** Format: uuid */
            userId: string;
            name: string;
            email: string;
            orgRole: components["schemas"]["OrgRole"];
            /** Format: date-time */
            joinedAt: string;
        };
        /** @description A user (spec 1 §2.10). The financial fields salaryMonthly, salaryCurrency and weeklyHours are present only for credentials holding compensation:read or a leadership role (em, executive, admin). */
        User: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example Ada Lovelace */
            name: string;
            /** Format: email */
            email: string;
            /**
             * @description person, or app: the user an OAuth app acts as when an admin approved it with actor=app (spec 2 §5.6); what it writes (createdBy, authorId, the activity log) names this user, whose name is the app's.
             * @enum {string}
             */
            kind: "person" | "app";
            orgRole: components["schemas"]["OrgRole"];
            /** Format: uuid */
            orgRoleId: string | null;
            salaryMonthly?: number | null;
            /** @enum {string|null} */
            salaryCurrency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | "CHF" | "SEK" | "NOK" | "DKK" | "JPY" | null;
            weeklyHours?: number | null;
            /**
             * Format: uuid
             * @description The user's avatar image file; null when none.
             */
            avatarFileId: string | null;
            /**
             * Format: date-time
             * @description When an admin deactivated the user (admin CLI user:deactivate): their keys and the OAuth grants acting as them stopped then. null while active.
             */
            deactivatedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description The caller's own membership of a room (spec 2 §4.17). joined false with role null: not a member (an open room can be joined). Every user is a member of the org's system room. */
        RoomMembership: {
            /** Format: uuid */
            roomId: string;
            /** Format: uuid */
            userId: string;
            joined: boolean;
            /**
             * @description admin: may rename, archive and manage members.
             * @enum {string|null}
             */
            role: "admin" | "member" | null;
            pinned: boolean;
            /**
             * @description Which messages notify you: all, only mentions of you, or none.
             * @enum {string}
             */
            notificationLevel: "all" | "mentions" | "none";
        };
        /** @description A room (spec 1 §2.10): a direct-message room between two users (dm), a group channel (group) or the org's system room (system), where the service posts decisions and publications. Rooms are never deleted; archived ones are read-only. */
        Room: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @enum {string} */
            kind: "dm" | "group" | "system";
            /** @description A DM's name is the other member's name. */
            name: string;
            description: string;
            /**
             * @description open: anyone in the org can find and join it; private: invisible to non-members. DMs are private.
             * @enum {string}
             */
            visibility: "open" | "private";
            archived: boolean;
            /** Format: date-time */
            archivedAt: string | null;
            /** Format: uuid */
            createdBy: string | null;
            /**
             * Format: uuid
             * @description In a DM: the other member.
             */
            dmUserId: string | null;
            memberCount: number;
            membership: components["schemas"]["RoomMembership"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RoomMember: {
            /** Format: uuid */
            roomId: string;
            /** Format: uuid */
            userId: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "admin" | "member";
            /**
             * Format: date-time
             * @description null for the system room, whose members are every user of the org.
             */
            joinedAt: string | null;
        };
        RoomMemberRemoved: {
            /** Format: uuid */
            roomId: string;
            /** Format: uuid */
            userId: string;
            /** @constant */
            deleted: true;
        };
        /** @description One emoji's reactions on a message or comment. */
        ReactionCount: {
            emoji: string;
            count: number;
            reactedByMe: boolean;
        };
        /**
         * @description pending (upload requested, bytes not confirmed), processing (confirmed; the integrity check runs), clean (size, SHA-256 and sniffed type match what was declared) or failed (see processingError; the bytes were removed from the store) (spec 1 §3.1, §3.2).
         * @enum {string}
         */
        FileStatus: "pending" | "processing" | "clean" | "failed";
        /** @description A file attached to a message or comment (spec 1 §2.10); read the file by id for its download URL. */
        AttachmentSummary: {
            /** Format: uuid */
            fileId: string;
            filename: string;
            contentType: string;
            size: number;
            status: components["schemas"]["FileStatus"];
        };
        /** @description A message in a room (spec 1 §2.10). parentId is null for a top-level message and names its top-level message for a reply (two levels). System messages (system true, authorId null) are posted by the service and cannot be edited or deleted. A deleted top-level message that had replies stays with an empty body and deleted true. */
        Message: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** Format: uuid */
            roomId: string;
            /** Format: uuid */
            parentId: string | null;
            /** Format: uuid */
            authorId: string | null;
            authorName: string | null;
            body: string;
            system: boolean;
            edited: boolean;
            deleted: boolean;
            pinned: boolean;
            /** Format: date-time */
            pinnedAt: string | null;
            /** Format: uuid */
            pinnedBy: string | null;
            /** @description Replies to a top-level message; 0 for replies. */
            replyCount: number;
            reactions: components["schemas"]["ReactionCount"][];
            /** @description Files attached to it, in the order attached. */
            attachments: components["schemas"]["AttachmentSummary"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description The kind of entity a comment thread belongs to.
         * @enum {string}
         */
        CommentEntityType: "vision" | "objective" | "metric" | "opportunity" | "task";
        /** @description A comment in an entity's thread (spec 2 §4.17). parentId names the top-level comment of a reply (one reply level). System comments (system true, authorId null) record decisions the service made and cannot be edited or deleted. Archived comments are hidden from the default list. */
        Comment: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            entityType: components["schemas"]["CommentEntityType"];
            /** Format: uuid */
            entityId: string;
            /** Format: uuid */
            parentId: string | null;
            /** Format: uuid */
            authorId: string | null;
            authorName: string | null;
            body: string;
            system: boolean;
            edited: boolean;
            archived: boolean;
            /** Format: date-time */
            archivedAt: string | null;
            /** Format: uuid */
            archivedBy: string | null;
            reactions: components["schemas"]["ReactionCount"][];
            /** @description Files attached to it, in the order attached. */
            attachments: components["schemas"]["AttachmentSummary"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description What a template drives — opportunity delivery, task work, or customer onboarding (customer).
         * @enum {string}
         */
        TemplateEntityType: "opportunity" | "task" | "customer";
        /** @description One ordered step of a template (spec 1 §2.10). The last two steps of every template are the system-managed terminal steps Completed and Cancelled (terminal completed | cancelled, system true): created with it, never edited, reordered or deleted. */
        TemplateStep: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            templateId: string;
            title: string;
            description: string;
            /** @description 1 for the first step; terminal steps come last. */
            position: number;
            /**
             * Format: uuid
             * @description Who owns the step when an instance starts.
             */
            defaultDriUserId: string | null;
            /** @description An org role (pm, engineer, …) whose holder owns the step when no user is set: the entity's lead or owner when they have it. */
            defaultDriRole: string | null;
            /** @description Hours from activation until the step is due. */
            slaHours: number | null;
            /** @enum {string|null} */
            terminal: "completed" | "cancelled" | null;
            /** @description true for the terminal steps. */
            system: boolean;
        };
        /** @description A workflow template (spec 1 §2.10, spec 2 §4.13): ordered steps that drive an opportunity's delivery, a task's work or a customer's onboarding. isDefault marks the one default template of its defaultEntityType. */
        Template: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            name: string;
            description: string;
            defaultEntityType: components["schemas"]["TemplateEntityType"];
            isDefault: boolean;
            /** @description In order; the terminal Completed and Cancelled steps last. */
            steps: components["schemas"]["TemplateStep"][];
            /** Format: uuid */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One step of a running (or ended) template instance. Statuses: pending, active, paused, completed, skipped, cancelled. Moves: pending → active | skipped; active → paused | completed | skipped; paused → active | skipped. Completing or skipping activates the next pending step; reaching a terminal step ends the instance (the Completed step completed, or the Cancelled step cancelled). */
        StepInstance: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            instanceId: string;
            /**
             * Format: uuid
             * @description The template step it was made from (null once that step is deleted).
             */
            stepId: string | null;
            title: string;
            description: string;
            position: number;
            /** @enum {string|null} */
            terminal: "completed" | "cancelled" | null;
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "completed" | "skipped" | "cancelled";
            /** Format: uuid */
            driId: string | null;
            slaHours: number | null;
            /** Format: date-time */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description startedAt plus slaHours.
             */
            dueAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** @description The statuses this step may move to now. */
            allowedMoves: ("active" | "paused" | "completed" | "skipped")[];
        };
        /** @description A template applied to one entity (spec 2 §4.13): its step instances in order and the step now active. status running until a terminal step is reached (completed or cancelled). */
        TemplateInstance: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** Format: uuid */
            templateId: string;
            templateName: string;
            entityType: components["schemas"]["TemplateEntityType"];
            /** Format: uuid */
            entityId: string;
            /** @enum {string} */
            status: "running" | "completed" | "cancelled";
            /** @description The active or paused step, else the next pending one; null once ended. */
            currentStep: components["schemas"]["StepInstance"] | null;
            steps: components["schemas"]["StepInstance"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            endedAt: string | null;
        };
        /** @description Where a template is in use (spec 2 §4.13) — the entities it drives, by type, and its running instances. */
        TemplateUsage: {
            /** Format: uuid */
            templateId: string;
            /** @description Entities on this template (workflowId) or with an instance of it. */
            total: number;
            opportunity: number;
            task: number;
            customer: number;
            runningInstances: number;
        };
        /**
         * @description a colour as # and six hex digits, such as #d73a4a
         * @example #0e8a16
         */
        Color: string;
        /** @description A category that tasks and opportunities are filed under (spec 1 §2.10). `slug` is derived from the label when the category is created and never changes; the system categories Bug and Incident exist in every org and cannot be deleted. Lists are in `sortOrder`, then label. */
        Category: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example Tech debt */
            label: string;
            /**
             * @description The label in lower case with dashes, unique in the org (a numeric suffix such as bug-2 when taken); never changes.
             * @example tech-debt
             */
            slug: string;
            color: components["schemas"]["Color"];
            /** @description Position in lists; lower first. */
            sortOrder: number;
            /** @description Bug and Incident: present in every org, never deleted. */
            system: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A tag of the org, applied to opportunities, tasks and insights through their `tagIds`. Its name is unique in the org regardless of case. */
        Tag: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example onboarding */
            name: string;
            color: components["schemas"]["Color"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A PRD template (spec 1 §2.10): markdown that starts an opportunity's product requirements document. `teamId` null means org-wide; otherwise it belongs to that team, whose members see it. */
        PrdTemplate: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example Feature PRD */
            name: string;
            /**
             * @description Markdown.
             * @example ## Problem
             *
             *     ## Outcome
             *
             *     ## Scope
             */
            content: string;
            /**
             * Format: uuid
             * @description The owning team; null for an org-wide template.
             */
            teamId: string | null;
            /** Format: uuid */
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description An objective an opportunity serves, with its metric, target, latest reading and progress toward the target. */
        ContextObjective: {
            /** Format: uuid */
            id: string;
            ref: string;
            title: string;
            /** @enum {string} */
            status: "active" | "achieved" | "abandoned";
            /** @enum {string} */
            linkKind: "primary" | "supporting";
            metric: {
                /** Format: uuid */
                id: string;
                ref: string;
                name: string;
                unit: string;
            } | null;
            /** @enum {string|null} */
            operator: "gte" | "lte" | "eq" | null;
            target: number | null;
            latestReading: {
                value: number;
                /** Format: date-time */
                recordedAt: string;
            } | null;
            progress: components["schemas"]["ObjectiveProgress"] | null;
        };
        /**
         * @description A customer's lifecycle status. Moves: prospect → onboarding, pilot, live, lost; onboarding → pilot, live, churned, lost; pilot → onboarding, live, churned, lost; live → churned; churned → prospect; lost → prospect. Moving to churned or lost needs a reason, stored as an insight rooted at the customer (source observation).
         * @enum {string}
         */
        CustomerStatus: "prospect" | "onboarding" | "pilot" | "live" | "churned" | "lost";
        /** @description A customer linked to the opportunity (spec 2 §4.11), with the template step its link is pinned to. */
        ContextCustomer: {
            /** Format: uuid */
            id: string;
            /** @example CUS-1 */
            ref: string;
            name: string;
            status: components["schemas"]["CustomerStatus"];
            arr: number | null;
            /** @enum {string|null} */
            health: "healthy" | "at_risk" | "critical" | null;
            /** Format: uuid */
            stepInstanceId: string | null;
        };
        /**
         * @description An insight's status. created: recorded; review: sent to a team's insight reviewer; need_context: returned to its recorder for more context; active: work is linked; delivered: all linked work completed; rejected, archived: decided (archived insights are hidden from default lists); stale: left alone. rejected, delivered and archived are terminal outcomes.
         * @enum {string}
         */
        InsightStatus: "created" | "review" | "need_context" | "active" | "rejected" | "delivered" | "stale" | "archived";
        /** @description An insight linked to the opportunity (spec 2 §4.12), with its link flags; archived insights are left out. */
        ContextInsight: {
            /** Format: uuid */
            id: string;
            /** @example INS-4 */
            ref: string;
            verbatim: string;
            interpretation: string | null;
            status: components["schemas"]["InsightStatus"];
            /** @enum {string|null} */
            moscow: "must" | "should" | "could" | "wont" | null;
            /** Format: date */
            deadline: string | null;
            /** Format: uuid */
            customerId: string | null;
            pinned: boolean;
            blocking: boolean;
        };
        /** @description The template driving the entity and its current step (active or paused, else the next pending one). */
        ActiveStep: {
            /** Format: uuid */
            instanceId: string;
            /** Format: uuid */
            templateId: string | null;
            templateName: string;
            /** @enum {string} */
            status: "running" | "completed" | "cancelled";
            currentStep: components["schemas"]["StepInstance"] | null;
        };
        /** @description Everything about one opportunity in one read (spec 2 §4.7, §4.21): the opportunity with its PRD (content), the objectives it serves with their metric, target, latest reading and progress, its comment thread, the template step now running, and the customers, insights and pull requests linked to it. A section the caller cannot read is null; pull requests are an empty list until integrations exist. estimatedCost is left out without cost:read, as everywhere. */
        OpportunityContext: {
            opportunity: components["schemas"]["Opportunity"];
            /** @description null without objective:read. */
            objectives: components["schemas"]["ContextObjective"][] | null;
            /** @description Linked customers by name; null without customer:read. */
            customers: components["schemas"]["ContextCustomer"][] | null;
            /** @description The latest 50 comments, oldest first, archived ones left out; null without comment:read. */
            comments: components["schemas"]["Comment"][] | null;
            /** @description Linked insights (pinned first, then newest), archived ones left out; null without insight:read. */
            insights: components["schemas"]["ContextInsight"][] | null;
            /** @description null without a template instance or without template:read. */
            activeStep: components["schemas"]["ActiveStep"] | null;
            /** @description Linked pull requests (an empty list until integrations exist). */
            pullRequests: Record<string, never>[];
        };
        TaskSummary: {
            /** Format: uuid */
            id: string;
            ref: string;
            title: string;
            /** @enum {string} */
            status: "backlog" | "todo" | "in_progress" | "completed" | "cancelled" | "duplicate";
            subtaskPosition: number | null;
        };
        /** @description Everything about one task in one read (spec 2 §4.21): the task with its engineering spec (content), its parent and subtasks in order, its assignments and phase, the opportunity it serves with the PRD, the objectives behind that with their progress, its comment thread and the template step now running. A section the caller cannot read is null. */
        TaskContext: {
            task: components["schemas"]["Task"];
            parent: components["schemas"]["TaskSummary"] | null;
            subtasks: components["schemas"]["TaskSummary"][];
            assignments: components["schemas"]["TaskAssignment"][];
            phase: {
                /** Format: uuid */
                id: string;
                title: string;
                /** Format: date */
                targetDate: string | null;
            } | null;
            /** @description null without an opportunity or without opportunity:read. */
            opportunity: {
                /** Format: uuid */
                id: string;
                ref: string;
                title: string;
                /** @enum {string} */
                state: "backlog" | "in_progress" | "completed" | "cancelled";
                /** @description The PRD. */
                content: string;
            } | null;
            /** @description The opportunity's objectives; null without objective:read. */
            objectives: components["schemas"]["ContextObjective"][] | null;
            /** @description The latest 50, oldest first; null without comment:read. */
            comments: components["schemas"]["Comment"][] | null;
            activeStep: components["schemas"]["ActiveStep"] | null;
        };
        /** @description A draft PRD assembled from the opportunity (spec 2 §4.7): markdown, whether it came from the cache (drafts are kept one hour), its age in ms, and whether the inputs changed since it was drafted. */
        PrdSynthesis: {
            markdown: string;
            cached: boolean;
            /** @description Milliseconds since the draft was made (0 for a fresh one). */
            ageMs: number;
            /** @description true when the description, objectives, readings, risks, scores, phases or tasks changed after the cached draft was made; send bypassCache true for a new one. */
            staleSinceLastSynth: boolean;
        };
        /** @description The result of a phase handoff (spec 2 §4.7). An empty note changes nothing (handedOff false, the ids null); otherwise the note is a system comment on the opportunity's thread (commentId) and the next phase's owner is notified (notifiedUserId; null when there is no next phase, it has no owner, or the owner is the caller). */
        PhaseHandoff: {
            /**
             * Format: uuid
             * @description The phase handed off from.
             */
            phaseId: string;
            /**
             * Format: uuid
             * @description The phase after it in delivery order; null for the last.
             */
            nextPhaseId: string | null;
            /** @description false when the note was empty and nothing was written. */
            handedOff: boolean;
            /** Format: uuid */
            commentId: string | null;
            /** Format: uuid */
            notifiedUserId: string | null;
        };
        /** @description Linked work (an opportunity or a task) with its current status (state for opportunities). */
        WorkItem: {
            /** @enum {string} */
            entityType: "opportunity" | "task";
            /** Format: uuid */
            id: string;
            /** @example ENG-12 */
            ref: string;
            /** @example in_progress */
            status: string;
        };
        /** @description An open customer insight with an impact on the objective (spec 2 §4.5): the delta it estimates, the date committed to the customer, the linked work, and conditionStatus: no_work (nothing linked), in_progress, delivered (all linked work completed), broken (the deadline passed before delivery, or a move of its work past the deadline was acknowledged as a promise break; it stays broken until delivered). */
        Claim: {
            /** Format: uuid */
            insightId: string;
            /** @example INS-4 */
            insightRef: string;
            verbatim: string;
            /** Format: uuid */
            customerId: string;
            customerName: string;
            estimatedDelta: number;
            /** Format: date */
            committedDate: string | null;
            work: components["schemas"]["WorkItem"][];
            /** @enum {string} */
            conditionStatus: "no_work" | "in_progress" | "delivered" | "broken";
        };
        /** @description A customer account (spec 1 §2.8; spec 2 §4.11). `arr` is the current ARR: set by the newest ARR point when one is added, not recomputed when one is deleted. `hasOnboarding` is false while onboarding was never started. */
        Customer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example CUS-1 */
            ref: string;
            number: number;
            /** @example Acme Logistics */
            name: string;
            status: components["schemas"]["CustomerStatus"];
            /**
             * Format: uuid
             * @description The account owner (a user of the org).
             */
            ownerId: string | null;
            /** @description Current annual recurring revenue, in the org currency; null when never set. */
            arr: number | null;
            /** @enum {string|null} */
            health: "healthy" | "at_risk" | "critical" | null;
            /** Format: date */
            customerSince: string | null;
            /** @description Free-form facts about the account (industry, size, plan …). */
            profile: {
                [key: string]: unknown;
            };
            hasOnboarding: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description a customer UUID or ref such as CUS-3
         * @example CUS-1
         */
        CustomerRef: string;
        /** @description A dated promise to a customer (spec 2 §4.11): an insight rooted at the customer with a deadline, not rejected or archived. atRisk is true when the linked work is not all completed and the deadline has passed, or the deadline is within 14 days and no linked work is in progress. */
        Commitment: {
            /** Format: uuid */
            insightId: string;
            /** @example INS-4 */
            insightRef: string;
            /** Format: uuid */
            customerId: string;
            customerName: string;
            verbatim: string;
            /** Format: date */
            deadline: string;
            work: components["schemas"]["WorkItem"][];
            atRisk: boolean;
        };
        /** @description ARR by lifecycle status (each status, with its customer count and the sum of their current ARR) and a monthly waterfall over [from, to] (spec 2 §4.11), derived from ARR points: a customer's ARR at a month's end is the level of its latest point effective on or before that day (0 before its first point). For each month, per customer: from 0 to more is new; up is expansion; down but above 0 is contraction; to 0 is churned. contraction and churned are negative, so starting + new + expansion + contraction + churned = ending. */
        ArrSummary: {
            /**
             * Format: date
             * @description First day of the first month.
             */
            from: string;
            /**
             * Format: date
             * @description Last day of the last month.
             */
            to: string;
            byStatus: {
                status: components["schemas"]["CustomerStatus"];
                count: number;
                arr: number;
            }[];
            waterfall: {
                /** @example 2026-03 */
                month: string;
                starting: number;
                new: number;
                expansion: number;
                contraction: number;
                churned: number;
                ending: number;
            }[];
        };
        /** @description A person at a customer account (spec 1 §2.8). At most one contact per customer is primary. */
        Contact: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customerId: string;
            /** @example Dana Whitfield */
            name: string;
            /** @example VP Operations */
            title: string | null;
            /** @description Their part in the relationship, such as champion, buyer, user. */
            role: string | null;
            email: string | null;
            phone: string | null;
            notes: string | null;
            primary: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A customer's link to an opportunity (spec 2 §4.11), optionally pinned to one step instance of the opportunity's template (stepInstanceId, null when unpinned). */
        CustomerOpportunity: {
            /** Format: uuid */
            customerId: string;
            /** Format: uuid */
            opportunityId: string;
            /** @example OPP-7 */
            opportunityRef: string;
            title: string;
            /** @enum {string} */
            state: "backlog" | "in_progress" | "completed" | "cancelled";
            /** Format: uuid */
            stepInstanceId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One entry of a customer's feed (spec 2 §4.11): an account note (note), a status update posted on a linked opportunity (update), a decision on one of the customer's insights (decision), or a linked opportunity completed (shipped), or a promised date that a task move was acknowledged to break (promise_break, about the insight). entityType and entityId name what it is about (the customer for notes), entityRef its ref. */
        CustomerUpdate: {
            /**
             * Format: uuid
             * @description The note, update or decision; for shipped, the opportunity.
             */
            id: string;
            /** @enum {string} */
            kind: "note" | "update" | "decision" | "shipped" | "promise_break";
            body: string;
            /** Format: uuid */
            authorId: string | null;
            /** @enum {string} */
            entityType: "customer" | "opportunity" | "insight";
            /** Format: uuid */
            entityId: string;
            /** @example OPP-7 */
            entityRef: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description "ARR was `level` from `effectiveDate`" (spec 1 §2.8). `delta` is derived when read: the change from the point before it (by effective date), null for the first point; it is never stored. */
        ArrPoint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customerId: string;
            level: number;
            /** Format: date */
            effectiveDate: string;
            delta: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An insight's link to an opportunity, task or objective, with its flags (blocking is never set on objectives). */
        InsightLink: {
            /** @enum {string} */
            entityType: "opportunity" | "task" | "objective";
            /** Format: uuid */
            entityId: string;
            /** @example OPP-7 */
            ref: string;
            pinned: boolean;
            blocking: boolean;
        };
        /** @description How much the insight's ask would move an objective's metric, in that metric's unit. */
        InsightImpact: {
            /** Format: uuid */
            objectiveId: string;
            delta: number;
        };
        /** @description Customer evidence (spec 1 §2.9; spec 2 §4.12): a verbatim ask with its interpretation, source and priority, from exactly one demand root (customerId, stakeholderUserId or externalStakeholderId; the others are null), linked to the work and objectives it would move. statusNote holds the note of the last rejection or need_context move. */
        Insight: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example INS-1 */
            ref: string;
            number: number;
            /** @example We lose a day every month reconciling invoices by hand. */
            verbatim: string;
            interpretation: string | null;
            /** @enum {string} */
            source: "interview" | "support" | "sales" | "async" | "observation" | "submission";
            /** @enum {string|null} */
            moscow: "must" | "should" | "could" | "wont" | null;
            /**
             * Format: date
             * @description A date promised to the customer: makes the insight a commitment.
             */
            deadline: string | null;
            status: components["schemas"]["InsightStatus"];
            statusNote: string | null;
            /** @enum {string|null} */
            rejectionCategory: "no_demand" | "not_aligned" | "not_viable" | "not_now" | "duplicate" | "other" | null;
            tagIds: string[];
            /** Format: uuid */
            customerId: string | null;
            /** Format: uuid */
            stakeholderUserId: string | null;
            /** Format: uuid */
            externalStakeholderId: string | null;
            /** Format: uuid */
            reviewTeamId: string | null;
            /** Format: uuid */
            recordedById: string | null;
            links: components["schemas"]["InsightLink"][];
            /** @description By objective ref number. */
            impacts: components["schemas"]["InsightImpact"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description an insight UUID or ref such as INS-3
         * @example INS-1
         */
        InsightRef: string;
        /** @description A demand root outside the org (an analyst, a partner, a prospect's advisor); names are unique regardless of case. */
        ExternalStakeholder: {
            /** Format: uuid */
            id: string;
            /** @example Gartner analyst */
            name: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One onboarding milestone: a step instance of the customer's onboarding template, with its DRI, the ARR tranche it unlocks when completed (an ARR point raising the customer's ARR by that amount), its main task and the work attached to it (tasks whose onboardingStepInstanceId is this step, opportunities linked to the customer pinned to it). dueAt comes from the step's SLA. */
        OnboardingMilestone: {
            /** Format: uuid */
            stepInstanceId: string;
            /** Format: uuid */
            stepId: string | null;
            title: string;
            position: number;
            /** @enum {string|null} */
            terminal: "completed" | "cancelled" | null;
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "completed" | "skipped" | "cancelled";
            /** Format: uuid */
            driId: string | null;
            arrTranche: number | null;
            /** Format: uuid */
            taskId: string | null;
            work: {
                /** @enum {string} */
                kind: "task" | "opportunity";
                /** Format: uuid */
                id: string;
                /** @example ENG-12 */
                ref: string;
            }[];
            /** Format: date-time */
            dueAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
        };
        /** @description A customer's onboarding (spec 1 §2.8; spec 2 §4.11): the template instance that drives it and its milestones in order. hasOnboarding is false (and the rest null or empty) when onboarding was never started. */
        CustomerOnboarding: {
            /** Format: uuid */
            customerId: string;
            hasOnboarding: boolean;
            /** Format: uuid */
            instanceId: string | null;
            /** Format: uuid */
            templateId: string | null;
            templateName: string | null;
            /** @enum {string|null} */
            status: "running" | "completed" | "cancelled" | null;
            milestones: components["schemas"]["OnboardingMilestone"][];
        };
        /** @description A stored pre-meeting digest of a customer since `from` (spec 1 §2.8): new asks (insights recorded), shipped work (linked opportunities and tasks completed), feed updates, overdue commitments, delayed work (linked work whose due date or cycle end moved later) and stuck asks (insights in created or review for 30 days or more), with a narrative written from those sections. */
        CustomerReview: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customerId: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            sections: {
                newAsks: {
                    /** Format: uuid */
                    insightId: string;
                    ref: string;
                    verbatim: string;
                    status: components["schemas"]["InsightStatus"];
                    /** Format: date-time */
                    createdAt: string;
                }[];
                shippedWork: {
                    /** @enum {string} */
                    entityType: "opportunity" | "task";
                    /** Format: uuid */
                    id: string;
                    ref: string;
                    title: string;
                    /** Format: date-time */
                    completedAt: string;
                }[];
                updates: components["schemas"]["CustomerUpdate"][];
                overdueCommitments: components["schemas"]["Commitment"][];
                delayedWork: {
                    /** @enum {string} */
                    entityType: "opportunity" | "task";
                    /** Format: uuid */
                    id: string;
                    ref: string;
                    title: string;
                    /**
                     * Format: date
                     * @description The date before the move (due date or cycle end).
                     */
                    from: string | null;
                    /**
                     * Format: date
                     * @description The date after it; null when unscheduled.
                     */
                    to: string | null;
                    /** Format: date-time */
                    movedAt: string;
                }[];
                stuckAsks: {
                    /** Format: uuid */
                    insightId: string;
                    ref: string;
                    verbatim: string;
                    status: components["schemas"]["InsightStatus"];
                    /** Format: date-time */
                    since: string;
                }[];
            };
            /** @description Prose written from the sections (markdown). */
            narrative: string;
            /** Format: uuid */
            createdById: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An insight like another (spec 2 §4.12): a near-duplicate (kind duplicate) or a past rejection of a similar ask (kind past_rejection, with its category and note), with a similarity from 0 to 1 (trigram similarity of verbatim and interpretation, raised by full-text rank). */
        SimilarInsight: {
            /** Format: uuid */
            insightId: string;
            /** @example INS-9 */
            ref: string;
            verbatim: string;
            status: components["schemas"]["InsightStatus"];
            /** Format: uuid */
            customerId: string | null;
            /** @enum {string} */
            kind: "duplicate" | "past_rejection";
            similarity: number;
            rejectionCategory: string | null;
            statusNote: string | null;
        };
        /** @description A cluster of similar unjudged insights (status created or review, no linked work) (spec 2 §4.12). Its id stays the same across reads while its members overlap; insights added with link-insights stay in it. status open (on the board), dismissed, promoted (an opportunity was made from it) or attached (its insights were linked to work). */
        InsightPattern: {
            /** Format: uuid */
            id: string;
            label: string;
            /** @enum {string} */
            status: "open" | "dismissed" | "promoted" | "attached";
            insightIds: string[];
            customerCount: number;
            /** @description Sum of the current ARR of the members' distinct customers. */
            arrAtStake: number;
            /**
             * Format: uuid
             * @description The opportunity it was promoted to.
             */
            opportunityId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description The pattern board (spec 2 §4.12): open patterns, largest ARR at stake first. embeddingModelConfigured is false here: similarity is lexical (trigrams and full text). unjudgedCount counts unjudged insights; truncated is true when more than 500 were unjudged and only the newest 500 were clustered. */
        InsightPatternBoard: {
            enabled: boolean;
            embeddingModelConfigured: boolean;
            unjudgedCount: number;
            truncated: boolean;
            patterns: components["schemas"]["InsightPattern"][];
        };
        /**
         * @description An intake item's status (spec 1 §3.1), a view of its insight's: new = created; needs_shaping = need_context or review; accepted = active or delivered; rejected = rejected. Stale and archived insights are not in intake.
         * @enum {string}
         */
        IntakeStatus: "new" | "needs_shaping" | "accepted" | "rejected";
        /** @description An insight seen as an intake item (spec 2 §4.21 list_intake), with how long it has waited. */
        IntakeItem: {
            /** Format: uuid */
            insightId: string;
            /** @example INS-3 */
            ref: string;
            verbatim: string;
            /** @enum {string} */
            source: "interview" | "support" | "sales" | "async" | "observation" | "submission";
            /** Format: uuid */
            customerId: string | null;
            status: components["schemas"]["IntakeStatus"];
            insightStatus: components["schemas"]["InsightStatus"];
            /** Format: date-time */
            createdAt: string;
            ageHours: number;
        };
        IntakeCounts: {
            new: number;
            needs_shaping: number;
            accepted: number;
            rejected: number;
        };
        /** @description Intake at a glance (spec 2 §4.21 get_intake_stats): items per status, the median and oldest age of new items (hours; null without new items), and the same counts per source. */
        IntakeStats: {
            counts: components["schemas"]["IntakeCounts"];
            newMedianAgeHours: number | null;
            newOldestAgeHours: number | null;
            bySource: (components["schemas"]["IntakeCounts"] & {
                /** @enum {string} */
                source: "interview" | "support" | "sales" | "async" | "observation" | "submission";
            })[];
        };
        /** @description A team iteration (spec 2 §4.8): dates inclusive; cycles of one team never overlap; number counts per team. */
        Cycle: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** Format: uuid */
            teamId: string;
            number: number;
            /** @example Cycle 7 */
            name: string;
            /** Format: date */
            startsOn: string;
            /** Format: date */
            endsOn: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A customer commitment a task move would break (the PROMISE_BREAKS refusal lists them): the task's work (the task, or its opportunity) is linked to an insight promised to a customer by `deadline`, and the move makes it finish on `newDate` (the target cycle's end; null when unscheduled), after the deadline. */
        PromiseBreak: {
            /** Format: uuid */
            taskId: string;
            /** Format: uuid */
            insightId: string;
            /** Format: uuid */
            customerId: string;
            /** Format: date */
            deadline: string;
            /** Format: date */
            newDate: string | null;
        };
        PlannedWorkFigures: {
            tasks: number;
            estimatedMinutes: number;
            unestimatedTasks: number;
            capacityHours: number;
            /** @description Estimated hours ÷ capacity hours, rounded to 2 places; null when capacity is 0. */
            coverage: number | null;
        };
        /** @description Planned work in a window (spec 2 §4.8): per cycle overlapping [from, to] and in total — tasks (not cancelled or duplicate), estimated minutes, tasks without an estimate, capacity (the team members' weeklyHours over the days of the cycle inside the window, in hours) and coverage (estimated hours ÷ capacity; null without capacity) — and the open tasks scheduled to no cycle. */
        PlannedWorkSummary: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** Format: uuid */
            teamId: string | null;
            cycles: (components["schemas"]["PlannedWorkFigures"] & {
                /** Format: uuid */
                cycleId: string;
                /** Format: uuid */
                teamId: string;
                name: string;
                /** Format: date */
                startsOn: string;
                /** Format: date */
                endsOn: string;
            })[];
            total: components["schemas"]["PlannedWorkFigures"];
            unscheduled: {
                tasks: number;
                estimatedMinutes: number;
                unestimatedTasks: number;
            };
        };
        /**
         * @description Kind of record a file can be attached to (spec 2 §4.18).
         * @enum {string}
         */
        FileEntityType: "vision" | "objective" | "metric" | "opportunity" | "task" | "customer" | "insight" | "message" | "comment";
        /** @description A record a file is attached to (spec 2 §4.18). */
        FileAttachment: {
            entityType: components["schemas"]["FileEntityType"];
            /** Format: uuid */
            entityId: string;
            /** Format: date-time */
            attachedAt: string;
        };
        /** @description An uploaded file (spec 1 §2.10, spec 2 §4.18). The bytes live in the object store, never in the JSON API: upload them with the presigned request returned by createFile, then confirm; the integrity check (size, SHA-256 of the stored bytes, sniffed type against contentType) ends in clean or failed. downloadUrl is present only on a clean file read by id, and expires at downloadExpiresAt (about 15 minutes). */
        File: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /** @example prototype-v2.pdf */
            filename: string;
            /** @example application/pdf */
            contentType: string;
            /** @description Bytes. */
            size: number;
            /**
             * @description SHA-256 of the bytes, lowercase hex, as declared on upload.
             * @example 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824
             */
            sha256: string;
            status: components["schemas"]["FileStatus"];
            /** @description Why the integrity check failed; null unless failed. */
            processingError: string | null;
            /** Format: uuid */
            uploadedBy: string | null;
            attachments: components["schemas"]["FileAttachment"][];
            /**
             * Format: uri
             * @description Presigned GET for the bytes; only on a clean file read by id.
             */
            downloadUrl?: string;
            /** Format: date-time */
            downloadExpiresAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            confirmedAt: string | null;
            /**
             * Format: date-time
             * @description When the integrity check ended.
             */
            checkedAt: string | null;
        };
        /** @description A requested upload (spec 2 §4.18): send the bytes with `uploadMethod` to `uploadUrl` before `expiresAt`, with every header in `fields` and exactly `file.size` bytes, then confirm the file. The request is signed for that size, content type and checksum: a different one is refused by the store where it can enforce it, and by the integrity check in every case. */
        FileUpload: {
            file: components["schemas"]["File"];
            /** Format: uri */
            uploadUrl: string;
            /** @enum {string} */
            uploadMethod: "PUT";
            /**
             * @description Headers the upload request must carry, by name.
             * @example {
             *       "Content-Type": "application/pdf",
             *       "x-amz-checksum-sha256": "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
             *     }
             */
            fields: {
                [key: string]: string;
            };
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description The org's storage (spec 2 §4.18): bytes of files that are clean, being checked, or pending with an unexpired upload request, against the org's quota. A new upload past the quota is refused with 422 PLAN_LIMIT_EXCEEDED. */
        StorageUsage: {
            bytesUsed: number;
            /** @description Bytes. */
            quota: number;
            /** @description bytesUsed / quota × 100, two decimals. */
            percent: number;
            fileCount: number;
        };
        /**
         * @description What the time was spent on (spec 2 §4.16). vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.
         * @enum {string}
         */
        EntryKind: "customer_meeting" | "internal_planning" | "other" | "vacation" | "sick";
        /** @description Hours a user logged on one day (spec 1 §2.10, spec 2 §4.16), against exactly one of an opportunity, a task or a misc category (untracked vacation and sick entries have none). categoryId is derived: the misc category, else the task's category (or its opportunity's), else the opportunity's. cost and currency are financial: present only for credentials holding cost:read or compensation:read or a leadership role; cost is hours × the user's hourly rate (salaryMonthly × 12 ÷ (52 × weeklyHours)) in the org's base currency, null when the user has no salary or no rate is set for their currency, and 0 for untracked kinds. */
        TimeEntry: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            orgId: string;
            /**
             * Format: uuid
             * @description The engineer who logged it.
             */
            userId: string;
            /** Format: date */
            entryDate: string;
            hours: number;
            note: string | null;
            /** Format: uuid */
            opportunityId: string | null;
            /** Format: uuid */
            taskId: string | null;
            /** Format: uuid */
            miscCategoryId: string | null;
            entryKind: components["schemas"]["EntryKind"];
            /** Format: uuid */
            categoryId: string | null;
            /**
             * @description manual entries are the user's; integration entries come from an issue tracker and cannot be edited here.
             * @enum {string}
             */
            source: "manual" | "integration";
            /** @description false for vacation and sick. */
            tracked: boolean;
            /** @description Financial (see above). */
            cost?: number | null;
            /**
             * @description The org's base currency; present with cost.
             * @example USD
             */
            currency?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One entry to write (spec 2 §4.16); exactly one of opportunityId, taskId or miscCategoryId unless entryKind is vacation or sick. */
        TimeEntryRow: {
            /** Format: date */
            entryDate: string;
            hours: number;
            /** @description Required for misc, vacation and sick entries. */
            note?: string;
            opportunityId?: components["schemas"]["OpportunityRef"];
            taskId?: components["schemas"]["TaskRef"];
            /**
             * Format: uuid
             * @description A category of the org (from the category list).
             */
            miscCategoryId?: string;
            entryKind?: components["schemas"]["EntryKind"];
        };
        /** @description Hours and cost of one category in a window (spec 2 §4.16); categoryId null gathers uncategorised work. */
        CategoryHours: {
            /** Format: uuid */
            categoryId: string | null;
            label: string | null;
            hours: number;
            /** @description In the org's base currency; priced hours only. */
            cost: number;
            /** @description Hours of users without a salary or without a rate for their currency. */
            unpricedHours: number;
        };
        /** @description Tracked hours of a window bucketed by category, with their cost (spec 2 §4.16); vacation and sick are left out. */
        TimeCategoryAggregate: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** Format: uuid */
            teamId: string | null;
            /** @example USD */
            currency: string;
            totalHours: number;
            totalCost: number;
            unpricedHours: number;
            categories: components["schemas"]["CategoryHours"][];
        };
        /** @description The cost of one tracked entry (spec 2 §4.16). userId is null for credentials without compensation:read or a leadership role, since one person's costs reveal their pay. */
        TimeEntryCost: {
            /** Format: uuid */
            entryId: string;
            /** Format: date */
            entryDate: string;
            /** Format: uuid */
            userId: string | null;
            hours: number;
            /** @description null when unpriced. */
            cost: number | null;
            /** Format: uuid */
            opportunityId: string | null;
            /** Format: uuid */
            taskId: string | null;
            /** Format: uuid */
            miscCategoryId: string | null;
            /** Format: uuid */
            categoryId: string | null;
        };
        /** @description Tracked entries of a window with their costs, newest first, at most 5000 rows (spec 2 §4.16, §8); totals cover every row of the window. */
        TimeEntryCosts: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            currency: string;
            rows: components["schemas"]["TimeEntryCost"][];
            /** @description true when the window holds more than 5000 entries: narrow from and to. */
            truncated: boolean;
            totalHours: number;
            totalCost: number;
            unpricedHours: number;
        };
        /** @description What tracked time on an opportunity or task has cost (spec 2 §4.16): an opportunity counts entries on it and on its tasks; a task counts entries on it and its subtasks. cost is 0 when nothing was logged; unpriced hours are counted apart. */
        ActualCost: {
            /** @enum {string} */
            targetType: "opportunity" | "task";
            /** Format: uuid */
            targetId: string;
            /** @example OPP-3 */
            ref: string;
            cost: number;
            /** @example USD */
            currency: string;
            hours: number;
            unpricedHours: number;
        };
        /** @description The outcome of replacing the caller's manual entries in a window (spec 2 §4.16). */
        UpsertRangeResult: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description Manual entries removed from the window. */
            deleted: number;
            /** @description The rows written, in the order sent. */
            entries: components["schemas"]["TimeEntry"][];
        };
        /** @description Time logged on an opportunity or one of its tasks (spec 2 §4.16). The engineer fields userId and userName are null for credentials without compensation:read or a leadership role. */
        OpportunityTimeEntry: {
            /** Format: uuid */
            id: string;
            /** Format: date */
            entryDate: string;
            hours: number;
            note: string | null;
            /** Format: uuid */
            taskId: string | null;
            entryKind: components["schemas"]["EntryKind"];
            /** Format: uuid */
            userId: string | null;
            userName: string | null;
        };
        /**
         * @description Capabilities separated by single spaces (`task:read task:create`): the oauth2 scopes of the document (components.securitySchemes.oauth2). compensation:read and org:manage are never granted to an OAuth app.
         * @example task:read task:create
         */
        OAuthScope: string;
        /**
         * @description A server-rendered HTML page for a person in a browser (not meant for programs).
         * @example <!doctype html><html lang="en"><head><title>Sextant</title></head><body>…</body></html>
         */
        OAuthHtmlPage: string;
        /** @description Client credentials in the form body (client_secret_post). Instead, a confidential client may send HTTP Basic (`Authorization: Basic base64(client_id:client_secret)`, client_secret_basic, RFC 6749 §2.3.1); a public client registered with token_endpoint_auth_method none sends only client_id. */
        OAuthClientAuthentication: {
            /** @description The client's id (an app's id, or `dcr_…` for a client that registered itself). */
            client_id?: string;
            /** @description The client's secret, shown once when the client was created. Confidential clients only. */
            client_secret?: string;
        };
        /**
         * @description A token request (RFC 6749 §4.1.3, §6; PKCE RFC 7636 §4.5; resource indicators RFC 8707). grant_type authorization_code needs code, redirect_uri and code_verifier; refresh_token needs refresh_token.
         * @example {
         *       "grant_type": "authorization_code",
         *       "code": "c0dE…",
         *       "redirect_uri": "https://app.example.com/callback",
         *       "code_verifier": "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
         *       "client_id": "dcr_3f9a…"
         *     }
         */
        OAuthTokenRequest: components["schemas"]["OAuthClientAuthentication"] & {
            /**
             * @description authorization_code to redeem a code, refresh_token to rotate a refresh token.
             * @enum {string}
             */
            grant_type: "authorization_code" | "refresh_token";
            /** @description The authorization code from the redirect (authorization_code only): valid 60 seconds and usable once. */
            code?: string;
            /**
             * Format: uri
             * @description The redirect_uri sent to GET /oauth/authorize, exactly (authorization_code only).
             */
            redirect_uri?: string;
            /** @description The PKCE verifier whose S256 hash was the code_challenge (authorization_code only): 43-128 characters of A-Z, a-z, 0-9 and -._~. */
            code_verifier?: string;
            /** @description The current refresh token, `sextant_ort_…` (refresh_token only). */
            refresh_token?: string;
            /** @description refresh_token only: a subset of the granted scopes, to narrow the new access token (the grant keeps its scopes). */
            scope?: components["schemas"]["OAuthScope"];
            /**
             * Format: uri
             * @description RFC 8707: the resource the token is for, `<origin>/api` or `<origin>/api/mcp`; by default the one granted.
             */
            resource?: string;
        };
        /**
         * @description A successful token response (RFC 6749 §5.1), sent with `Cache-Control: no-store`.
         * @example {
         *       "access_token": "sextant_oat_Gq3…",
         *       "token_type": "Bearer",
         *       "expires_in": 3600,
         *       "refresh_token": "sextant_ort_9kd…",
         *       "scope": "task:read task:create"
         *     }
         */
        OAuthTokenResponse: {
            /** @description The access token, `sextant_oat_…`: send it as `Authorization: Bearer <token>` to the API and to POST /api/mcp. Valid 1 hour. */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds until the access token expires (3600). */
            expires_in: number;
            /** @description The refresh token, `sextant_ort_…`: valid 30 days, renewed by each rotation. A refresh returns a new one and consumes this one; reusing a consumed one revokes the whole family. */
            refresh_token?: string;
            /** @description The scopes granted (capabilities separated by spaces); the token's entire permission set. */
            scope: components["schemas"]["OAuthScope"];
        };
        /**
         * @description An OAuth 2.0 error (RFC 6749 §5.2, RFC 7009 §2.2.1, RFC 7591 §3.2.2), never the API envelope.
         * @example {
         *       "error": "invalid_grant",
         *       "error_description": "grant request is invalid"
         *     }
         */
        OAuthError: {
            /** @description The error code of the RFC (each operation lists the ones it answers). */
            error: string;
            /** @description One sentence for the developer, e.g. "missing required parameter 'code_verifier'". */
            error_description?: string;
        };
        /**
         * @description Client metadata (RFC 7591 §2), as registered and as echoed back.
         * @example {
         *       "redirect_uris": [
         *         "http://localhost:33418/callback"
         *       ],
         *       "client_name": "Example MCP client",
         *       "token_endpoint_auth_method": "none",
         *       "grant_types": [
         *         "authorization_code",
         *         "refresh_token"
         *       ],
         *       "response_types": [
         *         "code"
         *       ],
         *       "scope": "task:read task:update"
         *     }
         */
        OAuthClientMetadata: {
            /** @description Where authorization responses go; GET /oauth/authorize matches redirect_uri against them exactly. */
            redirect_uris: string[];
            /** @description The name shown on the consent page, labelled unverified (self-registered). */
            client_name?: string;
            /**
             * @description none for a public client (PKCE only, no secret); otherwise how the secret is sent. Default client_secret_basic.
             * @enum {string}
             */
            token_endpoint_auth_method?: "none" | "client_secret_basic" | "client_secret_post";
            /** @description Default [authorization_code, refresh_token]. */
            grant_types?: ("authorization_code" | "refresh_token")[];
            /** @description Default [code]. */
            response_types?: "code"[];
            /** @description The scopes the client may ever request (an allow-list checked at GET /oauth/authorize). */
            scope?: components["schemas"]["OAuthScope"];
        };
        /**
         * @description A registered client (RFC 7591 §3.2.1): its id, its secret once, and its metadata as stored.
         * @example {
         *       "client_id": "dcr_k2V9…",
         *       "client_id_issued_at": 1767225600,
         *       "redirect_uris": [
         *         "http://localhost:33418/callback"
         *       ],
         *       "client_name": "Example MCP client",
         *       "token_endpoint_auth_method": "none",
         *       "grant_types": [
         *         "authorization_code",
         *         "refresh_token"
         *       ],
         *       "response_types": [
         *         "code"
         *       ],
         *       "scope": "task:read task:update"
         *     }
         */
        OAuthClientInformation: components["schemas"]["OAuthClientMetadata"] & {
            /** @description The client's id, `dcr_…`. */
            client_id: string;
            /** @description Confidential clients only, shown this once (only a hash is kept). */
            client_secret?: string;
            /** @description When the client was registered (seconds since the epoch). */
            client_id_issued_at?: number;
            /** @description 0 (the secret does not expire); confidential clients only. */
            client_secret_expires_at?: number;
        };
        /**
         * @description Authorization server metadata (RFC 8414 §2); the object may carry more members than these.
         * @example {
         *       "issuer": "https://sextant.example.com",
         *       "authorization_endpoint": "https://sextant.example.com/oauth/authorize",
         *       "token_endpoint": "https://sextant.example.com/api/oauth/token",
         *       "revocation_endpoint": "https://sextant.example.com/api/oauth/revoke",
         *       "registration_endpoint": "https://sextant.example.com/api/oauth/register",
         *       "scopes_supported": [
         *         "task:read",
         *         "task:create"
         *       ],
         *       "response_types_supported": [
         *         "code"
         *       ],
         *       "grant_types_supported": [
         *         "authorization_code",
         *         "refresh_token"
         *       ],
         *       "code_challenge_methods_supported": [
         *         "S256"
         *       ],
         *       "token_endpoint_auth_methods_supported": [
         *         "client_secret_basic",
         *         "client_secret_post",
         *         "none"
         *       ],
         *       "authorization_response_iss_parameter_supported": true
         *     }
         */
        OAuthServerMetadata: {
            /**
             * Format: uri
             * @description The server's origin, e.g. https://sextant.example.com (also the `iss` of authorization responses, RFC 9207).
             */
            issuer: string;
            /**
             * Format: uri
             * @description <issuer>/oauth/authorize
             */
            authorization_endpoint: string;
            /**
             * Format: uri
             * @description <issuer>/api/oauth/token
             */
            token_endpoint: string;
            /**
             * Format: uri
             * @description <issuer>/api/oauth/revoke
             */
            revocation_endpoint?: string;
            /**
             * Format: uri
             * @description <issuer>/api/oauth/register
             */
            registration_endpoint?: string;
            /** @description The capabilities an app may be granted. oidc-provider also lists `openid` and OpenID Connect members (claims_supported, ID-token algorithms, form_post and fragment response modes): Sextant never grants openid and issues no ID token, so they have no effect. */
            scopes_supported?: string[];
            /** @description [code] */
            response_types_supported: string[];
            /** @description [authorization_code, refresh_token] */
            grant_types_supported?: string[];
            /** @description [S256] */
            code_challenge_methods_supported?: string[];
            /** @description [client_secret_basic, client_secret_post, none] */
            token_endpoint_auth_methods_supported?: string[];
            /** @description true (RFC 9207). */
            authorization_response_iss_parameter_supported?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Protected resource metadata (RFC 9728 §2); the object may carry more members than these.
         * @example {
         *       "resource": "https://sextant.example.com/api/mcp",
         *       "authorization_servers": [
         *         "https://sextant.example.com"
         *       ],
         *       "scopes_supported": [
         *         "task:read",
         *         "task:create"
         *       ],
         *       "bearer_methods_supported": [
         *         "header"
         *       ],
         *       "resource_name": "Sextant MCP server"
         *     }
         */
        OAuthProtectedResourceMetadata: {
            /**
             * Format: uri
             * @description The resource: `<origin>/api` or `<origin>/api/mcp`, equal to the URL the document was fetched for (RFC 9728 §3.3). Send it as `resource` to GET /oauth/authorize and the token endpoint.
             */
            resource: string;
            /** @description [<origin>]: the issuer whose RFC 8414 metadata is at /.well-known/oauth-authorization-server. */
            authorization_servers: string[];
            /** @description The capabilities an app may be granted. */
            scopes_supported?: string[];
            /** @description [header]: `Authorization: Bearer <token>` only. */
            bearer_methods_supported?: "header"[];
            /** @description A name for people: Sextant MCP server, or Sextant REST API. */
            resource_name?: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description INTERNAL_ERROR — a fault on our side; retry with the same request and quote X-Request-Id if it persists. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description INTERNAL_ERROR with status 503 — this instance cannot serve now (database unreachable, migrations pending, or shutting down). error.data.checks is the Readiness object; retry after Retry-After seconds, or on another instance. */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description UNAUTHORIZED — missing or invalid bearer credential (spec 2 §5). */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description RATE_LIMITED — more requests than this key's per-minute limit (spec 2 §8). Wait Retry-After seconds; error.data has limit, retryAfter and reset. */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description VALIDATION_FAILED — the request does not match the document; details lists each offending field. Also refused here, whatever the schema (issue 7): text holding NUL (\u0000) or lone surrogates, in any field, key, query or path parameter; JSON nested deeper than 64 levels; an integer or number parameter that is not a plain decimal within its bounds (1e309, Infinity, 0x10); a path that is not valid percent-encoding; a body that does not decode as its Content-Encoding says. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description FORBIDDEN — the credential lacks a capability the operation needs (the oauth2 scopes in its security) or a role (spec 2 §5). */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description NOT_FOUND — no such resource in the caller's org (another org's id reads as 404). */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description ALREADY_EXISTS or INVALID_STATE_TRANSITION — the resource's state refuses the request; error.data says why. IDEMPOTENCY_CONFLICT — the Idempotency-Key was used with a different body or by another credential, or its first request is still running (then Retry-After says when to retry). */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description VALIDATION_FAILED with status 413 — the request body is larger than 1 MB (spec 2 §8). */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description VALIDATION_FAILED with status 415 — the body is not UTF-8 JSON the server can read: a charset other than UTF-8 in Content-Type, or a Content-Encoding other than gzip, deflate or br (issue 7). A body that does not decode as its Content-Encoding says is 400. details names the header. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description business-rule violation (spec 2 §7); error.data carries what is needed to correct it. */
        Unprocessable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
         * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
         */
        IdempotencyKey: string;
        /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
        cursor: string;
        /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
        limit: number;
        /** @description Vision UUID or ref VIS-<n>. */
        VisionId: components["schemas"]["VisionRef"];
        /** @description Notification UUID. */
        NotificationId: string;
        /** @description Strategy UUID or ref STR-<n>. */
        StrategyId: components["schemas"]["StrategyRef"];
        /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
        DirectionDocumentId: string;
        /** @description Objective UUID or ref OBJ-<n>. */
        ObjectiveId: components["schemas"]["ObjectiveRef"];
        /** @description Metric UUID or ref MET-<n>. */
        MetricId: components["schemas"]["MetricRef"];
        /** @description Opportunity UUID or ref OPP-<n>. */
        OpportunityId: components["schemas"]["OpportunityRef"];
        /** @description Objective UUID or ref OBJ-<n>. */
        LinkedObjectiveId: components["schemas"]["ObjectiveRef"];
        /** @description Scoring criterion UUID (the id of one of the org's scoring criteria). */
        ScoringCriterionId: string;
        /** @description The validation risk: value, usability, feasibility or viability. */
        RiskName: "value" | "usability" | "feasibility" | "viability";
        /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
        TaskId: components["schemas"]["TaskRef"];
        /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
        TaskIdParam: components["schemas"]["TaskRef"];
        /** @description User UUID, or "me" for the caller. */
        MemberUserId: components["schemas"]["UserRef"];
        /** @description Team UUID or the team prefix (e.g. ENG). */
        TeamId: components["schemas"]["TeamRef"];
        /** @description User UUID, or "me" for the caller. */
        UserId: components["schemas"]["UserRef"];
        /** @description Room UUID. */
        RoomId: string;
        /** @description Message UUID. */
        MessageId: string;
        /** @description Comment UUID (from listComments). */
        CommentId: string;
        /** @description Template step UUID (from the template's steps). */
        TemplateStepId: string;
        /** @description Step instance UUID (from the entity's template instance). */
        StepInstanceId: string;
        /** @description Template UUID. */
        TemplateId: string;
        /** @description Category UUID. */
        CategoryId: string;
        /** @description Tag UUID. */
        TagId: string;
        /** @description PRD template UUID. */
        PrdTemplateId: string;
        /** @description Delivery phase UUID (from the opportunity's phases). */
        PhaseId: string;
        /** @description UUID of the delivery phase being handed off (from the opportunity's phases). */
        FromPhaseId: string;
        /** @description Customer UUID or ref CUS-<n>. */
        CustomerId: components["schemas"]["CustomerRef"];
        /** @description A contact of the customer (its UUID, from GET /api/v1/customers/{id}/contacts). */
        ContactId: string;
        /** @description The linked opportunity: its UUID or ref OPP-<n>. */
        LinkedOpportunityId: components["schemas"]["OpportunityRef"];
        /** @description An ARR point of the customer (its UUID, from GET /api/v1/customers/{id}/arr). */
        ArrPointId: string;
        /** @description Insight UUID or ref INS-<n>. */
        InsightId: components["schemas"]["InsightRef"];
        /** @description A milestone of the customer's onboarding (its step instance UUID, from the onboarding read). */
        OnboardingStepInstanceId: string;
        /** @description A review of the customer (its UUID, from the review list). */
        ReviewId: string;
        /** @description A pattern of the board (its UUID, from the pattern board). */
        PatternId: string;
        /** @description A cycle (its UUID, from the cycle list). */
        CycleId: string;
        /** @description A file (its UUID, returned when the upload was requested). */
        FileId: string;
        /** @description One of your time entries (its UUID, from the time-entry list). */
        TimeEntryId: string;
        /** @description The consent interaction's id, from the Location of GET /oauth/authorize. An interaction lasts 10 minutes. */
        OAuthInteractionUid: string;
    };
    requestBodies: never;
    headers: {
        /** @description Same value as meta.requestId; quote it when reporting a problem. */
        XRequestId: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description Requests per minute this key may make (spec 2 §8; default 600). */
        RateLimitLimit: number;
        /** @description Requests left in the sliding one-minute window after this one. */
        RateLimitRemaining: number;
        /** @description Epoch seconds at which the current one-minute window closes. */
        RateLimitReset: number;
        /** @description `true` when this response is the stored answer to an earlier request with the same Idempotency-Key (spec 2 §8). */
        IdempotentReplayed: "true";
        /** @description `no-store`: the answer carries credentials and must not be cached (RFC 6749 §5.1). */
        CacheControlNoStore: "no-store";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Liveness"];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Readiness"];
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["SchemaOverview"];
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: Record<string, never>;
                        paths: Record<string, never>;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getViewer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Viewer"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setViewerAvatar: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fileId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A clean image file; null removes the avatar.
                     */
                    fileId: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Viewer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    runBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description At most 20; for more, send them in several batches. */
                    operations: components["schemas"]["BatchOperation"][];
                };
            };
        };
        responses: {
            /** @description Multi-status */
            207: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            [key: string]: components["schemas"]["BatchEntryResult"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    searchEntities: {
        parameters: {
            query: {
                query: string;
                /** @description Comma-separated entity types to search (default all readable), e.g. task,opportunity. */
                types?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["SearchHit"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            /** @description INTERNAL_ERROR with status 503 — the search did not finish within its time limit (error.data has timeoutMs and retryAfter); retry after Retry-After seconds, or search for more specific words or fewer types. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listActivities: {
        parameters: {
            query: {
                entityType: components["schemas"]["ActivityEntityType"];
                /** @description Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12). */
                entityId: string;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Activity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getSubscription: {
        parameters: {
            query: {
                entityType: components["schemas"]["EntityType"];
                /** @description Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12). */
                entityId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entityType: components["schemas"]["EntityType"];
                    /** @description Entity UUID or ref. */
                    entityId: string;
                    subscribed: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getVisionAiContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Vision UUID or ref VIS-<n>. */
                id: components["parameters"]["VisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["VisionAiContext"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                unreadOnly?: boolean;
                pinned?: boolean;
                /** @description Comma-separated notification types. */
                types?: string;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Notification"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getNotificationUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            count: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    readAllNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    readNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Notification UUID. */
                id: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    pinNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Notification UUID. */
                id: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    unpinNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Notification UUID. */
                id: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Notification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    unsubscribeNotification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Notification UUID. */
                id: components["parameters"]["NotificationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listVisions: {
        parameters: {
            query?: {
                /** @description Only visions of this kind. */
                kind?: "company" | "product";
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Vision"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createVision: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Every team ships what moves the needle",
                 *       "kind": "product",
                 *       "narrative": "In three years every team plans from outcomes."
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @default company
                     * @enum {string}
                     */
                    kind?: "company" | "product";
                    narrative: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Vision"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getVision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Vision UUID or ref VIS-<n>. */
                id: components["parameters"]["VisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Vision"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateVision: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Vision UUID or ref VIS-<n>. */
                id: components["parameters"]["VisionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "narrative": "In three years every team plans from measured outcomes."
                 *     }
                 */
                "application/json": {
                    name?: string;
                    narrative?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Vision"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listVisionVersions: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Vision UUID or ref VIS-<n>. */
                id: components["parameters"]["VisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["VisionVersion"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    renameVisionVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Vision UUID or ref VIS-<n>. */
                id: components["parameters"]["VisionId"];
                /** @description The version number. */
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Board-approved draft"
                 *     }
                 */
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["VisionVersion"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listVisionObjectives: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Vision UUID or ref VIS-<n>. */
                id: components["parameters"]["VisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Objective"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getVisionChildren: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Vision UUID or ref VIS-<n>. */
                id: components["parameters"]["VisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["VisionChildren"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listStrategies: {
        parameters: {
            query?: {
                /** @description Only strategies in this status. */
                status?: components["schemas"]["StrategyStatus"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Strategy"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createStrategy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Win the mid-market on time-to-value",
                 *       "content": "## Where we play\nMid-market SaaS teams of 50-500."
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @description The strategy in markdown. */
                    content: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Strategy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Strategy UUID or ref STR-<n>. */
                id: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Strategy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateStrategy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Strategy UUID or ref STR-<n>. */
                id: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "## Where we play\nMid-market SaaS teams of 50-1000.",
                 *       "changeNote": "Widened the segment"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @description The new markdown content (the whole document). */
                    content?: string;
                    /** @description What changed; becomes the new version's label (empty: v{n}). */
                    changeNote?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Strategy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description FORBIDDEN — the credential lacks strategy:update, or the caller is not the strategy's owner: only the owner may change it (error.data names ownerId and ownerName; the suggestion names the owner). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description INVALID_STATE_TRANSITION — the strategy is archived and read-only (error.data.status). IDEMPOTENCY_CONFLICT — see Idempotency-Key. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    publishStrategy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Strategy UUID or ref STR-<n>. */
                id: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Strategy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description FORBIDDEN — the credential lacks strategy:update, or the caller is not the strategy's owner: only the owner may change it (error.data names ownerId and ownerName; the suggestion names the owner). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description INVALID_STATE_TRANSITION — only a draft can be published; error.data has the strategy's status (active: already published; archived: read-only). IDEMPOTENCY_CONFLICT — see Idempotency-Key. */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    archiveStrategy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Strategy UUID or ref STR-<n>. */
                id: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Strategy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description FORBIDDEN — the credential lacks strategy:update, or the caller is not the strategy's owner: only the owner may change it (error.data names ownerId and ownerName; the suggestion names the owner). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description INVALID_STATE_TRANSITION — the strategy is already archived (error.data.status). IDEMPOTENCY_CONFLICT — see Idempotency-Key. */
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listStrategyVersions: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Strategy UUID or ref STR-<n>. */
                id: components["parameters"]["StrategyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["StrategyVersion"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    renameStrategyVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Strategy UUID or ref STR-<n>. */
                id: components["parameters"]["StrategyId"];
                /** @description The version number (see the strategy's versions). */
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Board-approved"
                 *     }
                 */
                "application/json": {
                    /** @description The new label; empty clears it (the label becomes v{n}). */
                    note: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["StrategyVersion"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description FORBIDDEN — the credential lacks strategy:update, or the caller is not the strategy's owner: only the owner may change it (error.data names ownerId and ownerName; the suggestion names the owner). */
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description INVALID_STATE_TRANSITION — the strategy is archived and its versions are read-only (error.data.status). IDEMPOTENCY_CONFLICT — see Idempotency-Key. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listDirectionDocuments: {
        parameters: {
            query?: {
                /** @description Only documents of this kind. */
                kind?: components["schemas"]["DirectionDocumentKind"];
                /** @description Only visions of this scope. */
                scope?: "company" | "product";
                /** @description Only documents in this status. */
                status?: "draft" | "active" | "archived";
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["DirectionDocumentSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createDirectionDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: components["schemas"]["DirectionDocumentKind"];
                    /**
                     * @description Visions only (default company; one company vision per org).
                     * @enum {string}
                     */
                    scope?: "company" | "product";
                    title: string;
                    /** @description Markdown. */
                    body: string;
                    /**
                     * @description true: publish it as version 1 at once — only a person, with an OAuth token acting as them; API keys and app tokens get 403. false: the text becomes the draft of a document with nothing published yet.
                     * @default false
                     */
                    publish?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listDirectionDocumentChanges: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["DirectionDocumentChange"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getDirectionDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteDirectionDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            /** Format: uuid */
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateDirectionDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    body?: string;
                    /** @description When this publishes (a person's token): the new version's note (its label). */
                    changeNote?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getDirectionDocumentDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocumentDraft"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    saveDirectionDocumentDraft: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default: the current draft's title, else the published one. */
                    title?: string;
                    /** @description Markdown. */
                    body: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocumentDraft"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    publishDirectionDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The new version's note (its label; empty: v{n}). */
                    changeNote?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    discardDirectionDocumentDraft: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    archiveDirectionDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listDirectionDocumentVersions: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["DirectionDocumentVersion"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    renameDirectionDocumentVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>. */
                id: components["parameters"]["DirectionDocumentId"];
                /** @description The version number. */
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The label; empty clears it. */
                    note: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DirectionDocumentVersion"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listObjectives: {
        parameters: {
            query?: {
                /** @description Only objectives of this vision (UUID or VIS-<n>). */
                visionId?: components["schemas"]["VisionRef"];
                /** @description Only objectives anchored to this metric (UUID or MET-<n>). */
                metricId?: components["schemas"]["MetricRef"];
                /** @description Only objectives with this DRI (user UUID, or me). */
                driId?: components["schemas"]["UserRef"];
                status?: "active" | "achieved" | "abandoned";
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Objective"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createObjective: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Halve onboarding time",
                 *       "visionId": "VIS-1",
                 *       "driId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "horizon": "short"
                 *     }
                 */
                "application/json": {
                    title: string;
                    visionId: components["schemas"]["VisionRef"];
                    /** @description The directly responsible individual: a user UUID, or me. */
                    driId: components["schemas"]["UserRef"];
                    description?: string;
                    /** Format: date-time */
                    deadline?: string | null;
                    /** @enum {string|null} */
                    horizon?: "short" | "long" | null;
                    metric?: components["schemas"]["ObjectiveMetricInput"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Objective"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getObjectiveAlignment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["AlignmentGrid"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getObjective: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Objective"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteObjective: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateObjective: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "achieved"
                 *     }
                 */
                "application/json": {
                    visionId?: components["schemas"]["VisionRef"];
                    title?: string;
                    description?: string;
                    /** Format: date-time */
                    deadline?: string | null;
                    driId?: components["schemas"]["UserRef"];
                    /** @enum {string|null} */
                    horizon?: "short" | "long" | null;
                    /** @enum {string} */
                    status?: "active" | "achieved" | "abandoned";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Objective"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listObjectiveOpportunities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ObjectiveOpportunity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setObjectiveMetric: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "metricId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "operator": "gte",
                 *       "target": 40,
                 *       "startValue": 12
                 *     }
                 */
                "application/json": {
                    /** @description The metric (UUID or MET-<n>); null clears the anchor. */
                    metricId: components["schemas"]["MetricRef"] | null;
                    /** @enum {string} */
                    operator?: "gte" | "lte" | "eq";
                    target?: number;
                    startValue?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Objective"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getObjectiveNesting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ObjectiveNesting"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setObjectiveAlignmentLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parentId": "OBJ-1",
                 *       "kind": "primary"
                 *     }
                 */
                "application/json": {
                    /** @description The parent objective (UUID or OBJ-<n>). */
                    parentId: components["schemas"]["ObjectiveRef"];
                    /**
                     * @description null removes the link.
                     * @enum {string|null}
                     */
                    kind: "primary" | "supporting" | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ObjectiveNesting"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listMetrics: {
        parameters: {
            query?: {
                /** @description Only metrics stewarded by this user (UUID, or me). */
                stewardId?: components["schemas"]["UserRef"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Metric"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createMetric: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekly active teams",
                 *       "unit": "count",
                 *       "currentValue": 12
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    currentValue?: number | null;
                    /** @enum {string} */
                    unit: "percentage" | "count" | "currency" | "ratio" | "duration" | "custom";
                    /** @enum {string} */
                    dataSourceType?: "manual" | "integration" | "system";
                    dataSourceConfig?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description The steward (a user id, or me); null for none. */
                    stewardId?: components["schemas"]["UserRef"] | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Metric"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listBuiltinMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["BuiltinMetric"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    trackBuiltinMetric: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "builtinId": "time_in_status",
                 *       "params": {
                 *         "statusGroup": "in_progress"
                 *       }
                 *     }
                 */
                "application/json": {
                    builtinId: components["schemas"]["BuiltinMetricId"];
                    params?: components["schemas"]["BuiltinMetricParams"];
                };
            };
        };
        responses: {
            /** @description The built-in was already tracked with the same params: the existing metric */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Metric"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Metric"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getMetric: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Metric UUID or ref MET-<n>. */
                id: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Metric"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteMetric: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Metric UUID or ref MET-<n>. */
                id: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateMetric: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Metric UUID or ref MET-<n>. */
                id: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Teams with at least one task moved this week"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    currentValue?: number | null;
                    /** @enum {string} */
                    unit?: "percentage" | "count" | "currency" | "ratio" | "duration" | "custom";
                    /** @enum {string} */
                    dataSourceType?: "manual" | "integration" | "system";
                    dataSourceConfig?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description The steward (a user id, or me); null clears it. */
                    stewardId?: components["schemas"]["UserRef"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Metric"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listMetricValues: {
        parameters: {
            query?: {
                /** @description Only readings recorded on or after this date (YYYY-MM-DD, UTC). */
                since?: string;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Metric UUID or ref MET-<n>. */
                id: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["MetricValue"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createMetricValue: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Metric UUID or ref MET-<n>. */
                id: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "value": 14,
                 *       "note": "After the March release"
                 *     }
                 */
                "application/json": {
                    value: number;
                    /** Format: date-time */
                    recordedAt?: string;
                    note?: string;
                    /**
                     * @default manual
                     * @enum {string}
                     */
                    source?: "manual" | "integration";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["MetricValue"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listMetricOpportunities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Metric UUID or ref MET-<n>. */
                id: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getMetricDependents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Metric UUID or ref MET-<n>. */
                id: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["MetricDependents"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOpportunities: {
        parameters: {
            query?: {
                state?: "backlog" | "in_progress" | "completed" | "cancelled";
                status?: "backlog" | "in_progress" | "completed" | "cancelled" | "draft" | "under_review" | "approved" | "complete" | "measured" | "rejected";
                /** @description Only opportunities carrying this tag. */
                tagId?: string;
                /** @description Only opportunities in this category. */
                categoryId?: string;
                /** @description Only opportunities of this team (UUID or prefix). */
                teamId?: components["schemas"]["TeamRef"];
                minScore?: number;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Opportunity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Guided onboarding checklist",
                 *       "objectiveLinks": [
                 *         {
                 *           "objectiveId": "OBJ-1"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    description?: string;
                    /** @description Promote an open insight pattern: the new opportunity is linked to every insight of the pattern (also needs insight:update). */
                    patternPromotion?: {
                        /** Format: uuid */
                        patternId: string;
                    };
                    /** @description Financial; needs cost:read to read back. */
                    estimatedCost?: number | null;
                    /** @description The lead (a user UUID, or me). */
                    leadId?: components["schemas"]["UserRef"] | null;
                    /** @description The team (UUID or prefix). */
                    teamId?: components["schemas"]["TeamRef"] | null;
                    /** Format: date */
                    dueDate?: string | null;
                    /** @description PRD body (markdown). */
                    content?: string;
                    /**
                     * @description in_progress with a workflowId also activates the first step.
                     * @default backlog
                     * @enum {string}
                     */
                    initialState?: "backlog" | "in_progress";
                    /**
                     * Format: uuid
                     * @description A template (defaultEntityType opportunity or any) that drives the delivery: an instance starts with the opportunity.
                     */
                    workflowId?: string | null;
                    /**
                     * Format: uuid
                     * @description A category of the org (GET /api/v1/categories); null clears it.
                     */
                    categoryId?: string | null;
                    /** @description The whole tag set (tags of the org; GET /api/v1/tags). */
                    tagIds?: string[];
                    /**
                     * Format: uuid
                     * @description A PRD template you can see: its content becomes the PRD (content) unless content is given.
                     */
                    prdTemplateId?: string | null;
                    queuePosition?: number | null;
                    scores?: {
                        /** Format: uuid */
                        criterionId: string;
                        value: number;
                    }[];
                    objectiveLinks?: {
                        objectiveId: components["schemas"]["ObjectiveRef"];
                        /** @enum {string} */
                        kind?: "primary" | "supporting";
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Checklist that walks a new team through its first outcome."
                 *     }
                 */
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @description Financial; needs cost:read to read back. */
                    estimatedCost?: number | null;
                    /** @description The lead (a user UUID, or me); null clears it. */
                    leadId?: components["schemas"]["UserRef"] | null;
                    /** @description The team (UUID or prefix); null clears it. */
                    teamId?: components["schemas"]["TeamRef"] | null;
                    /** Format: date */
                    dueDate?: string | null;
                    content?: string;
                    /** @description Alias of content. */
                    prd?: string;
                    /**
                     * Format: uuid
                     * @description A category of the org (GET /api/v1/categories); null clears it.
                     */
                    categoryId?: string | null;
                    /** @description The whole tag set (tags of the org; GET /api/v1/tags). */
                    tagIds?: string[];
                    queuePosition?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOpportunityTasks: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Task"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setOpportunityState: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "in_progress"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    state: "backlog" | "in_progress" | "completed";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    rejectOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "category": "not_now",
                 *       "reason": "Checkout rework comes first this quarter"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    category: "no_demand" | "not_aligned" | "not_viable" | "not_now" | "duplicate" | "other";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    applyOpportunityPrdTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "templateId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "mode": "append"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A PRD template (GET /api/v1/prd-templates).
                     */
                    templateId: string;
                    /**
                     * @default replace
                     * @enum {string}
                     */
                    mode?: "replace" | "append";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createOpportunityObjectiveLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "objectiveId": "OBJ-1"
                 *     }
                 */
                "application/json": {
                    objectiveId: components["schemas"]["ObjectiveRef"];
                    /** @enum {string} */
                    kind?: "primary" | "supporting";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteOpportunityObjectiveLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
                /** @description Objective UUID or ref OBJ-<n>. */
                objectiveId: components["parameters"]["LinkedObjectiveId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateOpportunityObjectiveLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
                /** @description Objective UUID or ref OBJ-<n>. */
                objectiveId: components["parameters"]["LinkedObjectiveId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "newObjectiveId": "OBJ-2"
                 *     }
                 */
                "application/json": {
                    newObjectiveId: components["schemas"]["ObjectiveRef"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listScoringCriteria: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ScoringCriterion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOpportunityScorecard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Scorecard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteOpportunityScore: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
                /** @description Scoring criterion UUID (the id of one of the org's scoring criteria). */
                criterionId: components["parameters"]["ScoringCriterionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Scorecard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setOpportunityScore: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
                /** @description Scoring criterion UUID (the id of one of the org's scoring criteria). */
                criterionId: components["parameters"]["ScoringCriterionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "value": 4
                 *     }
                 */
                "application/json": {
                    /** @description 1 (worst) to 5 (best; on an inverted criterion, the most of it). */
                    value: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Scorecard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOpportunityRisks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityRisk"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setOpportunityRiskVote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
                /** @description The validation risk: value, usability, feasibility or viability. */
                risk: components["parameters"]["RiskName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vote": "risky",
                 *       "note": "Two of five customers interviewed would pay for it."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    vote: "approve" | "risky" | "reject";
                    /** @description Why (optional); replaces the note of your earlier vote. */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityRisk"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOpportunityPhases: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["OpportunityPhase"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createOpportunityPhase: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Beta",
                 *       "ownerId": "me",
                 *       "targetDate": "2027-03-31"
                 *     }
                 */
                "application/json": {
                    title: string;
                    /** @description Who owns the phase (a user UUID, or me). */
                    ownerId?: components["schemas"]["UserRef"] | null;
                    /**
                     * Format: date
                     * @description When the phase should be done (YYYY-MM-DD); null or omitted means open ended.
                     */
                    targetDate?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityPhase"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOpportunityUnphasedTaskCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            /** Format: uuid */
                            opportunityId: string;
                            /** @description Top-level tasks without a phase. */
                            count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reorderOpportunityPhases: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phaseIds": [
                 *         "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *         "1c6a4b2e-8f0d-4e7a-9c55-0d7f6a1e2b3c"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Every phase of the opportunity, once each, in delivery order. */
                    phaseIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityPhase"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOpportunityUpdates: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["OpportunityUpdate"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postOpportunityUpdate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Beta shipped to five design partners; GA slips a week for the billing fix.",
                 *       "health": "at_risk"
                 *     }
                 */
                "application/json": {
                    /** @description What happened since the last update (markdown). */
                    body: string;
                    /** @enum {string} */
                    health: "on_track" | "at_risk" | "off_track";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityUpdate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    addOpportunityPrototype: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://www.figma.com/proto/abc123"
                 *     }
                 */
                "application/json": {
                    /** @description an http or https URL, such as https://www.figma.com/proto/abc123 */
                    url?: string;
                    /**
                     * Format: uuid
                     * @description An uploaded file (instead of url).
                     */
                    fileId?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityPrototype"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    removeOpportunityPrototype: {
        parameters: {
            query?: {
                /** @description The url of the prototype to remove, exactly as listed. */
                url?: string;
                /** @description Instead of url: the file of the prototype to remove. */
                fileId?: string;
            };
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityPrototype"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description Only tasks of this opportunity (UUID or OPP-<n>). */
                opportunityId?: components["schemas"]["OpportunityRef"];
                status?: "backlog" | "todo" | "in_progress" | "completed" | "cancelled" | "duplicate";
                priority?: "low" | "medium" | "high" | "urgent";
                /** @description Only tasks of this team (UUID or prefix). */
                teamId?: components["schemas"]["TeamRef"];
                /** @description Only tasks carrying this tag. */
                tagId?: string;
                /** @description Only tasks in this category. */
                categoryId?: string;
                /** @description Only subtasks of this task (UUID or ref), in subtask order. */
                parentTaskId?: components["schemas"]["TaskRef"];
                /** @description Only tasks scheduled in this cycle. */
                cycleId?: string;
                /** @description true: only tasks scheduled to no cycle; false: only scheduled ones. */
                "unscheduled-to-cycle"?: boolean;
                /** @description Only tasks whose active template step is this template step. */
                statusId?: string;
                /** @description Owner user UUID, or "me" for the caller. */
                owner?: components["schemas"]["UserRef"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Task"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Add checklist API",
                 *       "priority": "high"
                 *     }
                 */
                "application/json": {
                    title: string;
                    description?: string;
                    /** @description The engineering spec (markdown). */
                    content?: string;
                    /** @enum {string} */
                    status?: "backlog" | "todo" | "in_progress" | "completed" | "cancelled" | "duplicate";
                    /** @enum {string} */
                    priority?: "low" | "medium" | "high" | "urgent";
                    /** @description The opportunity (UUID or OPP-<n>); null makes an orphan task. */
                    opportunityId?: components["schemas"]["OpportunityRef"] | null;
                    /**
                     * Format: uuid
                     * @description A phase of its opportunity.
                     */
                    phaseId?: string | null;
                    /** @description The team (UUID or prefix). */
                    teamId?: components["schemas"]["TeamRef"] | null;
                    /** @description The owner (a user UUID, or me). */
                    ownerId?: components["schemas"]["UserRef"] | null;
                    /** @description The parent task (UUID or ref). */
                    parentTaskId?: components["schemas"]["TaskRef"] | null;
                    /**
                     * @description How this task's own subtasks run: sequential means a subtask cannot start before the one before it is completed.
                     * @enum {string}
                     */
                    subtaskMode?: "standalone" | "sequential";
                    /** @description Place among the parent's subtasks (default last). */
                    subtaskPosition?: number;
                    /**
                     * Format: uuid
                     * @description A category of the org (GET /api/v1/categories); null clears it.
                     */
                    categoryId?: string | null;
                    /** @description The whole tag set (tags of the org; GET /api/v1/tags). */
                    tagIds?: string[];
                    /**
                     * Format: uuid
                     * @description A template that drives the task: an instance starts with it.
                     */
                    workflowId?: string | null;
                    estimateMinutes?: number | null;
                    /** Format: date-time */
                    dueDate?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "priority": "urgent"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @description The engineering spec (markdown). */
                    content?: string;
                    /** @enum {string} */
                    status?: "backlog" | "todo" | "in_progress" | "completed" | "cancelled" | "duplicate";
                    /** @enum {string} */
                    priority?: "low" | "medium" | "high" | "urgent";
                    /** @description The opportunity (UUID or OPP-<n>); null makes an orphan task. */
                    opportunityId?: components["schemas"]["OpportunityRef"] | null;
                    /**
                     * Format: uuid
                     * @description A phase of its opportunity; null unphases it.
                     */
                    phaseId?: string | null;
                    /** @description The team (UUID or prefix); null clears it. */
                    teamId?: components["schemas"]["TeamRef"] | null;
                    /** @description The owner (a user UUID, or me); null clears it. */
                    ownerId?: components["schemas"]["UserRef"] | null;
                    /** @description The parent task (UUID or ref); null clears it. */
                    parentTaskId?: components["schemas"]["TaskRef"] | null;
                    /**
                     * @description How this task's own subtasks run: sequential means a subtask cannot start before the one before it is completed.
                     * @enum {string}
                     */
                    subtaskMode?: "standalone" | "sequential";
                    /** @description Place among the parent's subtasks. */
                    subtaskPosition?: number;
                    /**
                     * Format: uuid
                     * @description A category of the org (GET /api/v1/categories); null clears it.
                     */
                    categoryId?: string | null;
                    /** @description The whole tag set (tags of the org; GET /api/v1/tags). */
                    tagIds?: string[];
                    estimateMinutes?: number | null;
                    /** Format: date-time */
                    dueDate?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setTaskStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "todo"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "backlog" | "todo" | "in_progress" | "completed" | "cancelled" | "duplicate";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTaskAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                taskId: components["parameters"]["TaskIdParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TaskAssignment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createTaskAssignment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                taskId: components["parameters"]["TaskIdParam"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "estimatedHours": 6
                 *     }
                 */
                "application/json": {
                    userId: components["schemas"]["UserRef"];
                    estimatedHours?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TaskAssignment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTaskAssignment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                taskId: components["parameters"]["TaskIdParam"];
                /** @description User UUID, or "me" for the caller. */
                userId: components["parameters"]["MemberUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            /** Format: uuid */
                            taskId: string;
                            /** Format: uuid */
                            userId: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTaskAssignment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                taskId: components["parameters"]["TaskIdParam"];
                /** @description User UUID, or "me" for the caller. */
                userId: components["parameters"]["MemberUserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "estimatedHours": 8
                 *     }
                 */
                "application/json": {
                    estimatedHours: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TaskAssignment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTeams: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Team"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createTeam: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Engineering",
                 *       "prefix": "ENG"
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    /** @description 2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved) */
                    prefix: string;
                    /** @description Who reviews insights sent to the team (a user of the org, or me). */
                    insightReviewerId?: components["schemas"]["UserRef"] | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Team"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Team UUID or the team prefix (e.g. ENG). */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Team"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTeam: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Team UUID or the team prefix (e.g. ENG). */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Builds the product"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    /** @description 2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved) */
                    prefix?: string;
                    /**
                     * Format: uuid
                     * @description The team's default PRD template: an org-wide one or one of this team's; null clears it.
                     */
                    defaultPrdTemplateId?: string | null;
                    /** @description Who reviews insights sent to the team (a user of the org, or me); null clears it. */
                    insightReviewerId?: components["schemas"]["UserRef"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Team"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTeamMembers: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Team UUID or the team prefix (e.g. ENG). */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["TeamMember"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    addTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Team UUID or the team prefix (e.g. ENG). */
                id: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    userId: components["schemas"]["UserRef"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TeamMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Team UUID or the team prefix (e.g. ENG). */
                id: components["parameters"]["TeamId"];
                /** @description User UUID, or "me" for the caller. */
                userId: components["parameters"]["MemberUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            /** Format: uuid */
                            teamId: string;
                            /** Format: uuid */
                            userId: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["User"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User UUID, or "me" for the caller. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description User UUID, or "me" for the caller. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada King"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** Format: email */
                    email?: string;
                    orgRole?: components["schemas"]["OrgRole"];
                    salaryMonthly?: number | null;
                    /** @enum {string|null} */
                    salaryCurrency?: "USD" | "EUR" | "GBP" | "CAD" | "AUD" | "CHF" | "SEK" | "NOK" | "DKK" | "JPY" | null;
                    weeklyHours?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listRooms: {
        parameters: {
            query?: {
                /** @description mine (default): your rooms; open: open group rooms you can join. */
                scope?: "mine" | "open";
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Room"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createRoom: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Checkout squad",
                 *       "description": "Where checkout decisions happen",
                 *       "visibility": "open",
                 *       "memberIds": [
                 *         "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    /**
                     * @default open
                     * @enum {string}
                     */
                    visibility?: "open" | "private";
                    /** @description Users to add besides the caller (at least one other user). */
                    memberIds: components["schemas"]["UserRef"][];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Room"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createDmRoom: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    userId: components["schemas"]["UserRef"];
                };
            };
        };
        responses: {
            /** @description The room already existed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Room"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Room"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Room UUID. */
                id: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Room"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateRoom: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Room UUID. */
                id: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Checkout and payments"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Room"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    archiveRoom: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Room UUID. */
                id: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Room"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listRoomMembers: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Room UUID. */
                id: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["RoomMember"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    addRoomMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Room UUID. */
                id: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    userId: components["schemas"]["UserRef"];
                    /**
                     * @description member (the default for a new member) or admin; left out, an existing member keeps their role.
                     * @enum {string}
                     */
                    role?: "member" | "admin";
                };
            };
        };
        responses: {
            /** @description Already a member (role as sent) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["RoomMember"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["RoomMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    removeRoomMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Room UUID. */
                id: components["parameters"]["RoomId"];
                /** @description User UUID, or "me" for the caller. */
                userId: components["parameters"]["MemberUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["RoomMemberRemoved"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateRoomMembership: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Room UUID. */
                id: components["parameters"]["RoomId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "joined": true,
                 *       "notificationLevel": "mentions"
                 *     }
                 */
                "application/json": {
                    joined?: boolean;
                    pinned?: boolean;
                    /** @enum {string} */
                    notificationLevel?: "all" | "mentions" | "none";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["RoomMembership"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listMessages: {
        parameters: {
            query: {
                /** @description Room UUID. */
                roomId: string;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 100. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "roomId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "body": "Shipping the checkout fix today, @Ann"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Room UUID of a room you are a member of.
                     */
                    roomId: string;
                    /** @description Markdown text; @Name or @"Full Name" mentions notify that user. */
                    body: string;
                    /**
                     * Format: uuid
                     * @description The message to reply to.
                     */
                    parentId?: string;
                    /** @description Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments. */
                    attachments?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listPinnedMessages: {
        parameters: {
            query?: {
                /** @description Room UUID; omit for all your rooms. */
                roomId?: string;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 100. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    searchMessages: {
        parameters: {
            query?: {
                /** @description Text the body contains (2+ characters unless a filter is given). */
                query?: string;
                roomId?: string;
                /** @description Author user UUID, or me. */
                authorId?: components["schemas"]["UserRef"];
                /** @description Only the direct-message room with this user (UUID). */
                dmWith?: components["schemas"]["UserRef"];
                /** @description Messages created at or after this time. */
                from?: string;
                /** @description Messages created at or before this time. */
                to?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Message UUID. */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Message UUID. */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Shipping the checkout fix tomorrow"
                 *     }
                 */
                "application/json": {
                    /** @description Markdown text; @Name or @"Full Name" mentions notify that user. */
                    body: string;
                    /** @description Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments. */
                    attachments?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listMessageThread: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 100. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Message UUID. */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Message"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setMessagePinned: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Message UUID. */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pinned": true
                 *     }
                 */
                "application/json": {
                    pinned: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setMessageReaction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Message UUID. */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emoji": "👍",
                 *       "on": true
                 *     }
                 */
                "application/json": {
                    /** @description one emoji or a shortcode without spaces, such as 👍 or :rocket: */
                    emoji: string;
                    on: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ReactionCount"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listComments: {
        parameters: {
            query: {
                entityType: components["schemas"]["CommentEntityType"];
                /** @description Entity UUID, or its ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12). */
                entityId: string;
                /** @description Include archived comments. */
                includeArchived?: boolean;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Comment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityType": "task",
                 *       "entityId": "ENG-12",
                 *       "body": "@Ann the retry queue needs a dead-letter topic first"
                 *     }
                 */
                "application/json": {
                    entityType: components["schemas"]["CommentEntityType"];
                    /** @description Entity UUID or ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12). */
                    entityId: string;
                    /** @description Markdown text; @Name or @"Full Name" mentions notify that user. */
                    body: string;
                    /**
                     * Format: uuid
                     * @description The comment to reply to.
                     */
                    parentId?: string;
                    /** @description Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments. */
                    attachments?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Comment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Comment UUID (from listComments). */
                id: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateComment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Comment UUID (from listComments). */
                id: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Dead-letter topic first, then the retry queue."
                 *     }
                 */
                "application/json": {
                    /** @description Markdown text; @Name or @"Full Name" mentions notify that user. */
                    body: string;
                    /** @description Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments. */
                    attachments?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Comment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setCommentArchived: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Comment UUID (from listComments). */
                id: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "archived": true
                 *     }
                 */
                "application/json": {
                    archived: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Comment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setCommentReaction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Comment UUID (from listComments). */
                id: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emoji": ":rocket:",
                 *       "on": true
                 *     }
                 */
                "application/json": {
                    /** @description one emoji or a shortcode without spaces, such as 👍 or :rocket: */
                    emoji: string;
                    on: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ReactionCount"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                defaultEntityType?: components["schemas"]["TemplateEntityType"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Template"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Discovery to delivery",
                 *       "defaultEntityType": "opportunity",
                 *       "steps": [
                 *         {
                 *           "title": "Discovery",
                 *           "slaHours": 72
                 *         },
                 *         {
                 *           "title": "Build"
                 *         },
                 *         {
                 *           "title": "Launch"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    defaultEntityType: components["schemas"]["TemplateEntityType"];
                    /** @default false */
                    isDefault?: boolean;
                    steps?: {
                        title: string;
                        description?: string;
                        /** @description Who owns the step when an instance starts (a user UUID, or me). */
                        defaultDriUserId?: components["schemas"]["UserRef"] | null;
                        /**
                         * @description An org role: the entity's lead or owner owns the step when they hold it and no user is set.
                         * @enum {string|null}
                         */
                        defaultDriRole?: "engineer" | "pm" | "em" | "executive" | "admin" | "sales" | "operations" | null;
                        /** @description Hours from activation until the step is due. */
                        slaHours?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    handoffTemplateStep: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stepInstanceId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "markComplete": true,
                 *       "message": "Designs are in the PRD"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The step instance to activate.
                     */
                    stepInstanceId: string;
                    /**
                     * @description Complete the active step (true) or pause it (false).
                     * @default true
                     */
                    markComplete?: boolean;
                    /** @description What the next owner needs to know. */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TemplateInstance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getDefaultTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["TemplateEntityType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTemplateStep: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Template step UUID (from the template's steps). */
                stepId: components["parameters"]["TemplateStepId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTemplateStep: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Template step UUID (from the template's steps). */
                stepId: components["parameters"]["TemplateStepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slaHours": 24
                 *     }
                 */
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @description Who owns the step when an instance starts (a user UUID, or me). */
                    defaultDriUserId?: components["schemas"]["UserRef"] | null;
                    /**
                     * @description An org role: the entity's lead or owner owns the step when they hold it and no user is set.
                     * @enum {string|null}
                     */
                    defaultDriRole?: "engineer" | "pm" | "em" | "executive" | "admin" | "sales" | "operations" | null;
                    /** @description Hours from activation until the step is due. */
                    slaHours?: number | null;
                    /** @description 1-based among the non-terminal steps. */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    startTemplateInstance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "templateId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "entityType": "opportunity",
                 *       "entityId": "OPP-1",
                 *       "activateFirstStep": true
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    templateId: string;
                    entityType: components["schemas"]["TemplateEntityType"];
                    /** @description The entity: UUID or ref (OPP-4, ENG-12). */
                    entityId: string;
                    /** @default false */
                    activateFirstStep?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TemplateInstance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    swapTemplateInstance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "templateId": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
                 *       "entityType": "opportunity",
                 *       "entityId": "OPP-1"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    templateId: string;
                    entityType: components["schemas"]["TemplateEntityType"];
                    /** @description The entity: UUID or ref (OPP-4, ENG-12). */
                    entityId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TemplateInstance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateStepInstance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Step instance UUID (from the entity's template instance). */
                stepInstanceId: components["parameters"]["StepInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "completed"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status?: "active" | "paused" | "completed" | "skipped";
                    /** @description The new owner (a user UUID, or me). */
                    driId?: components["schemas"]["UserRef"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TemplateInstance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTemplateInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entityType: components["schemas"]["TemplateEntityType"];
                /** @description The entity: UUID or ref (OPP-4, ENG-12). */
                entityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TemplateInstance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template UUID. */
                id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Template UUID. */
                id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Template UUID. */
                id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isDefault": true
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    addTemplateStep: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Template UUID. */
                id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Security review",
                 *       "slaHours": 48
                 *     }
                 */
                "application/json": {
                    title: string;
                    description?: string;
                    /** @description Who owns the step when an instance starts (a user UUID, or me). */
                    defaultDriUserId?: components["schemas"]["UserRef"] | null;
                    /**
                     * @description An org role: the entity's lead or owner owns the step when they hold it and no user is set.
                     * @enum {string|null}
                     */
                    defaultDriRole?: "engineer" | "pm" | "em" | "executive" | "admin" | "sales" | "operations" | null;
                    /** @description Hours from activation until the step is due. */
                    slaHours?: number | null;
                    /** @description 1-based among the non-terminal steps; past the end means last. */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTemplateUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template UUID. */
                id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TemplateUsage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    reassignTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Template UUID. */
                id: components["parameters"]["TemplateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "replacementId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The template to move to (not this one).
                     */
                    replacementId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TemplateUsage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Tech debt",
                 *       "color": "#fbca04"
                 *     }
                 */
                "application/json": {
                    /** @description The name shown for the category. */
                    label: string;
                    color?: components["schemas"]["Color"];
                    /** @description Position in lists; lower first. */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Category"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category UUID. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Category"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Category UUID. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Category UUID. */
                id: components["parameters"]["CategoryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "color": "#0e8a16",
                 *       "sortOrder": 3
                 *     }
                 */
                "application/json": {
                    /** @description The name shown for the category. */
                    label?: string;
                    color?: components["schemas"]["Color"];
                    /** @description Position in lists; lower first. */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Category"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Tag"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "onboarding",
                 *       "color": "#1d76db"
                 *     }
                 */
                "application/json": {
                    /** @description Unique in the org, regardless of case. */
                    name: string;
                    /** @description a colour as # and six hex digits, such as #d73a4a; null or omitted for none */
                    color?: components["schemas"]["Color"] | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Tag UUID. */
                id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Tag UUID. */
                id: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Onboarding"
                 *     }
                 */
                "application/json": {
                    /** @description Unique in the org, regardless of case. */
                    name?: string;
                    /** @description a colour as # and six hex digits, such as #d73a4a; null clears it */
                    color?: components["schemas"]["Color"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listPrdTemplates: {
        parameters: {
            query?: {
                /** @description true: every team's templates too (needs prd_template:update); default false: org-wide ones and your teams'. */
                allTeams?: boolean;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["PrdTemplate"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createPrdTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Feature PRD",
                 *       "content": "## Problem\n\n## Outcome\n",
                 *       "teamId": "ENG"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @description Markdown. */
                    content?: string;
                    /** @description The owning team (UUID or prefix such as ENG); null or omitted for an org-wide template. */
                    teamId?: components["schemas"]["TeamRef"] | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["PrdTemplate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPrdTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description PRD template UUID. */
                id: components["parameters"]["PrdTemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["PrdTemplate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deletePrdTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description PRD template UUID. */
                id: components["parameters"]["PrdTemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updatePrdTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description PRD template UUID. */
                id: components["parameters"]["PrdTemplateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "## Problem\n\n## Outcome\n\n## Risks\n"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @description Markdown. */
                    content?: string;
                    /** @description Move it to this team (UUID or prefix such as ENG); null makes it org-wide. */
                    teamId?: components["schemas"]["TeamRef"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["PrdTemplate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOpportunityContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityContext"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTaskContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TaskContext"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createTaskHandoff: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Retry logic is in; the dead-letter topic is next",
                 *       "toUserId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    /** @description What the next person needs to know. */
                    note: string;
                    /** @description The new owner (a user UUID, or me). */
                    toUserId?: components["schemas"]["UserRef"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    synthesizeOpportunityPrd: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bypassCache": false
                 *     }
                 */
                "application/json": {
                    /** @default false */
                    bypassCache?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["PrdSynthesis"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteOpportunityPhase: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Delivery phase UUID (from the opportunity's phases). */
                phaseId: components["parameters"]["PhaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateOpportunityPhase: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Delivery phase UUID (from the opportunity's phases). */
                phaseId: components["parameters"]["PhaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetDate": null
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /** @description Who owns the phase (a user UUID, or me); null clears it. */
                    ownerId?: components["schemas"]["UserRef"] | null;
                    /**
                     * Format: date
                     * @description When the phase should be done (YYYY-MM-DD); null makes it open ended.
                     */
                    targetDate?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OpportunityPhase"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    handoffOpportunityPhase: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description UUID of the delivery phase being handed off (from the opportunity's phases). */
                fromPhaseId: components["parameters"]["FromPhaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Beta feedback is in the PRD; GA blockers are tagged ga-blocker."
                 *     }
                 */
                "application/json": {
                    /** @description What the next phase's owner needs to know; empty changes nothing. */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["PhaseHandoff"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listObjectiveClaims: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Objective UUID or ref OBJ-<n>. */
                id: components["parameters"]["ObjectiveId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Claim"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Only customers in this lifecycle status. */
                status?: components["schemas"]["CustomerStatus"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Customer"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Logistics",
                 *       "ownerId": "me",
                 *       "arr": 120000,
                 *       "profile": {
                 *         "industry": "logistics",
                 *         "seats": 400
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    /**
                     * @default prospect
                     * @enum {string}
                     */
                    status?: "prospect" | "onboarding" | "pilot" | "live";
                    ownerId?: components["schemas"]["UserRef"] | null;
                    arr?: number | null;
                    /** @enum {string|null} */
                    health?: "healthy" | "at_risk" | "critical" | null;
                    /** Format: date */
                    customerSince?: string | null;
                    profile?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCustomerCommitments: {
        parameters: {
            query?: {
                /** @description Only promises to this customer (UUID or CUS-3). */
                customerId?: components["schemas"]["CustomerRef"];
                /** @description true: only commitments at risk. */
                atRisk?: boolean;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Commitment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCustomerArrSummary: {
        parameters: {
            query?: {
                /** @description First month (any day in it); default 11 months before to. */
                from?: string;
                /** @description Last month (any day in it); default this month. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ArrSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "churned",
                 *       "reason": "Moved to an in-house tool after the budget cut"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    status?: components["schemas"]["CustomerStatus"];
                    /** @description Why the customer churned or was lost: required with status churned or lost, refused otherwise. */
                    reason?: string;
                    ownerId?: components["schemas"]["UserRef"] | null;
                    arr?: number | null;
                    /** @enum {string|null} */
                    health?: "healthy" | "at_risk" | "critical" | null;
                    /** Format: date */
                    customerSince?: string | null;
                    profile?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCustomerContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Contact"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCustomerContact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Dana Whitfield",
                 *       "title": "VP Operations",
                 *       "email": "dana@acme.example",
                 *       "primary": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    title?: string | null;
                    role?: string | null;
                    /** Format: email */
                    email?: string | null;
                    phone?: string | null;
                    notes?: string | null;
                    /** @description Makes this the primary contact; the previous primary one is demoted. */
                    primary?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCustomerContact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
                /** @description A contact of the customer (its UUID, from GET /api/v1/customers/{id}/contacts). */
                contactId: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCustomerContact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
                /** @description A contact of the customer (its UUID, from GET /api/v1/customers/{id}/contacts). */
                contactId: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "primary": true
                 *     }
                 */
                "application/json": {
                    name?: string;
                    title?: string | null;
                    role?: string | null;
                    /** Format: email */
                    email?: string | null;
                    phone?: string | null;
                    notes?: string | null;
                    /** @description Makes this the primary contact; the previous primary one is demoted. */
                    primary?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCustomerOpportunities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["CustomerOpportunity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    linkCustomerOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "opportunityId": "OPP-7"
                 *     }
                 */
                "application/json": {
                    opportunityId: components["schemas"]["OpportunityRef"];
                    /**
                     * Format: uuid
                     * @description A step instance of the opportunity's template; omitted or null unpins.
                     */
                    stepInstanceId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["CustomerOpportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    unlinkCustomerOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
                /** @description The linked opportunity: its UUID or ref OPP-<n>. */
                opportunityId: components["parameters"]["LinkedOpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCustomerUpdates: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["CustomerUpdate"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCustomerUpdate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "QBR went well; they want SSO before renewal in March."
                 *     }
                 */
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["CustomerUpdate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCustomerArrPoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["ArrPoint"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCustomerArrPoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "level": 150000,
                 *       "effectiveDate": "2026-10-01"
                 *     }
                 */
                "application/json": {
                    level: number;
                    /**
                     * Format: date
                     * @description From when; today or earlier.
                     */
                    effectiveDate: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ArrPoint"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCustomerArrPoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
                /** @description An ARR point of the customer (its UUID, from GET /api/v1/customers/{id}/arr). */
                arrPointId: components["parameters"]["ArrPointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listInsights: {
        parameters: {
            query?: {
                /** @description Only insights in this status. */
                status?: components["schemas"]["InsightStatus"];
                /** @description Only insights rooted at this customer (UUID or CUS-3). */
                customerId?: components["schemas"]["CustomerRef"];
                /** @description Only insights linked to this opportunity. */
                opportunityId?: components["schemas"]["OpportunityRef"];
                /** @description Only insights linked to this task. */
                taskId?: components["schemas"]["TaskRef"];
                /** @description Only insights linked to this objective or with an impact on it. */
                objectiveId?: components["schemas"]["ObjectiveRef"];
                /** @description Only insights sent to this team for review. */
                reviewTeamId?: components["schemas"]["TeamRef"];
                /** @description Only insights recorded by this user (me for yours). */
                recordedById?: components["schemas"]["UserRef"];
                /** @description Only insights with this tag. */
                tagId?: string;
                /** @description Words that must all appear in the verbatim or interpretation. */
                q?: string;
                /** @description true: archived insights too. */
                includeArchived?: boolean;
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Insight"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createInsight: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "verbatim": "We lose a day every month reconciling invoices by hand.",
                 *       "source": "interview",
                 *       "customerId": "CUS-1",
                 *       "moscow": "must",
                 *       "deadline": "2027-03-31"
                 *     }
                 */
                "application/json": {
                    /** @description The ask in the words of who made it. */
                    verbatim: string;
                    /** @enum {string} */
                    source: "interview" | "support" | "sales" | "async" | "observation" | "submission";
                    /** @description What the ask means for the product, in your words. */
                    interpretation?: string | null;
                    /** @enum {string|null} */
                    moscow?: "must" | "should" | "could" | "wont" | null;
                    /**
                     * Format: date
                     * @description A date promised to the customer; makes it a commitment.
                     */
                    deadline?: string | null;
                    tagIds?: string[];
                    customerId?: components["schemas"]["CustomerRef"] | null;
                    stakeholderUserId?: components["schemas"]["UserRef"] | null;
                    /** Format: uuid */
                    externalStakeholderId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listBlockingInsights: {
        parameters: {
            query?: {
                /** @description The opportunity (UUID or OPP-7). */
                opportunityId?: components["schemas"]["OpportunityRef"];
                /** @description The task (UUID or ENG-12). */
                taskId?: components["schemas"]["TaskRef"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Insight"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteInsight: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateInsight: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "interpretation": "Needs automated invoice matching",
                 *       "moscow": "should"
                 *     }
                 */
                "application/json": {
                    verbatim?: string;
                    /** @enum {string} */
                    source?: "interview" | "support" | "sales" | "async" | "observation" | "submission";
                    /** @description What the ask means for the product, in your words. */
                    interpretation?: string | null;
                    /** @enum {string|null} */
                    moscow?: "must" | "should" | "could" | "wont" | null;
                    /**
                     * Format: date
                     * @description A date promised to the customer; makes it a commitment.
                     */
                    deadline?: string | null;
                    tagIds?: string[];
                    customerId?: components["schemas"]["CustomerRef"] | null;
                    stakeholderUserId?: components["schemas"]["UserRef"] | null;
                    /** Format: uuid */
                    externalStakeholderId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    attachInsight: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityType": "opportunity",
                 *       "entityId": "OPP-7",
                 *       "pinned": true
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    entityType: "opportunity" | "task" | "objective";
                    /** @description The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2). */
                    entityId: string;
                    /** @default false */
                    pinned?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    detachInsight: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityType": "task",
                 *       "entityId": "ENG-12"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    entityType: "opportunity" | "task" | "objective";
                    /** @description The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2). */
                    entityId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setInsightLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityType": "opportunity",
                 *       "entityId": "OPP-7",
                 *       "blocking": true
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    entityType: "opportunity" | "task" | "objective";
                    /** @description The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2). */
                    entityId: string;
                    pinned?: boolean;
                    blocking?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setInsightStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "rejected",
                 *       "note": "Out of scope for the billing product this year",
                 *       "rejectionCategory": "not_now"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "rejected" | "need_context" | "archived";
                    /** @description Why: required for rejected and need_context. */
                    note?: string;
                    /**
                     * @description Required for rejected.
                     * @enum {string}
                     */
                    rejectionCategory?: "no_demand" | "not_aligned" | "not_viable" | "not_now" | "duplicate" | "other";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setInsightReviewTeam: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "teamId": "ENG"
                 *     }
                 */
                "application/json": {
                    teamId: components["schemas"]["TeamRef"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setInsightTags: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tagIds": []
                 *     }
                 */
                "application/json": {
                    tagIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    setInsightImpact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "impacts": [
                 *         {
                 *           "objectiveId": "OBJ-2",
                 *           "delta": 5
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    impacts: {
                        objectiveId: components["schemas"]["ObjectiveRef"];
                        delta: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Insight"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listExternalStakeholders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["ExternalStakeholder"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createExternalStakeholder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Gartner analyst"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ExternalStakeholder"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ExternalStakeholder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCustomerOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["CustomerOnboarding"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    startCustomerOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A template whose defaultEntityType is customer; omitted: the org default.
                     */
                    templateId?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["CustomerOnboarding"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    advanceCustomerOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stepInstanceId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    stepInstanceId?: string;
                    /** Format: uuid */
                    stepId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["CustomerOnboarding"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    completeCustomerOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Customer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCustomerOnboardingStep: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
                /** @description A milestone of the customer's onboarding (its step instance UUID, from the onboarding read). */
                stepInstanceId: components["parameters"]["OnboardingStepInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "arrTranche": 25000
                 *     }
                 */
                "application/json": {
                    driId?: components["schemas"]["UserRef"] | null;
                    arrTranche?: number | null;
                    taskId?: components["schemas"]["TaskRef"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["OnboardingMilestone"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCustomerOnboardingStepWork: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
                /** @description A milestone of the customer's onboarding (its step instance UUID, from the onboarding read). */
                stepInstanceId: components["parameters"]["OnboardingStepInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "task",
                 *       "title": "Configure SSO for Acme",
                 *       "teamId": "ENG"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    kind: "task" | "opportunity";
                    /** @description At most 200 characters (the shorter of the task and opportunity title limits). */
                    title: string;
                    /** @description The team of the task (UUID or prefix): required for kind task. */
                    teamId?: components["schemas"]["TeamRef"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: {
                            /** @enum {string} */
                            kind: "task" | "opportunity";
                            /** Format: uuid */
                            id: string;
                            ref: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCustomerReviews: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["CustomerReview"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCustomerReview: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-10-01"
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    from: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["CustomerReview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getCustomerReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer UUID or ref CUS-<n>. */
                id: components["parameters"]["CustomerId"];
                /** @description A review of the customer (its UUID, from the review list). */
                reviewId: components["parameters"]["ReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["CustomerReview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listSimilarInsights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Insight UUID or ref INS-<n>. */
                id: components["parameters"]["InsightId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["SimilarInsight"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getInsightPatterns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["InsightPatternBoard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    acceptInsightPattern: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A pattern of the board (its UUID, from the pattern board). */
                patternId: components["parameters"]["PatternId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    /** @description true: this operation is deprecated (spec 2 §9); meta.deprecation names the replacement. */
                    Deprecation?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Opportunity"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    dismissInsightPattern: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A pattern of the board (its UUID, from the pattern board). */
                patternId: components["parameters"]["PatternId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["InsightPattern"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    attachInsightPatternWork: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A pattern of the board (its UUID, from the pattern board). */
                patternId: components["parameters"]["PatternId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityType": "opportunity",
                 *       "entityId": "OPP-7"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    entityType: "opportunity" | "task";
                    entityId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["InsightPattern"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    linkInsightPatternInsights: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A pattern of the board (its UUID, from the pattern board). */
                patternId: components["parameters"]["PatternId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "insightIds": [
                 *         "INS-4",
                 *         "INS-9"
                 *       ]
                 *     }
                 */
                "application/json": {
                    insightIds: components["schemas"]["InsightRef"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["InsightPattern"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listIntake: {
        parameters: {
            query?: {
                /** @description Only items in this intake status. */
                status?: components["schemas"]["IntakeStatus"];
                /** @description Only items from this source. */
                source?: "interview" | "support" | "sales" | "async" | "observation" | "submission";
                /** @description Only items rooted at this customer (UUID or CUS-3). */
                customerId?: components["schemas"]["CustomerRef"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["IntakeItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getIntakeStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["IntakeStats"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCycles: {
        parameters: {
            query?: {
                /** @description Only this team's cycles (UUID or prefix). */
                teamId?: components["schemas"]["TeamRef"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["Cycle"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createCycle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "teamId": "ENG",
                 *       "startsOn": "2026-12-01",
                 *       "endsOn": "2026-12-14"
                 *     }
                 */
                "application/json": {
                    teamId: components["schemas"]["TeamRef"];
                    name?: string;
                    /** Format: date */
                    startsOn: string;
                    /** Format: date */
                    endsOn: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Cycle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateCycle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A cycle (its UUID, from the cycle list). */
                id: components["parameters"]["CycleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endsOn": "2026-12-18"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** Format: date */
                    startsOn?: string;
                    /** Format: date */
                    endsOn?: string;
                    /** @description The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm. */
                    acknowledgedBreaks?: components["schemas"]["PromiseBreak"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Cycle"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPlannedWorkSummary: {
        parameters: {
            query: {
                /** @description First day of the window. */
                from: string;
                /** @description Last day of the window. */
                to: string;
                /** @description Only this team (UUID or prefix). */
                teamId?: components["schemas"]["TeamRef"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["PlannedWorkSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    moveTaskCycle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cycleId": "3fa85f64-5717-4562-b3fc-2c963f66afa6"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A cycle of the task's team; null unschedules.
                     */
                    cycleId: string | null;
                    /** @description The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm. */
                    acknowledgedBreaks?: components["schemas"]["PromiseBreak"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["Task"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listFiles: {
        parameters: {
            query?: {
                /** @description With entityId: only files attached to that record. */
                entityType?: components["schemas"]["FileEntityType"];
                /** @description With entityType: the record (UUID or ref). */
                entityId?: string;
                /** @description Only files in this status. */
                status?: components["schemas"]["FileStatus"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["File"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sha256": "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
                 *       "filename": "hello.txt",
                 *       "contentType": "text/plain",
                 *       "size": 5
                 *     }
                 */
                "application/json": {
                    /** @description SHA-256 of the bytes, 64 lowercase hex characters. */
                    sha256: string;
                    /** @description The name shown and used on download; no slashes. */
                    filename: string;
                    /** @description The media type, such as image/png or application/pdf; the allowed types are listed in the error when one is refused. */
                    contentType: string;
                    /** @description Bytes; at most 100 MiB (104857600). */
                    size: number;
                    entityType?: components["schemas"]["FileEntityType"];
                    /** @description With entityType: the record (UUID or ref) to attach the file to. */
                    entityId?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["FileUpload"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getFileStorageUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["StorageUsage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A file (its UUID, returned when the upload was requested). */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["File"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A file (its UUID, returned when the upload was requested). */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    confirmFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A file (its UUID, returned when the upload was requested). */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "etag": "\"9b2cf535f27731c974343645a3985328\""
                 *     }
                 */
                "application/json": {
                    /** @description The ETag response header of the upload, with or without its quotes. */
                    etag: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["File"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    attachFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A file (its UUID, returned when the upload was requested). */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entityType": "opportunity",
                 *       "entityId": "OPP-3"
                 *     }
                 */
                "application/json": {
                    entityType: components["schemas"]["FileEntityType"];
                    /** @description The record's UUID, or its ref (VIS-3, OPP-7, ENG-12, CUS-2, INS-5). */
                    entityId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["File"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    detachFile: {
        parameters: {
            query: {
                /** @description The kind of record. */
                entityType: components["schemas"]["FileEntityType"];
                /** @description The record (UUID or ref). */
                entityId: string;
            };
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A file (its UUID, returned when the upload was requested). */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["File"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTimeEntries: {
        parameters: {
            query?: {
                /** @description First day of the window (included); default 30 days before to. The window holds at most 366 days, both ends included. */
                from?: string;
                /** @description Last day of the window (included); default today (UTC). */
                to?: string;
                /** @description Another user's entries (needs compensation:read or a leadership role); default yourself. */
                engineerId?: components["schemas"]["UserRef"];
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["TimeEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createTimeEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entryDate": "2026-11-24",
                 *       "hours": 2.5,
                 *       "taskId": "ENG-12",
                 *       "entryKind": "other"
                 *     }
                 */
                "application/json": components["schemas"]["TimeEntryRow"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TimeEntry"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTimeEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description One of your time entries (its UUID, from the time-entry list). */
                id: components["parameters"]["TimeEntryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["DeleteResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTimeEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description One of your time entries (its UUID, from the time-entry list). */
                id: components["parameters"]["TimeEntryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hours": 3
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    entryDate?: string;
                    hours?: number;
                    note?: string | null;
                    opportunityId?: components["schemas"]["OpportunityRef"] | null;
                    taskId?: components["schemas"]["TaskRef"] | null;
                    /** Format: uuid */
                    miscCategoryId?: string | null;
                    entryKind?: components["schemas"]["EntryKind"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TimeEntry"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    aggregateTimeEntriesByCategory: {
        parameters: {
            query: {
                /** @description First day of the window (included). The window holds at most 366 days, both ends included. */
                from: string;
                /** @description Last day of the window (included). */
                to: string;
                /** @description Only entries of this team's members (UUID or prefix). */
                teamId?: components["schemas"]["TeamRef"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TimeCategoryAggregate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listTimeEntryCosts: {
        parameters: {
            query: {
                /** @description First day of the window (included). The window holds at most 366 days, both ends included. */
                from: string;
                /** @description Last day of the window (included). */
                to: string;
                /** @description Only entries of this team's members (UUID or prefix). */
                teamId?: components["schemas"]["TeamRef"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["TimeEntryCosts"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOpportunityActualCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ActualCost"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTaskActualCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Task UUID or ref <team prefix>-<n>; tasks without a team use the prefix TASK (spec 1 §2.1). */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["ActualCost"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    upsertTimeEntryRange: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe (spec 2 §8). The first response to a request with this key (status and body) is kept for 24 hours per credential user, method, path and key; a retry with the same key returns it unchanged with `Idempotent-Replayed: true` and does nothing. The same key with a different body, or sent by another credential (another key of the same user), is 409 IDEMPOTENCY_CONFLICT; a retry while the first is still running is 409 IDEMPOTENCY_CONFLICT with Retry-After. Validation failures (400) are not kept. Use a fresh UUID per distinct request. MCP tools take it as the `idempotencyKey` argument.
                 * @example 6f1c1a8e-2f0b-4a53-9a57-1f9f3f1b6a10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-11-23",
                 *       "to": "2026-11-27",
                 *       "rows": [
                 *         {
                 *           "entryDate": "2026-11-23",
                 *           "hours": 6,
                 *           "taskId": "ENG-12"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    from: string;
                    /** Format: date */
                    to: string;
                    /** @description At most 500; for more, split the window (from, to) into shorter ones, one call each. */
                    rows: components["schemas"]["TimeEntryRow"][];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data?: components["schemas"]["UpsertRangeResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOpportunityTimeEntries: {
        parameters: {
            query?: {
                /** @description Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2). */
                cursor?: components["parameters"]["cursor"];
                /** @description Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8). */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description Opportunity UUID or ref OPP-<n>. */
                id: components["parameters"]["OpportunityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        data?: components["schemas"]["OpportunityTimeEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    authorizeOAuthClient: {
        parameters: {
            query: {
                /** @description The client's id (an app's id, or `dcr_…` for a client that registered itself). */
                client_id: string;
                /** @description Where to send the result: exactly one of the client's registered redirect_uris (compared character for character). May be left out only when the client registered exactly one (RFC 6749 §3.1.2.3). */
                redirect_uri?: string;
                /** @description code (the authorization code flow is the only one). */
                response_type: "code";
                /** @description The capabilities requested, separated by spaces. The admin sees one checkbox per requested scope they hold, and may untick any. */
                scope?: components["schemas"]["OAuthScope"];
                /** @description Recommended: an opaque value echoed on the redirect, to bind it to the browser session (CSRF protection). */
                state?: string;
                /** @description PKCE: base64url(SHA-256(code_verifier)) without padding, 43-128 characters of A-Z, a-z, 0-9, - and _. */
                code_challenge: string;
                /** @description S256 (plain is refused with invalid_request). */
                code_challenge_method: "S256";
                /** @description RFC 8707: `<origin>/api` (the default) or `<origin>/api/mcp` (what MCP clients send, from the RFC 9728 metadata). Tokens of either are accepted by REST and MCP alike. */
                resource?: string;
                /** @description app: the grant acts as the app rather than the approving admin; writes are attributed to the app, and the grant survives the admin's deactivation (spec 2 §5.6). Omitted: the grant acts as the admin who approves it. */
                actor?: "app";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the consent page (`/oauth/interaction/{uid}`, with the interaction cookie); or, when the request is refused after the client and redirect_uri were validated, to redirect_uri with `error`, `error_description`, `state` and `iss`. */
            303: {
                headers: {
                    /** @description `/oauth/interaction/{uid}`, or `<redirect_uri>?error=…&error_description=…&state=…&iss=…`. */
                    Location?: string;
                    /** @description The interaction cookies (`_interaction` scoped to the consent page's path, `_interaction_resume` to /oauth/authorize/{uid}; HttpOnly, signed), read by the consent page and the resume step. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unknown client_id, or a redirect_uri the client did not register (never redirected, RFC 6749 §4.1.2.1). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unexpected failure before the client was validated (after that, a redirect with error=server_error). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
        };
    };
    getOAuthConsentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The consent interaction's id, from the Location of GET /oauth/authorize. An interaction lasts 10 minutes. */
                uid: components["parameters"]["OAuthInteractionUid"];
            };
            cookie: {
                /** @description The interaction cookie set by GET /oauth/authorize (the authorization server's; it ties the page to that browser). */
                _interaction: string;
                /** @description The admin session, from the sign-in form or a sign-in link; without it the page shows sign-in. */
                sextant_admin?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in form, or the consent form for a signed-in org admin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unknown or expired interaction, or no interaction cookie (start again at the app). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
        };
    };
    signInOAuthConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The consent interaction's id, from the Location of GET /oauth/authorize. An interaction lasts 10 minutes. */
                uid: components["parameters"]["OAuthInteractionUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description An org admin's API key of role admin (`sextant_live_…`), or a sign-in link from the admin CLI's login-link (the URL or its token). */
                    credential: string;
                };
            };
        };
        responses: {
            /** @description Signed in; back to the consent page. */
            303: {
                headers: {
                    /** @description `/oauth/interaction/{uid}`. */
                    Location?: string;
                    /** @description `sextant_admin=…; HttpOnly; SameSite=Lax` (and `Secure` behind HTTPS): the admin session. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unknown or expired interaction. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description The key is unknown, revoked or not an org admin's, or the link was used or expired (the sign-in form again, with the reason). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
        };
    };
    confirmOAuthConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The consent interaction's id, from the Location of GET /oauth/authorize. An interaction lasts 10 minutes. */
                uid: components["parameters"]["OAuthInteractionUid"];
            };
            cookie: {
                /** @description The interaction cookie set by GET /oauth/authorize. */
                _interaction: string;
                /** @description The admin session (signInOAuthConsent or signInWithLoginLink). */
                sextant_admin: string;
            };
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The CSRF token of the consent form (bound to the admin session and the interaction). */
                    csrf: string;
                    /**
                     * @description approve, or deny (a form without approve denies).
                     * @enum {string}
                     */
                    decision?: "approve" | "deny";
                    /** @description The ticked scopes, one `scope` field each (repeated); ignored when denying. */
                    scope?: string[];
                };
            };
        };
        responses: {
            /** @description Decided; on to the resume step, which redirects to the client. */
            303: {
                headers: {
                    /** @description `/oauth/authorize/{uid}`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unknown or expired interaction (they last 10 minutes), or one started in another browser. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description No admin session (the sign-in form, with the reason), or a missing CSRF token or one that does not match. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
        };
    };
    signOutOAuthConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The consent interaction's id, from the Location of GET /oauth/authorize. An interaction lasts 10 minutes. */
                uid: components["parameters"]["OAuthInteractionUid"];
            };
            cookie: {
                /** @description The interaction cookie set by GET /oauth/authorize. */
                _interaction: string;
                /** @description The admin session to end. */
                sextant_admin?: string;
            };
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The CSRF token of the consent form. */
                    csrf: string;
                };
            };
        };
        responses: {
            /** @description Signed out; back to the consent page. */
            303: {
                headers: {
                    /** @description `/oauth/interaction/{uid}`. */
                    Location?: string;
                    /** @description `sextant_admin=; Path=/oauth; Expires=<past>`: the session cookie removed. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An unknown or expired interaction. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
        };
    };
    getLoginLinkPage: {
        parameters: {
            query: {
                /** @description The one-time token of the sign-in link. */
                token: string;
                /** @description Where to go once signed in: a relative path under /oauth/interaction/ (the consent page that asked for sign-in); anything else is ignored. */
                next?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in page for the link's admin (name and org), with a form that posts the token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description The token is used, expired or unknown (print a new link). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
        };
    };
    signInWithLoginLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The one-time token of the sign-in link. */
                    token: string;
                    /** @description Where to go once signed in: a relative path under /oauth/interaction/; anything else is ignored. */
                    next?: string;
                };
            };
        };
        responses: {
            /** @description Signed in, with no consent page to return to (the page says to reload the one that asked). */
            200: {
                headers: {
                    /** @description `sextant_admin=…; Path=/oauth; HttpOnly; SameSite=Lax` (and `Secure` behind HTTPS): the admin session. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description Signed in; back to the consent page. */
            303: {
                headers: {
                    /** @description `next`. */
                    Location?: string;
                    /** @description `sextant_admin=…; Path=/oauth; HttpOnly; SameSite=Lax` (and `Secure` behind HTTPS): the admin session. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token is used, expired or unknown (print a new link). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["OAuthHtmlPage"];
                };
            };
        };
    };
    createOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthTokenRequest"];
            };
        };
        responses: {
            /** @description The tokens. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthTokenResponse"];
                };
            };
            /** @description invalid_request (a missing parameter, a JSON body, no client authentication), invalid_grant (a code that is unknown, expired, used or issued to another client; a wrong code_verifier or redirect_uri; a refresh token that is unknown, expired, revoked or already used — which revokes its family), unauthorized_client (the client may not use this grant type), unsupported_grant_type (anything but authorization_code and refresh_token), invalid_scope (a refresh scope outside the grant), invalid_target (an unknown resource). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_grant",
                     *       "error_description": "grant request is invalid"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "invalid_request" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "invalid_target";
                    };
                };
            };
            /** @description invalid_client — the client is unknown or its secret is wrong. */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    /** @description `Basic realm="…", error="invalid_client"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "invalid_client";
                    };
                };
            };
            /** @description server_error — an unexpected failure. */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "server_error";
                    };
                };
            };
        };
    };
    revokeOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthClientAuthentication"] & {
                    /** @description The token to revoke: an access token (`sextant_oat_…`) or a refresh token (`sextant_ort_…`). */
                    token: string;
                    /**
                     * @description Which kind the token is; a wrong hint is harmless.
                     * @enum {string}
                     */
                    token_type_hint?: "access_token" | "refresh_token";
                };
            };
        };
        responses: {
            /** @description Revoked (or nothing to revoke). Empty body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request (no token, no client authentication, or a token issued to another confidential client — which stays valid), unsupported_token_type. */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request",
                     *       "error_description": "no client authentication mechanism provided"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "invalid_request" | "unsupported_token_type";
                    };
                };
            };
            /** @description invalid_client — the client is unknown or its secret is wrong. */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    /** @description `Basic realm="…", error="invalid_client"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "invalid_client";
                    };
                };
            };
            /** @description server_error — an unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "server_error";
                    };
                };
            };
        };
    };
    registerOAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthClientMetadata"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClientInformation"];
                };
            };
            /** @description invalid_redirect_uri (a redirect_uri that is missing, has a fragment, or is not https — http only on localhost or 127.0.0.1), invalid_client_metadata (any other field: an unknown or never-granted scope such as org:manage, a grant or response type other than code, an unsupported auth method). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client_metadata",
                     *       "error_description": "scope must only contain supported scopes"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "invalid_redirect_uri" | "invalid_client_metadata";
                    };
                };
            };
            /** @description More than 10 registrations a minute from this address (counted across instances; behind a proxy the address is the client's when SEXTANT_TRUST_PROXY is set). Retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_request",
                     *       "error_description": "too many client registrations from this address: at most 10 a minute; retry in 42 s"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "invalid_request";
                    };
                };
            };
            /** @description server_error — an unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"] & {
                        /** @enum {unknown} */
                        error?: "server_error";
                    };
                };
            };
        };
    };
    getOAuthServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthServerMetadata"];
                };
            };
            /** @description server_error — an unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    getApiResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resource": "https://sextant.example.com/api",
                     *       "authorization_servers": [
                     *         "https://sextant.example.com"
                     *       ],
                     *       "scopes_supported": [
                     *         "task:read",
                     *         "task:create"
                     *       ],
                     *       "bearer_methods_supported": [
                     *         "header"
                     *       ],
                     *       "resource_name": "Sextant REST API"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthProtectedResourceMetadata"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    getMcpResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resource": "https://sextant.example.com/api/mcp",
                     *       "authorization_servers": [
                     *         "https://sextant.example.com"
                     *       ],
                     *       "scopes_supported": [
                     *         "task:read",
                     *         "task:create"
                     *       ],
                     *       "bearer_methods_supported": [
                     *         "header"
                     *       ],
                     *       "resource_name": "Sextant MCP server"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthProtectedResourceMetadata"];
                };
            };
            /** @description An unexpected failure. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
}
