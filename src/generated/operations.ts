/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
/** One row per operation of the OpenAPI document, keyed by operationId. */
export const operations = {
  "getLiveness": {
    "operationId": "getLiveness",
    "method": "GET",
    "path": "/healthz",
    "tag": "platform",
    "summary": "Liveness probe",
    "capabilities": [],
    "public": true,
    "self": false,
    "tool": null,
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getReadiness": {
    "operationId": "getReadiness",
    "method": "GET",
    "path": "/readyz",
    "tag": "platform",
    "summary": "Readiness probe",
    "capabilities": [],
    "public": true,
    "self": false,
    "tool": null,
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getSchema": {
    "operationId": "getSchema",
    "method": "GET",
    "path": "/api/v1/schema",
    "tag": "platform",
    "summary": "Condensed API overview",
    "capabilities": [],
    "public": true,
    "self": false,
    "tool": null,
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getOpenApiDocument": {
    "operationId": "getOpenApiDocument",
    "method": "GET",
    "path": "/api/v1/openapi.json",
    "tag": "platform",
    "summary": "The OpenAPI 3.1 description of this API",
    "capabilities": [],
    "public": true,
    "self": false,
    "tool": null,
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getViewer": {
    "operationId": "getViewer",
    "method": "GET",
    "path": "/api/v1/viewer",
    "tag": "platform",
    "summary": "Who am I",
    "capabilities": [],
    "public": false,
    "self": true,
    "tool": "whoami",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "setViewerAvatar": {
    "operationId": "setViewerAvatar",
    "method": "POST",
    "path": "/api/v1/viewer/avatar",
    "tag": "platform",
    "summary": "Set your avatar",
    "capabilities": [
      "file:manage"
    ],
    "public": false,
    "self": false,
    "tool": "set_viewer_avatar",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "runBatch": {
    "operationId": "runBatch",
    "method": "POST",
    "path": "/api/v1/batch",
    "tag": "platform",
    "summary": "Run up to 20 operations",
    "capabilities": [],
    "public": false,
    "self": true,
    "tool": "run_batch",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 207,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "searchEntities": {
    "operationId": "searchEntities",
    "method": "GET",
    "path": "/api/v1/search",
    "tag": "platform",
    "summary": "Search across the org",
    "capabilities": [],
    "public": false,
    "self": true,
    "tool": "search",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "query",
      "types",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 40
      }
    ],
    "refFields": [],
    "readReplica": true
  },
  "listActivities": {
    "operationId": "listActivities",
    "method": "GET",
    "path": "/api/v1/activities",
    "tag": "platform",
    "summary": "Activity log of an entity",
    "capabilities": [],
    "public": false,
    "self": true,
    "tool": "list_activities",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "entityType",
      "entityId",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "getSubscription": {
    "operationId": "getSubscription",
    "method": "GET",
    "path": "/api/v1/subscriptions",
    "tag": "platform",
    "summary": "Whether you follow an entity",
    "capabilities": [
      "notification:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_subscription",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "entityType",
      "entityId"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "query",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "setSubscription": {
    "operationId": "setSubscription",
    "method": "POST",
    "path": "/api/v1/subscriptions",
    "tag": "platform",
    "summary": "Follow or unfollow an entity",
    "capabilities": [
      "notification:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_subscription",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "getVisionAiContext": {
    "operationId": "getVisionAiContext",
    "method": "GET",
    "path": "/api/v1/ai/context/vision/{id}",
    "tag": "platform",
    "summary": "Agent context for a vision",
    "capabilities": [
      "vision:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_vision_ai_context",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "vision"
      }
    ],
    "readReplica": true
  },
  "listNotifications": {
    "operationId": "listNotifications",
    "method": "GET",
    "path": "/api/v1/notifications",
    "tag": "notifications",
    "summary": "List your notifications",
    "capabilities": [
      "notification:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_notifications",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "unreadOnly",
      "pinned",
      "types",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "getNotificationUnreadCount": {
    "operationId": "getNotificationUnreadCount",
    "method": "GET",
    "path": "/api/v1/notifications/unread-count",
    "tag": "notifications",
    "summary": "Count your unread notifications",
    "capabilities": [
      "notification:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_notification_unread_count",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "readAllNotifications": {
    "operationId": "readAllNotifications",
    "method": "POST",
    "path": "/api/v1/notifications/read-all",
    "tag": "notifications",
    "summary": "Mark all notifications read",
    "capabilities": [
      "notification:update"
    ],
    "public": false,
    "self": false,
    "tool": "read_all_notifications",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "readNotification": {
    "operationId": "readNotification",
    "method": "POST",
    "path": "/api/v1/notifications/{id}/read",
    "tag": "notifications",
    "summary": "Mark a notification read",
    "capabilities": [
      "notification:update"
    ],
    "public": false,
    "self": false,
    "tool": "read_notification",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "pinNotification": {
    "operationId": "pinNotification",
    "method": "POST",
    "path": "/api/v1/notifications/{id}/pin",
    "tag": "notifications",
    "summary": "Pin a notification",
    "capabilities": [
      "notification:update"
    ],
    "public": false,
    "self": false,
    "tool": "pin_notification",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "unpinNotification": {
    "operationId": "unpinNotification",
    "method": "POST",
    "path": "/api/v1/notifications/{id}/unpin",
    "tag": "notifications",
    "summary": "Unpin a notification",
    "capabilities": [
      "notification:update"
    ],
    "public": false,
    "self": false,
    "tool": "unpin_notification",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "unsubscribeNotification": {
    "operationId": "unsubscribeNotification",
    "method": "POST",
    "path": "/api/v1/notifications/{id}/unsubscribe",
    "tag": "notifications",
    "summary": "Mute the source of a notification",
    "capabilities": [
      "notification:update"
    ],
    "public": false,
    "self": false,
    "tool": "unsubscribe_notification",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listVisions": {
    "operationId": "listVisions",
    "method": "GET",
    "path": "/api/v1/visions",
    "tag": "visions",
    "summary": "List visions",
    "capabilities": [
      "vision:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_visions",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "kind",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createVision": {
    "operationId": "createVision",
    "method": "POST",
    "path": "/api/v1/visions",
    "tag": "visions",
    "summary": "Create a vision",
    "capabilities": [
      "vision:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_vision",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getVision": {
    "operationId": "getVision",
    "method": "GET",
    "path": "/api/v1/visions/{id}",
    "tag": "visions",
    "summary": "Get a vision",
    "capabilities": [
      "vision:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_vision",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "vision"
      }
    ],
    "readReplica": false
  },
  "updateVision": {
    "operationId": "updateVision",
    "method": "PATCH",
    "path": "/api/v1/visions/{id}",
    "tag": "visions",
    "summary": "Update a vision",
    "capabilities": [
      "vision:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_vision",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "vision"
      }
    ],
    "readReplica": false
  },
  "listVisionVersions": {
    "operationId": "listVisionVersions",
    "method": "GET",
    "path": "/api/v1/visions/{id}/versions",
    "tag": "visions",
    "summary": "List a vision's versions",
    "capabilities": [
      "vision:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_vision_versions",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "vision"
      }
    ],
    "readReplica": false
  },
  "renameVisionVersion": {
    "operationId": "renameVisionVersion",
    "method": "POST",
    "path": "/api/v1/visions/{id}/versions/{version}/rename",
    "tag": "visions",
    "summary": "Label a vision version",
    "capabilities": [
      "vision:update"
    ],
    "public": false,
    "self": false,
    "tool": "rename_vision_version",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "version"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "path",
        "name": "version",
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "vision"
      }
    ],
    "readReplica": false
  },
  "listVisionObjectives": {
    "operationId": "listVisionObjectives",
    "method": "GET",
    "path": "/api/v1/visions/{id}/objectives",
    "tag": "visions",
    "summary": "List a vision's objectives",
    "capabilities": [
      "vision:read",
      "objective:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_vision_objectives",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "vision"
      }
    ],
    "readReplica": false
  },
  "getVisionChildren": {
    "operationId": "getVisionChildren",
    "method": "GET",
    "path": "/api/v1/visions/{id}/children",
    "tag": "visions",
    "summary": "Count a vision's children",
    "capabilities": [
      "vision:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_vision_children",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "vision"
      }
    ],
    "readReplica": false
  },
  "listStrategies": {
    "operationId": "listStrategies",
    "method": "GET",
    "path": "/api/v1/strategies",
    "tag": "strategies",
    "summary": "List strategies",
    "capabilities": [
      "strategy:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_strategies",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createStrategy": {
    "operationId": "createStrategy",
    "method": "POST",
    "path": "/api/v1/strategies",
    "tag": "strategies",
    "summary": "Create a strategy",
    "capabilities": [
      "strategy:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_strategy",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getStrategy": {
    "operationId": "getStrategy",
    "method": "GET",
    "path": "/api/v1/strategies/{id}",
    "tag": "strategies",
    "summary": "Get a strategy",
    "capabilities": [
      "strategy:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_strategy",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "strategy"
      }
    ],
    "readReplica": false
  },
  "updateStrategy": {
    "operationId": "updateStrategy",
    "method": "PATCH",
    "path": "/api/v1/strategies/{id}",
    "tag": "strategies",
    "summary": "Update a strategy",
    "capabilities": [
      "strategy:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_strategy",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "strategy"
      }
    ],
    "readReplica": false
  },
  "publishStrategy": {
    "operationId": "publishStrategy",
    "method": "POST",
    "path": "/api/v1/strategies/{id}/publish",
    "tag": "strategies",
    "summary": "Publish a strategy",
    "capabilities": [
      "strategy:update"
    ],
    "public": false,
    "self": false,
    "tool": "publish_strategy",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "strategy"
      }
    ],
    "readReplica": false
  },
  "archiveStrategy": {
    "operationId": "archiveStrategy",
    "method": "POST",
    "path": "/api/v1/strategies/{id}/archive",
    "tag": "strategies",
    "summary": "Archive a strategy",
    "capabilities": [
      "strategy:update"
    ],
    "public": false,
    "self": false,
    "tool": "archive_strategy",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "strategy"
      }
    ],
    "readReplica": false
  },
  "listStrategyVersions": {
    "operationId": "listStrategyVersions",
    "method": "GET",
    "path": "/api/v1/strategies/{id}/versions",
    "tag": "strategies",
    "summary": "List a strategy's versions",
    "capabilities": [
      "strategy:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_strategy_versions",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "strategy"
      }
    ],
    "readReplica": false
  },
  "renameStrategyVersion": {
    "operationId": "renameStrategyVersion",
    "method": "POST",
    "path": "/api/v1/strategies/{id}/versions/{version}/rename",
    "tag": "strategies",
    "summary": "Label a strategy version",
    "capabilities": [
      "strategy:update"
    ],
    "public": false,
    "self": false,
    "tool": "rename_strategy_version",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "version"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "path",
        "name": "version",
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "strategy"
      }
    ],
    "readReplica": false
  },
  "listDirectionDocuments": {
    "operationId": "listDirectionDocuments",
    "method": "GET",
    "path": "/api/v1/direction-documents",
    "tag": "direction-documents",
    "summary": "List direction documents",
    "capabilities": [
      "direction:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_direction_documents",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "kind",
      "scope",
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createDirectionDocument": {
    "operationId": "createDirectionDocument",
    "method": "POST",
    "path": "/api/v1/direction-documents",
    "tag": "direction-documents",
    "summary": "Create a direction document",
    "capabilities": [
      "direction:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_direction_document",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listDirectionDocumentChanges": {
    "operationId": "listDirectionDocumentChanges",
    "method": "GET",
    "path": "/api/v1/direction-documents/changes",
    "tag": "direction-documents",
    "summary": "List direction changes",
    "capabilities": [
      "direction:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_direction_document_changes",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "getDirectionDocument": {
    "operationId": "getDirectionDocument",
    "method": "GET",
    "path": "/api/v1/direction-documents/{id}",
    "tag": "direction-documents",
    "summary": "Get a direction document",
    "capabilities": [
      "direction:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_direction_document",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateDirectionDocument": {
    "operationId": "updateDirectionDocument",
    "method": "PATCH",
    "path": "/api/v1/direction-documents/{id}",
    "tag": "direction-documents",
    "summary": "Edit a direction document",
    "capabilities": [
      "direction:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_direction_document",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteDirectionDocument": {
    "operationId": "deleteDirectionDocument",
    "method": "DELETE",
    "path": "/api/v1/direction-documents/{id}",
    "tag": "direction-documents",
    "summary": "Delete a direction document",
    "capabilities": [
      "direction:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_direction_document",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getDirectionDocumentDraft": {
    "operationId": "getDirectionDocumentDraft",
    "method": "GET",
    "path": "/api/v1/direction-documents/{id}/draft",
    "tag": "direction-documents",
    "summary": "Get the draft",
    "capabilities": [
      "direction:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_direction_document_draft",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "saveDirectionDocumentDraft": {
    "operationId": "saveDirectionDocumentDraft",
    "method": "POST",
    "path": "/api/v1/direction-documents/{id}/draft",
    "tag": "direction-documents",
    "summary": "Replace the draft",
    "capabilities": [
      "direction:update"
    ],
    "public": false,
    "self": false,
    "tool": "save_direction_document_draft",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "publishDirectionDocument": {
    "operationId": "publishDirectionDocument",
    "method": "POST",
    "path": "/api/v1/direction-documents/{id}/publish",
    "tag": "direction-documents",
    "summary": "Publish the draft",
    "capabilities": [
      "direction:update"
    ],
    "public": false,
    "self": false,
    "tool": "publish_direction_document",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "discardDirectionDocumentDraft": {
    "operationId": "discardDirectionDocumentDraft",
    "method": "POST",
    "path": "/api/v1/direction-documents/{id}/discard-draft",
    "tag": "direction-documents",
    "summary": "Discard the draft",
    "capabilities": [
      "direction:update"
    ],
    "public": false,
    "self": false,
    "tool": "discard_direction_document_draft",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "archiveDirectionDocument": {
    "operationId": "archiveDirectionDocument",
    "method": "POST",
    "path": "/api/v1/direction-documents/{id}/archive",
    "tag": "direction-documents",
    "summary": "Archive a direction document",
    "capabilities": [
      "direction:update"
    ],
    "public": false,
    "self": false,
    "tool": "archive_direction_document",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listDirectionDocumentVersions": {
    "operationId": "listDirectionDocumentVersions",
    "method": "GET",
    "path": "/api/v1/direction-documents/{id}/versions",
    "tag": "direction-documents",
    "summary": "List versions",
    "capabilities": [
      "direction:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_direction_document_versions",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "renameDirectionDocumentVersion": {
    "operationId": "renameDirectionDocumentVersion",
    "method": "POST",
    "path": "/api/v1/direction-documents/{id}/versions/{version}/rename",
    "tag": "direction-documents",
    "summary": "Label a version",
    "capabilities": [
      "direction:update"
    ],
    "public": false,
    "self": false,
    "tool": "rename_direction_document_version",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "version"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "path",
        "name": "version",
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "listObjectives": {
    "operationId": "listObjectives",
    "method": "GET",
    "path": "/api/v1/objectives",
    "tag": "objectives",
    "summary": "List objectives",
    "capabilities": [
      "objective:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_objectives",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "visionId",
      "metricId",
      "driId",
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "visionId",
        "entity": "vision"
      },
      {
        "in": "query",
        "field": "metricId",
        "entity": "metric"
      },
      {
        "in": "query",
        "field": "driId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "createObjective": {
    "operationId": "createObjective",
    "method": "POST",
    "path": "/api/v1/objectives",
    "tag": "objectives",
    "summary": "Create an objective",
    "capabilities": [
      "objective:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_objective",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [
      "metric"
    ],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "visionId",
        "entity": "vision"
      },
      {
        "in": "body",
        "field": "driId",
        "entity": "user"
      },
      {
        "in": "body",
        "field": "metric.metricId",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "getObjectiveAlignment": {
    "operationId": "getObjectiveAlignment",
    "method": "GET",
    "path": "/api/v1/objectives/alignment",
    "tag": "objectives",
    "summary": "Alignment grid",
    "capabilities": [
      "objective:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_objective_alignment",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getObjective": {
    "operationId": "getObjective",
    "method": "GET",
    "path": "/api/v1/objectives/{id}",
    "tag": "objectives",
    "summary": "Get an objective",
    "capabilities": [
      "objective:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_objective",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "updateObjective": {
    "operationId": "updateObjective",
    "method": "PATCH",
    "path": "/api/v1/objectives/{id}",
    "tag": "objectives",
    "summary": "Update an objective",
    "capabilities": [
      "objective:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_objective",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      },
      {
        "in": "body",
        "field": "visionId",
        "entity": "vision"
      },
      {
        "in": "body",
        "field": "driId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "deleteObjective": {
    "operationId": "deleteObjective",
    "method": "DELETE",
    "path": "/api/v1/objectives/{id}",
    "tag": "objectives",
    "summary": "Delete an objective",
    "capabilities": [
      "objective:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_objective",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "listObjectiveOpportunities": {
    "operationId": "listObjectiveOpportunities",
    "method": "GET",
    "path": "/api/v1/objectives/{id}/opportunities",
    "tag": "objectives",
    "summary": "List an objective's opportunities",
    "capabilities": [
      "objective:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_objective_opportunities",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "setObjectiveMetric": {
    "operationId": "setObjectiveMetric",
    "method": "POST",
    "path": "/api/v1/objectives/{id}/set-metric",
    "tag": "objectives",
    "summary": "Anchor an objective to a metric",
    "capabilities": [
      "objective:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_objective_metric",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      },
      {
        "in": "body",
        "field": "metricId",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "getObjectiveNesting": {
    "operationId": "getObjectiveNesting",
    "method": "GET",
    "path": "/api/v1/objectives/{id}/nesting",
    "tag": "objectives",
    "summary": "An objective's nesting",
    "capabilities": [
      "objective:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_objective_nesting",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "setObjectiveAlignmentLink": {
    "operationId": "setObjectiveAlignmentLink",
    "method": "POST",
    "path": "/api/v1/objectives/{id}/set-alignment-link",
    "tag": "objectives",
    "summary": "Link an objective to a parent objective",
    "capabilities": [
      "objective:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_objective_alignment_link",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      },
      {
        "in": "body",
        "field": "parentId",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "listMetrics": {
    "operationId": "listMetrics",
    "method": "GET",
    "path": "/api/v1/metrics",
    "tag": "metrics",
    "summary": "List metrics",
    "capabilities": [
      "metric:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_metrics",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "stewardId",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "stewardId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "createMetric": {
    "operationId": "createMetric",
    "method": "POST",
    "path": "/api/v1/metrics",
    "tag": "metrics",
    "summary": "Create a metric",
    "capabilities": [
      "metric:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_metric",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "stewardId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listBuiltinMetrics": {
    "operationId": "listBuiltinMetrics",
    "method": "GET",
    "path": "/api/v1/metrics/builtins",
    "tag": "metrics",
    "summary": "List built-in metrics",
    "capabilities": [
      "metric:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_builtin_metrics",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "trackBuiltinMetric": {
    "operationId": "trackBuiltinMetric",
    "method": "POST",
    "path": "/api/v1/metrics/track-builtin",
    "tag": "metrics",
    "summary": "Track a built-in metric",
    "capabilities": [
      "metric:create"
    ],
    "public": false,
    "self": false,
    "tool": "track_builtin_metric",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getMetric": {
    "operationId": "getMetric",
    "method": "GET",
    "path": "/api/v1/metrics/{id}",
    "tag": "metrics",
    "summary": "Get a metric",
    "capabilities": [
      "metric:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_metric",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "updateMetric": {
    "operationId": "updateMetric",
    "method": "PATCH",
    "path": "/api/v1/metrics/{id}",
    "tag": "metrics",
    "summary": "Update a metric",
    "capabilities": [
      "metric:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_metric",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "metric"
      },
      {
        "in": "body",
        "field": "stewardId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "deleteMetric": {
    "operationId": "deleteMetric",
    "method": "DELETE",
    "path": "/api/v1/metrics/{id}",
    "tag": "metrics",
    "summary": "Delete a metric",
    "capabilities": [
      "metric:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_metric",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "listMetricValues": {
    "operationId": "listMetricValues",
    "method": "GET",
    "path": "/api/v1/metrics/{id}/values",
    "tag": "metrics",
    "summary": "List a metric's readings",
    "capabilities": [
      "metric:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_metric_values",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "since",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "createMetricValue": {
    "operationId": "createMetricValue",
    "method": "POST",
    "path": "/api/v1/metrics/{id}/values",
    "tag": "metrics",
    "summary": "Record a metric reading",
    "capabilities": [
      "metric:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_metric_value",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "listMetricOpportunities": {
    "operationId": "listMetricOpportunities",
    "method": "GET",
    "path": "/api/v1/metrics/{id}/opportunities",
    "tag": "metrics",
    "summary": "List opportunities serving a metric",
    "capabilities": [
      "metric:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_metric_opportunities",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "getMetricDependents": {
    "operationId": "getMetricDependents",
    "method": "GET",
    "path": "/api/v1/metrics/{id}/dependents",
    "tag": "metrics",
    "summary": "Count what depends on a metric",
    "capabilities": [
      "metric:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_metric_dependents",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "metric"
      }
    ],
    "readReplica": false
  },
  "listOpportunities": {
    "operationId": "listOpportunities",
    "method": "GET",
    "path": "/api/v1/opportunities",
    "tag": "opportunities",
    "summary": "List opportunities",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_opportunities",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "state",
      "status",
      "tagId",
      "categoryId",
      "teamId",
      "minScore",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "minScore",
        "type": "number",
        "minimum": 0,
        "maximum": 100
      },
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "createOpportunity": {
    "operationId": "createOpportunity",
    "method": "POST",
    "path": "/api/v1/opportunities",
    "tag": "opportunities",
    "summary": "Create an opportunity",
    "capabilities": [
      "opportunity:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_opportunity",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "leadId",
        "entity": "user"
      },
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      },
      {
        "in": "body",
        "field": "objectiveLinks[].objectiveId",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "getOpportunity": {
    "operationId": "getOpportunity",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}",
    "tag": "opportunities",
    "summary": "Get an opportunity",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_opportunity",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "updateOpportunity": {
    "operationId": "updateOpportunity",
    "method": "PATCH",
    "path": "/api/v1/opportunities/{id}",
    "tag": "opportunities",
    "summary": "Update an opportunity",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_opportunity",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "leadId",
        "entity": "user"
      },
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "deleteOpportunity": {
    "operationId": "deleteOpportunity",
    "method": "DELETE",
    "path": "/api/v1/opportunities/{id}",
    "tag": "opportunities",
    "summary": "Delete an opportunity",
    "capabilities": [
      "opportunity:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_opportunity",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "listOpportunityTasks": {
    "operationId": "listOpportunityTasks",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}/tasks",
    "tag": "opportunities",
    "summary": "List an opportunity's tasks",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_opportunity_tasks",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "setOpportunityState": {
    "operationId": "setOpportunityState",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/set-state",
    "tag": "opportunities",
    "summary": "Move an opportunity through its lifecycle",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_opportunity_state",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "rejectOpportunity": {
    "operationId": "rejectOpportunity",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/reject-via-template",
    "tag": "opportunities",
    "summary": "Reject an opportunity",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "reject_opportunity",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "applyOpportunityPrdTemplate": {
    "operationId": "applyOpportunityPrdTemplate",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/apply-prd-template",
    "tag": "opportunities",
    "summary": "Apply a PRD template to an opportunity",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "apply_opportunity_prd_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "createOpportunityObjectiveLink": {
    "operationId": "createOpportunityObjectiveLink",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/link-objective",
    "tag": "opportunities",
    "summary": "Link an opportunity to an objective",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_opportunity_objective_link",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "objectiveId",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "updateOpportunityObjectiveLink": {
    "operationId": "updateOpportunityObjectiveLink",
    "method": "PATCH",
    "path": "/api/v1/opportunities/{id}/link-objective/{objectiveId}",
    "tag": "opportunities",
    "summary": "Move an objective link",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_opportunity_objective_link",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "objectiveId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      },
      {
        "in": "path",
        "field": "objectiveId",
        "entity": "objective"
      },
      {
        "in": "body",
        "field": "newObjectiveId",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "deleteOpportunityObjectiveLink": {
    "operationId": "deleteOpportunityObjectiveLink",
    "method": "DELETE",
    "path": "/api/v1/opportunities/{id}/link-objective/{objectiveId}",
    "tag": "opportunities",
    "summary": "Unlink an opportunity from an objective",
    "capabilities": [
      "opportunity:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_opportunity_objective_link",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "objectiveId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      },
      {
        "in": "path",
        "field": "objectiveId",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "listScoringCriteria": {
    "operationId": "listScoringCriteria",
    "method": "GET",
    "path": "/api/v1/opportunities/scoring-criteria",
    "tag": "opportunities",
    "summary": "List the scoring criteria",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_scoring_criteria",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getOpportunityScorecard": {
    "operationId": "getOpportunityScorecard",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}/scorecard",
    "tag": "opportunities",
    "summary": "Get an opportunity's scorecard",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_opportunity_scorecard",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "setOpportunityScore": {
    "operationId": "setOpportunityScore",
    "method": "PATCH",
    "path": "/api/v1/opportunities/{id}/scores/{criterionId}",
    "tag": "opportunities",
    "summary": "Score an opportunity on one criterion",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_opportunity_score",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "criterionId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "deleteOpportunityScore": {
    "operationId": "deleteOpportunityScore",
    "method": "DELETE",
    "path": "/api/v1/opportunities/{id}/scores/{criterionId}",
    "tag": "opportunities",
    "summary": "Clear an opportunity's score on one criterion",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "delete_opportunity_score",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "criterionId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "listOpportunityRisks": {
    "operationId": "listOpportunityRisks",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}/risks",
    "tag": "opportunities",
    "summary": "List an opportunity's validation risks",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_opportunity_risks",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "setOpportunityRiskVote": {
    "operationId": "setOpportunityRiskVote",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/risks/{risk}",
    "tag": "opportunities",
    "summary": "Vote on a validation risk",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_opportunity_risk_vote",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "risk"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "listOpportunityPhases": {
    "operationId": "listOpportunityPhases",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}/phases",
    "tag": "opportunities",
    "summary": "List an opportunity's delivery phases",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_opportunity_phases",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "createOpportunityPhase": {
    "operationId": "createOpportunityPhase",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/phases",
    "tag": "opportunities",
    "summary": "Add a delivery phase to an opportunity",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_opportunity_phase",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "ownerId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "getOpportunityUnphasedTaskCount": {
    "operationId": "getOpportunityUnphasedTaskCount",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}/unphased-task-count",
    "tag": "opportunities",
    "summary": "Count an opportunity's unphased tasks",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_opportunity_unphased_task_count",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "reorderOpportunityPhases": {
    "operationId": "reorderOpportunityPhases",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/reorder-phases",
    "tag": "opportunities",
    "summary": "Reorder an opportunity's delivery phases",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "reorder_opportunity_phases",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "listOpportunityUpdates": {
    "operationId": "listOpportunityUpdates",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}/updates",
    "tag": "opportunities",
    "summary": "List an opportunity's status updates",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_opportunity_updates",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "postOpportunityUpdate": {
    "operationId": "postOpportunityUpdate",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/post-update",
    "tag": "opportunities",
    "summary": "Post a status update on an opportunity",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "post_update",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "addOpportunityPrototype": {
    "operationId": "addOpportunityPrototype",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/prototypes",
    "tag": "opportunities",
    "summary": "Add a prototype to an opportunity",
    "capabilities": [
      "opportunity:create"
    ],
    "public": false,
    "self": false,
    "tool": "add_opportunity_prototype",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "removeOpportunityPrototype": {
    "operationId": "removeOpportunityPrototype",
    "method": "DELETE",
    "path": "/api/v1/opportunities/{id}/prototypes",
    "tag": "opportunities",
    "summary": "Remove a prototype from an opportunity",
    "capabilities": [
      "opportunity:delete"
    ],
    "public": false,
    "self": false,
    "tool": "remove_opportunity_prototype",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "url",
      "fileId"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "listTasks": {
    "operationId": "listTasks",
    "method": "GET",
    "path": "/api/v1/tasks",
    "tag": "tasks",
    "summary": "List tasks",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_tasks",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "opportunityId",
      "status",
      "priority",
      "teamId",
      "tagId",
      "categoryId",
      "parentTaskId",
      "cycleId",
      "unscheduled-to-cycle",
      "statusId",
      "owner",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "query",
        "field": "teamId",
        "entity": "team"
      },
      {
        "in": "query",
        "field": "parentTaskId",
        "entity": "task"
      },
      {
        "in": "query",
        "field": "owner",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "createTask": {
    "operationId": "createTask",
    "method": "POST",
    "path": "/api/v1/tasks",
    "tag": "tasks",
    "summary": "Create a task",
    "capabilities": [
      "task:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_task",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      },
      {
        "in": "body",
        "field": "ownerId",
        "entity": "user"
      },
      {
        "in": "body",
        "field": "parentTaskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "getTask": {
    "operationId": "getTask",
    "method": "GET",
    "path": "/api/v1/tasks/{id}",
    "tag": "tasks",
    "summary": "Get a task",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_task",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "updateTask": {
    "operationId": "updateTask",
    "method": "PATCH",
    "path": "/api/v1/tasks/{id}",
    "tag": "tasks",
    "summary": "Update a task",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_task",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      },
      {
        "in": "body",
        "field": "opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      },
      {
        "in": "body",
        "field": "ownerId",
        "entity": "user"
      },
      {
        "in": "body",
        "field": "parentTaskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "deleteTask": {
    "operationId": "deleteTask",
    "method": "DELETE",
    "path": "/api/v1/tasks/{id}",
    "tag": "tasks",
    "summary": "Delete a task",
    "capabilities": [
      "task:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_task",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "setTaskStatus": {
    "operationId": "setTaskStatus",
    "method": "POST",
    "path": "/api/v1/tasks/{id}/set-status",
    "tag": "tasks",
    "summary": "Move a task to a status",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_task_status",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "listTaskAssignments": {
    "operationId": "listTaskAssignments",
    "method": "GET",
    "path": "/api/v1/tasks/{taskId}/assignments",
    "tag": "tasks",
    "summary": "List a task's assignments",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_task_assignments",
    "mcpDefault": false,
    "pathParams": [
      "taskId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "createTaskAssignment": {
    "operationId": "createTaskAssignment",
    "method": "POST",
    "path": "/api/v1/tasks/{taskId}/assignments",
    "tag": "tasks",
    "summary": "Assign a person to a task",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_task_assignment",
    "mcpDefault": false,
    "pathParams": [
      "taskId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "taskId",
        "entity": "task"
      },
      {
        "in": "body",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "updateTaskAssignment": {
    "operationId": "updateTaskAssignment",
    "method": "PATCH",
    "path": "/api/v1/tasks/{taskId}/assignments/{userId}",
    "tag": "tasks",
    "summary": "Change an assignment's estimate",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_task_assignment",
    "mcpDefault": false,
    "pathParams": [
      "taskId",
      "userId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "taskId",
        "entity": "task"
      },
      {
        "in": "path",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "deleteTaskAssignment": {
    "operationId": "deleteTaskAssignment",
    "method": "DELETE",
    "path": "/api/v1/tasks/{taskId}/assignments/{userId}",
    "tag": "tasks",
    "summary": "Unassign a person from a task",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "delete_task_assignment",
    "mcpDefault": false,
    "pathParams": [
      "taskId",
      "userId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "taskId",
        "entity": "task"
      },
      {
        "in": "path",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listTeams": {
    "operationId": "listTeams",
    "method": "GET",
    "path": "/api/v1/teams",
    "tag": "teams",
    "summary": "List teams",
    "capabilities": [
      "team:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_teams",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createTeam": {
    "operationId": "createTeam",
    "method": "POST",
    "path": "/api/v1/teams",
    "tag": "teams",
    "summary": "Create a team",
    "capabilities": [
      "team:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_team",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "insightReviewerId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "getTeam": {
    "operationId": "getTeam",
    "method": "GET",
    "path": "/api/v1/teams/{id}",
    "tag": "teams",
    "summary": "Get a team",
    "capabilities": [
      "team:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_team",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "updateTeam": {
    "operationId": "updateTeam",
    "method": "PATCH",
    "path": "/api/v1/teams/{id}",
    "tag": "teams",
    "summary": "Update a team",
    "capabilities": [
      "team:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_team",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "team"
      },
      {
        "in": "body",
        "field": "insightReviewerId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listTeamMembers": {
    "operationId": "listTeamMembers",
    "method": "GET",
    "path": "/api/v1/teams/{id}/members",
    "tag": "teams",
    "summary": "List a team's members",
    "capabilities": [
      "team:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_team_members",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "addTeamMember": {
    "operationId": "addTeamMember",
    "method": "POST",
    "path": "/api/v1/teams/{id}/members",
    "tag": "teams",
    "summary": "Add a member to a team",
    "capabilities": [
      "team:update"
    ],
    "public": false,
    "self": false,
    "tool": "add_team_member",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "team"
      },
      {
        "in": "body",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "removeTeamMember": {
    "operationId": "removeTeamMember",
    "method": "DELETE",
    "path": "/api/v1/teams/{id}/members/{userId}",
    "tag": "teams",
    "summary": "Remove a member from a team",
    "capabilities": [
      "team:update"
    ],
    "public": false,
    "self": false,
    "tool": "remove_team_member",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "userId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "team"
      },
      {
        "in": "path",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listUsers": {
    "operationId": "listUsers",
    "method": "GET",
    "path": "/api/v1/users",
    "tag": "users",
    "summary": "List users",
    "capabilities": [
      "user:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_users",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "getUser": {
    "operationId": "getUser",
    "method": "GET",
    "path": "/api/v1/users/{id}",
    "tag": "users",
    "summary": "Get a user",
    "capabilities": [
      "user:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_user",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "updateUser": {
    "operationId": "updateUser",
    "method": "PATCH",
    "path": "/api/v1/users/{id}",
    "tag": "users",
    "summary": "Update a user",
    "capabilities": [
      "user:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_user",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listRooms": {
    "operationId": "listRooms",
    "method": "GET",
    "path": "/api/v1/rooms",
    "tag": "rooms",
    "summary": "List rooms",
    "capabilities": [
      "room:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_rooms",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "scope",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createRoom": {
    "operationId": "createRoom",
    "method": "POST",
    "path": "/api/v1/rooms",
    "tag": "rooms",
    "summary": "Create a group room",
    "capabilities": [
      "room:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_room",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "memberIds[]",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "createDmRoom": {
    "operationId": "createDmRoom",
    "method": "POST",
    "path": "/api/v1/rooms/dm",
    "tag": "rooms",
    "summary": "Open a direct-message room",
    "capabilities": [
      "room:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_dm_room",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "getRoom": {
    "operationId": "getRoom",
    "method": "GET",
    "path": "/api/v1/rooms/{id}",
    "tag": "rooms",
    "summary": "Get a room",
    "capabilities": [
      "room:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_room",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateRoom": {
    "operationId": "updateRoom",
    "method": "PATCH",
    "path": "/api/v1/rooms/{id}",
    "tag": "rooms",
    "summary": "Rename or describe a room",
    "capabilities": [
      "room:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_room",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "archiveRoom": {
    "operationId": "archiveRoom",
    "method": "POST",
    "path": "/api/v1/rooms/{id}/archive",
    "tag": "rooms",
    "summary": "Archive a room",
    "capabilities": [
      "room:update"
    ],
    "public": false,
    "self": false,
    "tool": "archive_room",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listRoomMembers": {
    "operationId": "listRoomMembers",
    "method": "GET",
    "path": "/api/v1/rooms/{id}/members",
    "tag": "rooms",
    "summary": "List a room's members",
    "capabilities": [
      "room:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_room_members",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "addRoomMember": {
    "operationId": "addRoomMember",
    "method": "POST",
    "path": "/api/v1/rooms/{id}/members",
    "tag": "rooms",
    "summary": "Add a member to a room",
    "capabilities": [
      "room:create"
    ],
    "public": false,
    "self": false,
    "tool": "add_room_member",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "removeRoomMember": {
    "operationId": "removeRoomMember",
    "method": "DELETE",
    "path": "/api/v1/rooms/{id}/members/{userId}",
    "tag": "rooms",
    "summary": "Remove a member from a room",
    "capabilities": [
      "room:delete"
    ],
    "public": false,
    "self": false,
    "tool": "remove_room_member",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "userId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "userId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "updateRoomMembership": {
    "operationId": "updateRoomMembership",
    "method": "PATCH",
    "path": "/api/v1/rooms/{id}/membership",
    "tag": "rooms",
    "summary": "Join, leave, pin or mute a room",
    "capabilities": [
      "room:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_room_membership",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listMessages": {
    "operationId": "listMessages",
    "method": "GET",
    "path": "/api/v1/messages",
    "tag": "messages",
    "summary": "List a room's messages",
    "capabilities": [
      "message:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_messages",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "roomId",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 100
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createMessage": {
    "operationId": "createMessage",
    "method": "POST",
    "path": "/api/v1/messages",
    "tag": "messages",
    "summary": "Post a message",
    "capabilities": [
      "message:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_message",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listPinnedMessages": {
    "operationId": "listPinnedMessages",
    "method": "GET",
    "path": "/api/v1/messages/pinned",
    "tag": "messages",
    "summary": "List pinned messages",
    "capabilities": [
      "message:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_pinned_messages",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "roomId",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 100
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "searchMessages": {
    "operationId": "searchMessages",
    "method": "GET",
    "path": "/api/v1/messages/search",
    "tag": "messages",
    "summary": "Search messages",
    "capabilities": [
      "message:read"
    ],
    "public": false,
    "self": false,
    "tool": "search_messages",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "query",
      "roomId",
      "authorId",
      "dmWith",
      "from",
      "to",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 40
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "authorId",
        "entity": "user"
      },
      {
        "in": "query",
        "field": "dmWith",
        "entity": "user"
      }
    ],
    "readReplica": true
  },
  "updateMessage": {
    "operationId": "updateMessage",
    "method": "PATCH",
    "path": "/api/v1/messages/{id}",
    "tag": "messages",
    "summary": "Edit a message",
    "capabilities": [
      "message:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_message",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteMessage": {
    "operationId": "deleteMessage",
    "method": "DELETE",
    "path": "/api/v1/messages/{id}",
    "tag": "messages",
    "summary": "Delete a message",
    "capabilities": [
      "message:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_message",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listMessageThread": {
    "operationId": "listMessageThread",
    "method": "GET",
    "path": "/api/v1/messages/{id}/thread",
    "tag": "messages",
    "summary": "List a message's replies",
    "capabilities": [
      "message:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_message_thread",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 100
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "setMessagePinned": {
    "operationId": "setMessagePinned",
    "method": "POST",
    "path": "/api/v1/messages/{id}/pinned",
    "tag": "messages",
    "summary": "Pin or unpin a message",
    "capabilities": [
      "message:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_message_pinned",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "setMessageReaction": {
    "operationId": "setMessageReaction",
    "method": "POST",
    "path": "/api/v1/messages/{id}/reactions",
    "tag": "messages",
    "summary": "React to a message",
    "capabilities": [
      "message:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_message_reaction",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listComments": {
    "operationId": "listComments",
    "method": "GET",
    "path": "/api/v1/comments",
    "tag": "comments",
    "summary": "List comments on an entity",
    "capabilities": [
      "comment:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_comments",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "entityType",
      "entityId",
      "includeArchived",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "createComment": {
    "operationId": "createComment",
    "method": "POST",
    "path": "/api/v1/comments",
    "tag": "comments",
    "summary": "Comment on an entity",
    "capabilities": [
      "comment:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_comment",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "updateComment": {
    "operationId": "updateComment",
    "method": "PATCH",
    "path": "/api/v1/comments/{id}",
    "tag": "comments",
    "summary": "Edit a comment",
    "capabilities": [
      "comment:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_comment",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteComment": {
    "operationId": "deleteComment",
    "method": "DELETE",
    "path": "/api/v1/comments/{id}",
    "tag": "comments",
    "summary": "Delete a comment",
    "capabilities": [
      "comment:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_comment",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "setCommentArchived": {
    "operationId": "setCommentArchived",
    "method": "POST",
    "path": "/api/v1/comments/{id}/archived",
    "tag": "comments",
    "summary": "Archive or restore a comment",
    "capabilities": [
      "comment:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_comment_archived",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "setCommentReaction": {
    "operationId": "setCommentReaction",
    "method": "POST",
    "path": "/api/v1/comments/{id}/reactions",
    "tag": "comments",
    "summary": "React to a comment",
    "capabilities": [
      "comment:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_comment_reaction",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listTemplates": {
    "operationId": "listTemplates",
    "method": "GET",
    "path": "/api/v1/templates",
    "tag": "templates",
    "summary": "List workflow templates",
    "capabilities": [
      "template:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_templates",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "defaultEntityType",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createTemplate": {
    "operationId": "createTemplate",
    "method": "POST",
    "path": "/api/v1/templates",
    "tag": "templates",
    "summary": "Create a workflow template",
    "capabilities": [
      "template:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_template",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "steps[].defaultDriUserId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "handoffTemplateStep": {
    "operationId": "handoffTemplateStep",
    "method": "POST",
    "path": "/api/v1/templates/handoff",
    "tag": "templates",
    "summary": "Hand off to another step",
    "capabilities": [
      "template:update"
    ],
    "public": false,
    "self": false,
    "tool": "write_handoff",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getDefaultTemplate": {
    "operationId": "getDefaultTemplate",
    "method": "GET",
    "path": "/api/v1/templates/default/{entityType}",
    "tag": "templates",
    "summary": "Get the default template of an entity type",
    "capabilities": [
      "template:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_default_template",
    "mcpDefault": false,
    "pathParams": [
      "entityType"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateTemplateStep": {
    "operationId": "updateTemplateStep",
    "method": "PATCH",
    "path": "/api/v1/templates/steps/{stepId}",
    "tag": "templates",
    "summary": "Update a template step",
    "capabilities": [
      "template:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_template_step",
    "mcpDefault": false,
    "pathParams": [
      "stepId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "defaultDriUserId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "deleteTemplateStep": {
    "operationId": "deleteTemplateStep",
    "method": "DELETE",
    "path": "/api/v1/templates/steps/{stepId}",
    "tag": "templates",
    "summary": "Delete a template step",
    "capabilities": [
      "template:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_template_step",
    "mcpDefault": false,
    "pathParams": [
      "stepId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "startTemplateInstance": {
    "operationId": "startTemplateInstance",
    "method": "POST",
    "path": "/api/v1/templates/instances",
    "tag": "templates",
    "summary": "Start a template on an entity",
    "capabilities": [
      "template:update"
    ],
    "public": false,
    "self": false,
    "tool": "start_template_instance",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "swapTemplateInstance": {
    "operationId": "swapTemplateInstance",
    "method": "POST",
    "path": "/api/v1/templates/instances/swap",
    "tag": "templates",
    "summary": "Swap the template running on an entity",
    "capabilities": [
      "template:update"
    ],
    "public": false,
    "self": false,
    "tool": "swap_template_instance",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "updateStepInstance": {
    "operationId": "updateStepInstance",
    "method": "PATCH",
    "path": "/api/v1/templates/instances/steps/{stepInstanceId}",
    "tag": "templates",
    "summary": "Move a step or change its owner",
    "capabilities": [
      "template:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_step_instance",
    "mcpDefault": false,
    "pathParams": [
      "stepInstanceId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "driId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "getTemplateInstance": {
    "operationId": "getTemplateInstance",
    "method": "GET",
    "path": "/api/v1/templates/instances/{entityType}/{entityId}",
    "tag": "templates",
    "summary": "Get the template instance of an entity",
    "capabilities": [
      "template:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_template_instance",
    "mcpDefault": false,
    "pathParams": [
      "entityType",
      "entityId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "getTemplate": {
    "operationId": "getTemplate",
    "method": "GET",
    "path": "/api/v1/templates/{id}",
    "tag": "templates",
    "summary": "Get a workflow template",
    "capabilities": [
      "template:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateTemplate": {
    "operationId": "updateTemplate",
    "method": "PATCH",
    "path": "/api/v1/templates/{id}",
    "tag": "templates",
    "summary": "Update a workflow template",
    "capabilities": [
      "template:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteTemplate": {
    "operationId": "deleteTemplate",
    "method": "DELETE",
    "path": "/api/v1/templates/{id}",
    "tag": "templates",
    "summary": "Delete a workflow template",
    "capabilities": [
      "template:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "addTemplateStep": {
    "operationId": "addTemplateStep",
    "method": "POST",
    "path": "/api/v1/templates/{id}/steps",
    "tag": "templates",
    "summary": "Add a step to a template",
    "capabilities": [
      "template:create"
    ],
    "public": false,
    "self": false,
    "tool": "add_template_step",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "defaultDriUserId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "getTemplateUsage": {
    "operationId": "getTemplateUsage",
    "method": "GET",
    "path": "/api/v1/templates/{id}/usage",
    "tag": "templates",
    "summary": "Where a template is used",
    "capabilities": [
      "template:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_template_usage",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "reassignTemplate": {
    "operationId": "reassignTemplate",
    "method": "POST",
    "path": "/api/v1/templates/{id}/reassign",
    "tag": "templates",
    "summary": "Move everything on a template to another",
    "capabilities": [
      "template:delete",
      "task:update",
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "reassign_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listCategories": {
    "operationId": "listCategories",
    "method": "GET",
    "path": "/api/v1/categories",
    "tag": "categories",
    "summary": "List categories",
    "capabilities": [
      "category:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_categories",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createCategory": {
    "operationId": "createCategory",
    "method": "POST",
    "path": "/api/v1/categories",
    "tag": "categories",
    "summary": "Create a category",
    "capabilities": [
      "category:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_category",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getCategory": {
    "operationId": "getCategory",
    "method": "GET",
    "path": "/api/v1/categories/{id}",
    "tag": "categories",
    "summary": "Get a category",
    "capabilities": [
      "category:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_category",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateCategory": {
    "operationId": "updateCategory",
    "method": "PATCH",
    "path": "/api/v1/categories/{id}",
    "tag": "categories",
    "summary": "Update a category",
    "capabilities": [
      "category:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_category",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteCategory": {
    "operationId": "deleteCategory",
    "method": "DELETE",
    "path": "/api/v1/categories/{id}",
    "tag": "categories",
    "summary": "Delete a category",
    "capabilities": [
      "category:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_category",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listTags": {
    "operationId": "listTags",
    "method": "GET",
    "path": "/api/v1/tags",
    "tag": "tags",
    "summary": "List tags",
    "capabilities": [
      "tag:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_tags",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createTag": {
    "operationId": "createTag",
    "method": "POST",
    "path": "/api/v1/tags",
    "tag": "tags",
    "summary": "Create a tag",
    "capabilities": [
      "tag:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_tag",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateTag": {
    "operationId": "updateTag",
    "method": "PATCH",
    "path": "/api/v1/tags/{id}",
    "tag": "tags",
    "summary": "Rename or recolour a tag",
    "capabilities": [
      "tag:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_tag",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteTag": {
    "operationId": "deleteTag",
    "method": "DELETE",
    "path": "/api/v1/tags/{id}",
    "tag": "tags",
    "summary": "Delete a tag",
    "capabilities": [
      "tag:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_tag",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listPrdTemplates": {
    "operationId": "listPrdTemplates",
    "method": "GET",
    "path": "/api/v1/prd-templates",
    "tag": "prd-templates",
    "summary": "List PRD templates",
    "capabilities": [
      "prd_template:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_prd_templates",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "allTeams",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createPrdTemplate": {
    "operationId": "createPrdTemplate",
    "method": "POST",
    "path": "/api/v1/prd-templates",
    "tag": "prd-templates",
    "summary": "Create a PRD template",
    "capabilities": [
      "prd_template:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_prd_template",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "getPrdTemplate": {
    "operationId": "getPrdTemplate",
    "method": "GET",
    "path": "/api/v1/prd-templates/{id}",
    "tag": "prd-templates",
    "summary": "Get a PRD template",
    "capabilities": [
      "prd_template:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_prd_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updatePrdTemplate": {
    "operationId": "updatePrdTemplate",
    "method": "PATCH",
    "path": "/api/v1/prd-templates/{id}",
    "tag": "prd-templates",
    "summary": "Update a PRD template",
    "capabilities": [
      "prd_template:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_prd_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "deletePrdTemplate": {
    "operationId": "deletePrdTemplate",
    "method": "DELETE",
    "path": "/api/v1/prd-templates/{id}",
    "tag": "prd-templates",
    "summary": "Delete a PRD template",
    "capabilities": [
      "prd_template:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_prd_template",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getOpportunityContext": {
    "operationId": "getOpportunityContext",
    "method": "GET",
    "path": "/api/v1/opportunities/{id}/context",
    "tag": "opportunities",
    "summary": "Everything about an opportunity",
    "capabilities": [
      "opportunity:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_opportunity_context",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": true
  },
  "getTaskContext": {
    "operationId": "getTaskContext",
    "method": "GET",
    "path": "/api/v1/tasks/{id}/context",
    "tag": "tasks",
    "summary": "Everything about a task",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_task_context",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      }
    ],
    "readReplica": true
  },
  "createTaskHandoff": {
    "operationId": "createTaskHandoff",
    "method": "POST",
    "path": "/api/v1/tasks/{id}/handoff",
    "tag": "tasks",
    "summary": "Hand a task over",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "write_task_handoff",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      },
      {
        "in": "body",
        "field": "toUserId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "synthesizeOpportunityPrd": {
    "operationId": "synthesizeOpportunityPrd",
    "method": "POST",
    "path": "/api/v1/opportunities/{id}/synthesize",
    "tag": "opportunities",
    "summary": "Draft a PRD",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "synthesize_opportunity_prd",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "updateOpportunityPhase": {
    "operationId": "updateOpportunityPhase",
    "method": "PATCH",
    "path": "/api/v1/opportunities/phases/{phaseId}",
    "tag": "opportunities",
    "summary": "Update a delivery phase",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_opportunity_phase",
    "mcpDefault": false,
    "pathParams": [
      "phaseId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "ownerId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "deleteOpportunityPhase": {
    "operationId": "deleteOpportunityPhase",
    "method": "DELETE",
    "path": "/api/v1/opportunities/phases/{phaseId}",
    "tag": "opportunities",
    "summary": "Delete a delivery phase",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "delete_opportunity_phase",
    "mcpDefault": false,
    "pathParams": [
      "phaseId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "handoffOpportunityPhase": {
    "operationId": "handoffOpportunityPhase",
    "method": "POST",
    "path": "/api/v1/opportunities/phases/{fromPhaseId}/handoff",
    "tag": "opportunities",
    "summary": "Hand off from a delivery phase to the next",
    "capabilities": [
      "opportunity:update"
    ],
    "public": false,
    "self": false,
    "tool": "handoff_opportunity_phase",
    "mcpDefault": false,
    "pathParams": [
      "fromPhaseId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listObjectiveClaims": {
    "operationId": "listObjectiveClaims",
    "method": "GET",
    "path": "/api/v1/objectives/{id}/claims",
    "tag": "objectives",
    "summary": "List customer claims on an objective",
    "capabilities": [
      "objective:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_objective_claims",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "listCustomers": {
    "operationId": "listCustomers",
    "method": "GET",
    "path": "/api/v1/customers",
    "tag": "customers",
    "summary": "List customers",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_customers",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createCustomer": {
    "operationId": "createCustomer",
    "method": "POST",
    "path": "/api/v1/customers",
    "tag": "customers",
    "summary": "Create a customer",
    "capabilities": [
      "customer:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_customer",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "ownerId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listCustomerCommitments": {
    "operationId": "listCustomerCommitments",
    "method": "GET",
    "path": "/api/v1/customers/commitments",
    "tag": "customers",
    "summary": "List commitments to customers",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_customer_commitments",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "customerId",
      "atRisk",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "customerId",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "getCustomerArrSummary": {
    "operationId": "getCustomerArrSummary",
    "method": "GET",
    "path": "/api/v1/customers/arr-summary",
    "tag": "customers",
    "summary": "Summarize ARR",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_customer_arr_summary",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "from",
      "to"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": true
  },
  "getCustomer": {
    "operationId": "getCustomer",
    "method": "GET",
    "path": "/api/v1/customers/{id}",
    "tag": "customers",
    "summary": "Get a customer",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_customer",
    "mcpDefault": true,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "updateCustomer": {
    "operationId": "updateCustomer",
    "method": "PATCH",
    "path": "/api/v1/customers/{id}",
    "tag": "customers",
    "summary": "Update a customer",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_customer",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      },
      {
        "in": "body",
        "field": "ownerId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "deleteCustomer": {
    "operationId": "deleteCustomer",
    "method": "DELETE",
    "path": "/api/v1/customers/{id}",
    "tag": "customers",
    "summary": "Delete a customer",
    "capabilities": [
      "customer:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_customer",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "listCustomerContacts": {
    "operationId": "listCustomerContacts",
    "method": "GET",
    "path": "/api/v1/customers/{id}/contacts",
    "tag": "customers",
    "summary": "List a customer's contacts",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_customer_contacts",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "createCustomerContact": {
    "operationId": "createCustomerContact",
    "method": "POST",
    "path": "/api/v1/customers/{id}/contacts",
    "tag": "customers",
    "summary": "Add a contact to a customer",
    "capabilities": [
      "customer:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_customer_contact",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "updateCustomerContact": {
    "operationId": "updateCustomerContact",
    "method": "PATCH",
    "path": "/api/v1/customers/{id}/contacts/{contactId}",
    "tag": "customers",
    "summary": "Update a customer contact",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_customer_contact",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "contactId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "deleteCustomerContact": {
    "operationId": "deleteCustomerContact",
    "method": "DELETE",
    "path": "/api/v1/customers/{id}/contacts/{contactId}",
    "tag": "customers",
    "summary": "Remove a customer contact",
    "capabilities": [
      "customer:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_customer_contact",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "contactId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "listCustomerOpportunities": {
    "operationId": "listCustomerOpportunities",
    "method": "GET",
    "path": "/api/v1/customers/{id}/opportunities",
    "tag": "customers",
    "summary": "List a customer's opportunities",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_customer_opportunities",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "linkCustomerOpportunity": {
    "operationId": "linkCustomerOpportunity",
    "method": "POST",
    "path": "/api/v1/customers/{id}/opportunities",
    "tag": "customers",
    "summary": "Link an opportunity to a customer",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "link_customer_opportunity",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      },
      {
        "in": "body",
        "field": "opportunityId",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "unlinkCustomerOpportunity": {
    "operationId": "unlinkCustomerOpportunity",
    "method": "DELETE",
    "path": "/api/v1/customers/{id}/opportunities/{opportunityId}",
    "tag": "customers",
    "summary": "Unlink an opportunity from a customer",
    "capabilities": [
      "customer:delete"
    ],
    "public": false,
    "self": false,
    "tool": "unlink_customer_opportunity",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "opportunityId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      },
      {
        "in": "path",
        "field": "opportunityId",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "listCustomerUpdates": {
    "operationId": "listCustomerUpdates",
    "method": "GET",
    "path": "/api/v1/customers/{id}/updates",
    "tag": "customers",
    "summary": "Read a customer's feed",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_customer_updates",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "createCustomerUpdate": {
    "operationId": "createCustomerUpdate",
    "method": "POST",
    "path": "/api/v1/customers/{id}/updates",
    "tag": "customers",
    "summary": "Post an account note",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_customer_update",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "listCustomerArrPoints": {
    "operationId": "listCustomerArrPoints",
    "method": "GET",
    "path": "/api/v1/customers/{id}/arr",
    "tag": "customers",
    "summary": "List a customer's ARR points",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_customer_arr_points",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "createCustomerArrPoint": {
    "operationId": "createCustomerArrPoint",
    "method": "POST",
    "path": "/api/v1/customers/{id}/arr",
    "tag": "customers",
    "summary": "Record an ARR point",
    "capabilities": [
      "customer:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_customer_arr_point",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "deleteCustomerArrPoint": {
    "operationId": "deleteCustomerArrPoint",
    "method": "DELETE",
    "path": "/api/v1/customers/{id}/arr/{arrPointId}",
    "tag": "customers",
    "summary": "Delete an ARR point",
    "capabilities": [
      "customer:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_customer_arr_point",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "arrPointId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "listInsights": {
    "operationId": "listInsights",
    "method": "GET",
    "path": "/api/v1/insights",
    "tag": "insights",
    "summary": "List insights",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_insights",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "status",
      "customerId",
      "opportunityId",
      "taskId",
      "objectiveId",
      "reviewTeamId",
      "recordedById",
      "tagId",
      "q",
      "includeArchived",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "customerId",
        "entity": "customer"
      },
      {
        "in": "query",
        "field": "opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "query",
        "field": "taskId",
        "entity": "task"
      },
      {
        "in": "query",
        "field": "objectiveId",
        "entity": "objective"
      },
      {
        "in": "query",
        "field": "reviewTeamId",
        "entity": "team"
      },
      {
        "in": "query",
        "field": "recordedById",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "createInsight": {
    "operationId": "createInsight",
    "method": "POST",
    "path": "/api/v1/insights",
    "tag": "insights",
    "summary": "Record an insight",
    "capabilities": [
      "insight:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_insight",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "customerId",
        "entity": "customer"
      },
      {
        "in": "body",
        "field": "stakeholderUserId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listBlockingInsights": {
    "operationId": "listBlockingInsights",
    "method": "GET",
    "path": "/api/v1/insights/blocking",
    "tag": "insights",
    "summary": "List insights blocked by work",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_blocking_insights",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "opportunityId",
      "taskId"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "query",
        "field": "opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "query",
        "field": "taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "getInsight": {
    "operationId": "getInsight",
    "method": "GET",
    "path": "/api/v1/insights/{id}",
    "tag": "insights",
    "summary": "Get an insight",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_insight",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      }
    ],
    "readReplica": false
  },
  "updateInsight": {
    "operationId": "updateInsight",
    "method": "PATCH",
    "path": "/api/v1/insights/{id}",
    "tag": "insights",
    "summary": "Update an insight",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_insight",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      },
      {
        "in": "body",
        "field": "customerId",
        "entity": "customer"
      },
      {
        "in": "body",
        "field": "stakeholderUserId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "deleteInsight": {
    "operationId": "deleteInsight",
    "method": "DELETE",
    "path": "/api/v1/insights/{id}",
    "tag": "insights",
    "summary": "Delete an insight",
    "capabilities": [
      "insight:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_insight",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      }
    ],
    "readReplica": false
  },
  "attachInsight": {
    "operationId": "attachInsight",
    "method": "POST",
    "path": "/api/v1/insights/{id}/attach",
    "tag": "insights",
    "summary": "Link an insight to work or an objective",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "attach_insight",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      },
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "detachInsight": {
    "operationId": "detachInsight",
    "method": "POST",
    "path": "/api/v1/insights/{id}/detach",
    "tag": "insights",
    "summary": "Unlink an insight",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "detach_insight",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      },
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "setInsightLink": {
    "operationId": "setInsightLink",
    "method": "POST",
    "path": "/api/v1/insights/{id}/set-link",
    "tag": "insights",
    "summary": "Set an insight link's flags",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_insight_link",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      },
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "setInsightStatus": {
    "operationId": "setInsightStatus",
    "method": "POST",
    "path": "/api/v1/insights/{id}/set-status",
    "tag": "insights",
    "summary": "Decide on an insight",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_insight_status",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      }
    ],
    "readReplica": false
  },
  "setInsightReviewTeam": {
    "operationId": "setInsightReviewTeam",
    "method": "POST",
    "path": "/api/v1/insights/{id}/set-review-team",
    "tag": "insights",
    "summary": "Send an insight for review",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_insight_review_team",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      },
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "setInsightTags": {
    "operationId": "setInsightTags",
    "method": "POST",
    "path": "/api/v1/insights/{id}/set-tags",
    "tag": "insights",
    "summary": "Set an insight's tags",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_insight_tags",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      }
    ],
    "readReplica": false
  },
  "setInsightImpact": {
    "operationId": "setInsightImpact",
    "method": "POST",
    "path": "/api/v1/insights/{id}/set-impact",
    "tag": "insights",
    "summary": "Set an insight's objective impacts",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "set_insight_impact",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      },
      {
        "in": "body",
        "field": "impacts[].objectiveId",
        "entity": "objective"
      }
    ],
    "readReplica": false
  },
  "listExternalStakeholders": {
    "operationId": "listExternalStakeholders",
    "method": "GET",
    "path": "/api/v1/external-stakeholders",
    "tag": "insights",
    "summary": "List external stakeholders",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_external_stakeholders",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "createExternalStakeholder": {
    "operationId": "createExternalStakeholder",
    "method": "POST",
    "path": "/api/v1/external-stakeholders",
    "tag": "insights",
    "summary": "Add an external stakeholder",
    "capabilities": [
      "insight:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_external_stakeholder",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getCustomerOnboarding": {
    "operationId": "getCustomerOnboarding",
    "method": "GET",
    "path": "/api/v1/customers/{id}/onboarding",
    "tag": "customers",
    "summary": "Get a customer's onboarding",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_customer_onboarding",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "startCustomerOnboarding": {
    "operationId": "startCustomerOnboarding",
    "method": "POST",
    "path": "/api/v1/customers/{id}/onboarding",
    "tag": "customers",
    "summary": "Start a customer's onboarding",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "start_customer_onboarding",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "advanceCustomerOnboarding": {
    "operationId": "advanceCustomerOnboarding",
    "method": "POST",
    "path": "/api/v1/customers/{id}/onboarding/advance",
    "tag": "customers",
    "summary": "Advance a customer's onboarding",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "advance_customer_onboarding",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "completeCustomerOnboarding": {
    "operationId": "completeCustomerOnboarding",
    "method": "POST",
    "path": "/api/v1/customers/{id}/onboarding/complete",
    "tag": "customers",
    "summary": "Complete a customer's onboarding",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "complete_customer_onboarding",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "updateCustomerOnboardingStep": {
    "operationId": "updateCustomerOnboardingStep",
    "method": "PATCH",
    "path": "/api/v1/customers/{id}/onboarding/steps/{stepInstanceId}",
    "tag": "customers",
    "summary": "Update an onboarding milestone",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_customer_onboarding_step",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "stepInstanceId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      },
      {
        "in": "body",
        "field": "driId",
        "entity": "user"
      },
      {
        "in": "body",
        "field": "taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "createCustomerOnboardingStepWork": {
    "operationId": "createCustomerOnboardingStepWork",
    "method": "POST",
    "path": "/api/v1/customers/{id}/onboarding/steps/{stepInstanceId}/work",
    "tag": "customers",
    "summary": "Create work for an onboarding milestone",
    "capabilities": [
      "customer:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_customer_onboarding_step_work",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "stepInstanceId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      },
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "listCustomerReviews": {
    "operationId": "listCustomerReviews",
    "method": "GET",
    "path": "/api/v1/customers/{id}/reviews",
    "tag": "customers",
    "summary": "List a customer's reviews",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_customer_reviews",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "createCustomerReview": {
    "operationId": "createCustomerReview",
    "method": "POST",
    "path": "/api/v1/customers/{id}/reviews",
    "tag": "customers",
    "summary": "Build a customer review",
    "capabilities": [
      "customer:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_customer_review",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "getCustomerReview": {
    "operationId": "getCustomerReview",
    "method": "GET",
    "path": "/api/v1/customers/{id}/reviews/{reviewId}",
    "tag": "customers",
    "summary": "Get a customer review",
    "capabilities": [
      "customer:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_customer_review",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "reviewId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "listSimilarInsights": {
    "operationId": "listSimilarInsights",
    "method": "GET",
    "path": "/api/v1/insights/{id}/similar",
    "tag": "insights",
    "summary": "List insights similar to one",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_similar_insights",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "insight"
      }
    ],
    "readReplica": false
  },
  "getInsightPatterns": {
    "operationId": "getInsightPatterns",
    "method": "GET",
    "path": "/api/v1/insights/patterns",
    "tag": "insights",
    "summary": "Read the insight pattern board",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_insight_patterns",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": true
  },
  "acceptInsightPattern": {
    "operationId": "acceptInsightPattern",
    "method": "POST",
    "path": "/api/v1/insights/patterns/{patternId}/accept",
    "tag": "insights",
    "summary": "Promote a pattern to an opportunity (deprecated)",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "accept_insight_pattern",
    "mcpDefault": false,
    "pathParams": [
      "patternId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "dismissInsightPattern": {
    "operationId": "dismissInsightPattern",
    "method": "POST",
    "path": "/api/v1/insights/patterns/{patternId}/dismiss",
    "tag": "insights",
    "summary": "Dismiss a pattern",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "dismiss_insight_pattern",
    "mcpDefault": false,
    "pathParams": [
      "patternId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "attachInsightPatternWork": {
    "operationId": "attachInsightPatternWork",
    "method": "POST",
    "path": "/api/v1/insights/patterns/{patternId}/attach-work",
    "tag": "insights",
    "summary": "Attach a pattern to work",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "attach_insight_pattern_work",
    "mcpDefault": false,
    "pathParams": [
      "patternId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "linkInsightPatternInsights": {
    "operationId": "linkInsightPatternInsights",
    "method": "POST",
    "path": "/api/v1/insights/patterns/{patternId}/link-insights",
    "tag": "insights",
    "summary": "Add insights to a pattern",
    "capabilities": [
      "insight:update"
    ],
    "public": false,
    "self": false,
    "tool": "link_insight_pattern_insights",
    "mcpDefault": false,
    "pathParams": [
      "patternId"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "insightIds[]",
        "entity": "insight"
      }
    ],
    "readReplica": false
  },
  "listIntake": {
    "operationId": "listIntake",
    "method": "GET",
    "path": "/api/v1/intake",
    "tag": "intake",
    "summary": "List intake",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_intake",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [
      "status",
      "source",
      "customerId",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "customerId",
        "entity": "customer"
      }
    ],
    "readReplica": false
  },
  "getIntakeStats": {
    "operationId": "getIntakeStats",
    "method": "GET",
    "path": "/api/v1/intake/stats",
    "tag": "intake",
    "summary": "Get intake statistics",
    "capabilities": [
      "insight:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_intake_stats",
    "mcpDefault": true,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listCycles": {
    "operationId": "listCycles",
    "method": "GET",
    "path": "/api/v1/cycles",
    "tag": "cycles",
    "summary": "List cycles",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_cycles",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "teamId",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "createCycle": {
    "operationId": "createCycle",
    "method": "POST",
    "path": "/api/v1/cycles",
    "tag": "cycles",
    "summary": "Create a cycle",
    "capabilities": [
      "team:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_cycle",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "updateCycle": {
    "operationId": "updateCycle",
    "method": "PATCH",
    "path": "/api/v1/cycles/{id}",
    "tag": "cycles",
    "summary": "Update a cycle",
    "capabilities": [
      "team:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_cycle",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getPlannedWorkSummary": {
    "operationId": "getPlannedWorkSummary",
    "method": "GET",
    "path": "/api/v1/tasks/planned-work-summary",
    "tag": "tasks",
    "summary": "Summarize planned work",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_planned_work_summary",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "teamId"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "query",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": true
  },
  "moveTaskCycle": {
    "operationId": "moveTaskCycle",
    "method": "POST",
    "path": "/api/v1/tasks/{id}/move-cycle",
    "tag": "tasks",
    "summary": "Move a task to another cycle",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "move_task_cycle",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "listFiles": {
    "operationId": "listFiles",
    "method": "GET",
    "path": "/api/v1/files",
    "tag": "files",
    "summary": "List files",
    "capabilities": [
      "file:manage"
    ],
    "public": false,
    "self": false,
    "tool": "list_files",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "entityType",
      "entityId",
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "createFile": {
    "operationId": "createFile",
    "method": "POST",
    "path": "/api/v1/files",
    "tag": "files",
    "summary": "Request a file upload",
    "capabilities": [
      "file:manage"
    ],
    "public": false,
    "self": false,
    "tool": "create_file",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "getFileStorageUsage": {
    "operationId": "getFileStorageUsage",
    "method": "GET",
    "path": "/api/v1/files/storage-usage",
    "tag": "files",
    "summary": "Get storage usage",
    "capabilities": [
      "file:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_file_storage_usage",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getFile": {
    "operationId": "getFile",
    "method": "GET",
    "path": "/api/v1/files/{id}",
    "tag": "files",
    "summary": "Get a file",
    "capabilities": [
      "file:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_file",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteFile": {
    "operationId": "deleteFile",
    "method": "DELETE",
    "path": "/api/v1/files/{id}",
    "tag": "files",
    "summary": "Delete a file",
    "capabilities": [
      "file:manage"
    ],
    "public": false,
    "self": false,
    "tool": "delete_file",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "confirmFile": {
    "operationId": "confirmFile",
    "method": "POST",
    "path": "/api/v1/files/{id}/confirm",
    "tag": "files",
    "summary": "Confirm a file upload",
    "capabilities": [
      "file:manage"
    ],
    "public": false,
    "self": false,
    "tool": "confirm_file",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "attachFile": {
    "operationId": "attachFile",
    "method": "POST",
    "path": "/api/v1/files/{id}/attachments",
    "tag": "files",
    "summary": "Attach a file to a record",
    "capabilities": [
      "file:manage"
    ],
    "public": false,
    "self": false,
    "tool": "attach_file",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "detachFile": {
    "operationId": "detachFile",
    "method": "DELETE",
    "path": "/api/v1/files/{id}/attachments",
    "tag": "files",
    "summary": "Detach a file from a record",
    "capabilities": [
      "file:manage"
    ],
    "public": false,
    "self": false,
    "tool": "detach_file",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "entityType",
      "entityId"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "query",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "listTimeEntries": {
    "operationId": "listTimeEntries",
    "method": "GET",
    "path": "/api/v1/time-entries",
    "tag": "time-entries",
    "summary": "List time entries",
    "capabilities": [
      "time_entry:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_time_entries",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "engineerId",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "engineerId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "createTimeEntry": {
    "operationId": "createTimeEntry",
    "method": "POST",
    "path": "/api/v1/time-entries",
    "tag": "time-entries",
    "summary": "Log time",
    "capabilities": [
      "time_entry:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_time_entry",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "updateTimeEntry": {
    "operationId": "updateTimeEntry",
    "method": "PATCH",
    "path": "/api/v1/time-entries/{id}",
    "tag": "time-entries",
    "summary": "Update a time entry",
    "capabilities": [
      "time_entry:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_time_entry",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "deleteTimeEntry": {
    "operationId": "deleteTimeEntry",
    "method": "DELETE",
    "path": "/api/v1/time-entries/{id}",
    "tag": "time-entries",
    "summary": "Delete a time entry",
    "capabilities": [
      "time_entry:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_time_entry",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "aggregateTimeEntriesByCategory": {
    "operationId": "aggregateTimeEntriesByCategory",
    "method": "GET",
    "path": "/api/v1/time-entries/aggregate-by-category",
    "tag": "time-entries",
    "summary": "Aggregate time by category",
    "capabilities": [
      "cost:read"
    ],
    "public": false,
    "self": false,
    "tool": "aggregate_time_entries_by_category",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "teamId"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "query",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "listTimeEntryCosts": {
    "operationId": "listTimeEntryCosts",
    "method": "GET",
    "path": "/api/v1/time-entries/costs-for-range",
    "tag": "time-entries",
    "summary": "List costs for a window",
    "capabilities": [
      "cost:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_time_entry_costs",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "teamId"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "query",
        "field": "teamId",
        "entity": "team"
      }
    ],
    "readReplica": false
  },
  "getOpportunityActualCost": {
    "operationId": "getOpportunityActualCost",
    "method": "GET",
    "path": "/api/v1/time-entries/actual-cost-for-opportunity/{id}",
    "tag": "time-entries",
    "summary": "Get an opportunity's actual cost",
    "capabilities": [
      "cost:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_opportunity_actual_cost",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "getTaskActualCost": {
    "operationId": "getTaskActualCost",
    "method": "GET",
    "path": "/api/v1/time-entries/actual-cost-for-task/{id}",
    "tag": "time-entries",
    "summary": "Get a task's actual cost",
    "capabilities": [
      "cost:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_task_actual_cost",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "upsertTimeEntryRange": {
    "operationId": "upsertTimeEntryRange",
    "method": "POST",
    "path": "/api/v1/time-entries/upsert-range",
    "tag": "time-entries",
    "summary": "Replace your time in a window",
    "capabilities": [
      "time_entry:update"
    ],
    "public": false,
    "self": false,
    "tool": "upsert_time_entry_range",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "rows[].opportunityId",
        "entity": "opportunity"
      },
      {
        "in": "body",
        "field": "rows[].taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "listOpportunityTimeEntries": {
    "operationId": "listOpportunityTimeEntries",
    "method": "GET",
    "path": "/api/v1/time-entries/for-opportunity/{id}",
    "tag": "time-entries",
    "summary": "List time logged on an opportunity",
    "capabilities": [
      "time_entry:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_opportunity_time_entries",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "path",
        "field": "id",
        "entity": "opportunity"
      }
    ],
    "readReplica": false
  },
  "listWebhookSubscriptions": {
    "operationId": "listWebhookSubscriptions",
    "method": "GET",
    "path": "/api/v1/webhook-subscriptions",
    "tag": "webhooks",
    "summary": "List webhook subscriptions",
    "capabilities": [
      "webhook:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_webhook_subscriptions",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "active",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "createWebhookSubscription": {
    "operationId": "createWebhookSubscription",
    "method": "POST",
    "path": "/api/v1/webhook-subscriptions",
    "tag": "webhooks",
    "summary": "Create a webhook subscription",
    "capabilities": [
      "webhook:create"
    ],
    "public": false,
    "self": false,
    "tool": "create_webhook_subscription",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "getWebhookSubscription": {
    "operationId": "getWebhookSubscription",
    "method": "GET",
    "path": "/api/v1/webhook-subscriptions/{id}",
    "tag": "webhooks",
    "summary": "Get a webhook subscription",
    "capabilities": [
      "webhook:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_webhook_subscription",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateWebhookSubscription": {
    "operationId": "updateWebhookSubscription",
    "method": "PATCH",
    "path": "/api/v1/webhook-subscriptions/{id}",
    "tag": "webhooks",
    "summary": "Update a webhook subscription",
    "capabilities": [
      "webhook:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_webhook_subscription",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteWebhookSubscription": {
    "operationId": "deleteWebhookSubscription",
    "method": "DELETE",
    "path": "/api/v1/webhook-subscriptions/{id}",
    "tag": "webhooks",
    "summary": "Delete a webhook subscription",
    "capabilities": [
      "webhook:delete"
    ],
    "public": false,
    "self": false,
    "tool": "delete_webhook_subscription",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "testWebhookSubscription": {
    "operationId": "testWebhookSubscription",
    "method": "POST",
    "path": "/api/v1/webhook-subscriptions/{id}/test",
    "tag": "webhooks",
    "summary": "Send a test event",
    "capabilities": [
      "webhook:update"
    ],
    "public": false,
    "self": false,
    "tool": "test_webhook_subscription",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listWebhookDeliveries": {
    "operationId": "listWebhookDeliveries",
    "method": "GET",
    "path": "/api/v1/webhook-subscriptions/{id}/deliveries",
    "tag": "webhooks",
    "summary": "List deliveries",
    "capabilities": [
      "webhook:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_webhook_deliveries",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "redeliverWebhookDelivery": {
    "operationId": "redeliverWebhookDelivery",
    "method": "POST",
    "path": "/api/v1/webhook-subscriptions/{id}/deliveries/{deliveryId}/redeliver",
    "tag": "webhooks",
    "summary": "Redeliver an event",
    "capabilities": [
      "webhook:update"
    ],
    "public": false,
    "self": false,
    "tool": "redeliver_webhook_delivery",
    "mcpDefault": false,
    "pathParams": [
      "id",
      "deliveryId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listIntegrations": {
    "operationId": "listIntegrations",
    "method": "GET",
    "path": "/api/v1/integrations",
    "tag": "integrations",
    "summary": "List integrations",
    "capabilities": [
      "integration:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_integrations",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "getIntegration": {
    "operationId": "getIntegration",
    "method": "GET",
    "path": "/api/v1/integrations/{id}",
    "tag": "integrations",
    "summary": "Get an integration",
    "capabilities": [
      "integration:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_integration",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listIntegrationEvents": {
    "operationId": "listIntegrationEvents",
    "method": "GET",
    "path": "/api/v1/integrations/{id}/events",
    "tag": "integrations",
    "summary": "List integration events",
    "capabilities": [
      "integration:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_integration_events",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [
      "direction",
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "listExternalLinks": {
    "operationId": "listExternalLinks",
    "method": "GET",
    "path": "/api/v1/external-links",
    "tag": "external-links",
    "summary": "List external links",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_external_links",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "entityType",
      "entityId",
      "kind",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "createExternalBlocker": {
    "operationId": "createExternalBlocker",
    "method": "POST",
    "path": "/api/v1/external-links/blockers",
    "tag": "external-links",
    "summary": "Mark an external blocker",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_external_blocker",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "deleteExternalBlocker": {
    "operationId": "deleteExternalBlocker",
    "method": "DELETE",
    "path": "/api/v1/external-links/blockers/{blockerId}",
    "tag": "external-links",
    "summary": "Remove an external blocker",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "delete_external_blocker",
    "mcpDefault": false,
    "pathParams": [
      "blockerId"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "createExternalMessageLink": {
    "operationId": "createExternalMessageLink",
    "method": "POST",
    "path": "/api/v1/external-links/messages",
    "tag": "external-links",
    "summary": "Link a chat message",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_external_message_link",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "entityId",
        "entity": "*",
        "by": "entityType"
      }
    ],
    "readReplica": false
  },
  "listAgentRuns": {
    "operationId": "listAgentRuns",
    "method": "GET",
    "path": "/api/v1/agent-runs",
    "tag": "agent-runs",
    "summary": "List agent runs",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_agent_runs",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "taskId",
      "integrationId",
      "status",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "createAgentRun": {
    "operationId": "createAgentRun",
    "method": "POST",
    "path": "/api/v1/agent-runs",
    "tag": "agent-runs",
    "summary": "Report an agent run",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "create_agent_run",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 201,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [
      {
        "in": "body",
        "field": "taskId",
        "entity": "task"
      }
    ],
    "readReplica": false
  },
  "getAgentRun": {
    "operationId": "getAgentRun",
    "method": "GET",
    "path": "/api/v1/agent-runs/{id}",
    "tag": "agent-runs",
    "summary": "Get an agent run",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_agent_run",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "updateAgentRun": {
    "operationId": "updateAgentRun",
    "method": "PATCH",
    "path": "/api/v1/agent-runs/{id}",
    "tag": "agent-runs",
    "summary": "Update an agent run",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "update_agent_run",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "cancelAgentRun": {
    "operationId": "cancelAgentRun",
    "method": "POST",
    "path": "/api/v1/agent-runs/{id}/cancel",
    "tag": "agent-runs",
    "summary": "Cancel an agent run",
    "capabilities": [
      "task:update"
    ],
    "public": false,
    "self": false,
    "tool": "cancel_agent_run",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listImportRuns": {
    "operationId": "listImportRuns",
    "method": "GET",
    "path": "/api/v1/import-runs",
    "tag": "import-runs",
    "summary": "List import runs",
    "capabilities": [
      "import:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_import_runs",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "status",
      "format",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [],
    "readReplica": false
  },
  "getImportRun": {
    "operationId": "getImportRun",
    "method": "GET",
    "path": "/api/v1/import-runs/{id}",
    "tag": "import-runs",
    "summary": "Get an import run",
    "capabilities": [
      "import:read"
    ],
    "public": false,
    "self": false,
    "tool": "get_import_run",
    "mcpDefault": false,
    "pathParams": [
      "id"
    ],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "listAuditEvents": {
    "operationId": "listAuditEvents",
    "method": "GET",
    "path": "/api/v1/audit-events",
    "tag": "audit-events",
    "summary": "List audit events",
    "capabilities": [
      "audit:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_audit_events",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "action",
      "actorId",
      "credentialKind",
      "outcome",
      "occurredAfter",
      "occurredBefore",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "actorId",
        "entity": "user"
      }
    ],
    "readReplica": false
  },
  "listRoles": {
    "operationId": "listRoles",
    "method": "GET",
    "path": "/api/v1/roles",
    "tag": "roles",
    "summary": "List roles",
    "capabilities": [
      "role:read"
    ],
    "public": false,
    "self": false,
    "tool": "list_roles",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "ingestObservedEvidence": {
    "operationId": "ingestObservedEvidence",
    "method": "POST",
    "path": "/api/v1/observed-evidence/ingest",
    "tag": "observed-evidence",
    "summary": "Ingest your observed evidence",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "ingest_observed_evidence",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "hashObservedIdentifiers": {
    "operationId": "hashObservedIdentifiers",
    "method": "POST",
    "path": "/api/v1/observed-evidence/hash",
    "tag": "observed-evidence",
    "summary": "Hash identifiers with the org's key",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "hash_observed_identifiers",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "exportObservedEvidence": {
    "operationId": "exportObservedEvidence",
    "method": "GET",
    "path": "/api/v1/observed-evidence/export",
    "tag": "observed-evidence",
    "summary": "Export observed evidence",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "export_observed_evidence",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [
      "subjectUserId",
      "from",
      "to",
      "cursor",
      "limit"
    ],
    "hasBody": false,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [
      {
        "in": "query",
        "name": "limit",
        "type": "integer",
        "minimum": 1,
        "maximum": 200
      }
    ],
    "refFields": [
      {
        "in": "query",
        "field": "subjectUserId",
        "entity": "user"
      }
    ],
    "readReplica": true
  },
  "confirmEvidenceReconciliation": {
    "operationId": "confirmEvidenceReconciliation",
    "method": "POST",
    "path": "/api/v1/observed-evidence/reconciliations",
    "tag": "observed-evidence",
    "summary": "Confirm a reconciled week",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "confirm_evidence_reconciliation",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": true,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  },
  "deleteOwnObservedEvidence": {
    "operationId": "deleteOwnObservedEvidence",
    "method": "POST",
    "path": "/api/v1/observed-evidence/delete-self",
    "tag": "observed-evidence",
    "summary": "Delete your observed evidence",
    "capabilities": [
      "task:read"
    ],
    "public": false,
    "self": false,
    "tool": "delete_own_observed_evidence",
    "mcpDefault": false,
    "pathParams": [],
    "queryParams": [],
    "hasBody": true,
    "bodyRequired": false,
    "successStatus": 200,
    "mcpRequired": [],
    "numericParams": [],
    "refFields": [],
    "readReplica": false
  }
} as const;

export type OperationId = keyof typeof operations;
export type OperationRow = (typeof operations)[OperationId];
