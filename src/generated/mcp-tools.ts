/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
import type { OperationId } from './operations.js';

export interface ToolDefinition {
  name: string;
  operationId: OperationId;
  /** The OpenAPI tag: the toolset that lists this tool (spec 2 §4.21). */
  toolset: string;
  /** In the default tool list (x-mcp-default). */
  default: boolean;
  title: string;
  /** Written for agents: no spec sections or REST paths (x-mcp-description, or the description without them). */
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[]; [k: string]: unknown };
  /** A list tool: the schema of its items, whose compact projection MCP answers with (src/mcp/projection.ts). */
  listItem?: string;
  /** The envelope with this tool's data shape (x-mcp-output-schema), for default tools whose results are small. */
  outputSchema?: { type: 'object'; properties: Record<string, unknown>; required?: string[]; [k: string]: unknown };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
}

/** The MCP tool catalog: one tool per operation, JSON Schemas inlined from the document (spec 2 §4.21). */
export const toolCatalog: ToolDefinition[] = [
  {
    "name": "whoami",
    "operationId": "getViewer",
    "toolset": "platform",
    "default": true,
    "title": "Who am I",
    "description": "Tells who the caller is: user id, name, org, role, teams (with their task-ref prefixes) and capabilities. Use it first to learn your user id and what you may do. Returns the viewer.",
    "inputSchema": {
      "type": "object",
      "properties": {},
      "additionalProperties": false
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "userId": {
              "type": "string"
            },
            "name": {
              "type": "string"
            },
            "email": {
              "type": "string"
            },
            "orgId": {
              "type": "string"
            },
            "role": {
              "type": "string",
              "enum": [
                "engineer",
                "pm",
                "em",
                "executive",
                "admin",
                "sales",
                "operations"
              ]
            },
            "avatarFileId": {
              "type": [
                "string",
                "null"
              ]
            },
            "teams": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "id": {
                    "type": "string"
                  },
                  "name": {
                    "type": "string"
                  },
                  "prefix": {
                    "type": "string"
                  }
                }
              }
            },
            "capabilities": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "credential": {
              "type": "object",
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "api_key",
                    "oauth"
                  ]
                },
                "id": {
                  "type": "string"
                },
                "clientId": {
                  "type": "string"
                },
                "appName": {
                  "type": "string"
                },
                "actor": {
                  "type": "string",
                  "enum": [
                    "user",
                    "app"
                  ]
                }
              }
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Who am I",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_viewer_avatar",
    "operationId": "setViewerAvatar",
    "toolset": "platform",
    "default": false,
    "title": "Set your avatar",
    "description": "Sets your avatar to an uploaded, clean image file (png, jpeg, gif or webp); fileId null removes it. Returns who you are.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fileId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A clean image file; null removes the avatar."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "fileId"
      ]
    },
    "annotations": {
      "title": "Set your avatar",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "run_batch",
    "operationId": "runBatch",
    "toolset": "platform",
    "default": false,
    "title": "Run up to 20 operations",
    "description": "Runs each entry in order through the same pipeline as a direct call: authentication, capability, validation, idempotency and rate limit apply per entry. Answers 207 with `data` holding one envelope per entry id (with its HTTP `status`); one entry's failure does not stop the others. More than 20 entries, duplicate ids, or an entry that is itself a batch are refused with 400. Entries are not one transaction: each write commits on its own.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "operations": {
          "type": "array",
          "minItems": 1,
          "maxItems": 20,
          "description": "At most 20; for more, send them in several batches.",
          "items": {
            "type": "object",
            "description": "One operation of a batch, as it would be sent on its own.",
            "additionalProperties": false,
            "required": [
              "id",
              "method",
              "path"
            ],
            "properties": {
              "id": {
                "type": "string",
                "minLength": 1,
                "maxLength": 100,
                "description": "Caller's name for this entry; keys its result in data."
              },
              "method": {
                "type": "string",
                "enum": [
                  "GET",
                  "POST",
                  "PATCH",
                  "DELETE"
                ]
              },
              "path": {
                "type": "string",
                "maxLength": 2000,
                "description": "a full path under /api/v1/ with an optional query string, e.g. /api/v1/tasks?status=todo"
              },
              "body": {
                "type": "object",
                "additionalProperties": true,
                "description": "JSON body of a POST or PATCH."
              },
              "idempotencyKey": {
                "type": "string",
                "minLength": 1,
                "maxLength": 255,
                "description": "1-255 printable ASCII characters without spaces: the Idempotency-Key for this entry (without it, a batch sent with an Idempotency-Key header uses `<header key>:<id>`)"
              }
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "operations"
      ]
    },
    "annotations": {
      "title": "Run up to 20 operations",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "search",
    "operationId": "searchEntities",
    "toolset": "platform",
    "default": true,
    "title": "Search across the org",
    "description": "Finds visions, strategies, objectives, metrics, opportunities, tasks, teams, users, customers and insights by words or an exact ref (ENG-12). Use it when you know a name but not the id: words match as prefixes, near-misspellings too; types narrows it (e.g. task,opportunity). Returns up to limit hits (max 40), best first, with type, id, ref, title and snippet. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 2,
          "maxLength": 200
        },
        "types": {
          "type": "string",
          "description": "Comma-separated entity types to search (default all readable), e.g. task,opportunity."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 40,
          "default": 20
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "query"
      ]
    },
    "listItem": "SearchHit",
    "annotations": {
      "title": "Search across the org",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_activities",
    "operationId": "listActivities",
    "toolset": "platform",
    "default": false,
    "title": "Activity log of an entity",
    "description": "Who changed which field of an entity, from what to what, and when; newest first. Every write records its changes in the same transaction. Needs the entity's read capability (for example task:read); financial fields are left out without cost:read. A deleted entity's log stays readable by UUID. Rooms, messages and comments (by UUID) have logs too, readable by whoever can read them; a room's log also records its members joining and leaving (subject member). Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "description": "Kind of entity whose activity log is read: the entity types (customers with their contacts, ARR points and opportunity links; insights with their links and impacts), plus rooms, messages and comments, whose logs are readable by whoever can read them (a room's members, or anyone for an open room; a comment's entity's readers), and templates (with their steps), categories, tags and PRD templates.",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task",
            "team",
            "user",
            "customer",
            "insight",
            "strategy",
            "room",
            "message",
            "comment",
            "template",
            "category",
            "tag",
            "prd_template",
            "direction_document",
            "time_entry",
            "file"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12)."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId"
      ]
    },
    "listItem": "Activity",
    "annotations": {
      "title": "Activity log of an entity",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_subscription",
    "operationId": "getSubscription",
    "toolset": "platform",
    "default": false,
    "title": "Whether you follow an entity",
    "description": "Whether the caller follows the entity; false covers never subscribed and muted. Followers get an entity_changed notification for each write to it by someone else. Needs the entity's read capability.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "description": "Kind of entity an activity, subscription, notification or search hit refers to (customers and insights; strategies).",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task",
            "team",
            "user",
            "customer",
            "insight",
            "strategy"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Entity UUID, or its ref where it has one (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12)."
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Whether you follow an entity",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_subscription",
    "operationId": "setSubscription",
    "toolset": "platform",
    "default": false,
    "title": "Follow or unfollow an entity",
    "description": "Sets whether the caller follows the entity (absolute: subscribed true follows, false mutes). Needs the entity's read capability. Setting the current state again is a success.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "description": "Kind of entity an activity, subscription, notification or search hit refers to (customers and insights; strategies).",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task",
            "team",
            "user",
            "customer",
            "insight",
            "strategy"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Entity UUID or ref."
        },
        "subscribed": {
          "type": "boolean"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId",
        "subscribed"
      ]
    },
    "annotations": {
      "title": "Follow or unfollow an entity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_vision_ai_context",
    "operationId": "getVisionAiContext",
    "toolset": "platform",
    "default": false,
    "title": "Agent context for a vision",
    "description": "A system prompt, the vision's state and its gaps (objectives without metrics or targets, metrics without readings, objectives without opportunities, opportunities without objectives), and the mutation operations that close them, each as an MCP tool name and a REST call.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Vision UUID or ref VIS-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Agent context for a vision",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_notifications",
    "operationId": "listNotifications",
    "toolset": "notifications",
    "default": false,
    "title": "List your notifications",
    "description": "Your notifications, newest first: tasks assigned to you, mentions, and changes by others to entities you follow. Filter with unreadOnly, pinned or types (comma-separated: task_assigned, entity_changed, mention, message, handoff, insight_review, insight_need_context, promise_break, strategy_changed, webhook_disabled). Mark one handled with read_notification. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "unreadOnly": {
          "type": "boolean"
        },
        "pinned": {
          "type": "boolean"
        },
        "types": {
          "type": "string",
          "description": "Comma-separated notification types."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Notification",
    "annotations": {
      "title": "List your notifications",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_notification_unread_count",
    "operationId": "getNotificationUnreadCount",
    "toolset": "notifications",
    "default": false,
    "title": "Count your unread notifications",
    "description": "How many of the caller's notifications are unread.",
    "inputSchema": {
      "type": "object",
      "properties": {},
      "additionalProperties": false
    },
    "annotations": {
      "title": "Count your unread notifications",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "read_all_notifications",
    "operationId": "readAllNotifications",
    "toolset": "notifications",
    "default": false,
    "title": "Mark all notifications read",
    "description": "Marks every unread notification of the caller read; returns how many changed.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false
    },
    "annotations": {
      "title": "Mark all notifications read",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "read_notification",
    "operationId": "readNotification",
    "toolset": "notifications",
    "default": false,
    "title": "Mark a notification read",
    "description": "Marks one of your notifications read (id from list_notifications); reading it again keeps the first readAt. Returns the notification.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Notification UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Mark a notification read",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "pin_notification",
    "operationId": "pinNotification",
    "toolset": "notifications",
    "default": false,
    "title": "Pin a notification",
    "description": "Pins one of the caller's notifications.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Notification UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Pin a notification",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "unpin_notification",
    "operationId": "unpinNotification",
    "toolset": "notifications",
    "default": false,
    "title": "Unpin a notification",
    "description": "Unpins one of the caller's notifications.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Notification UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Unpin a notification",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "unsubscribe_notification",
    "operationId": "unsubscribeNotification",
    "toolset": "notifications",
    "default": false,
    "title": "Mute the source of a notification",
    "description": "Mutes the notification's source entity for you: no more entity_changed notifications from it until set_subscription follows it again. Returns the new subscription state.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Notification UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Mute the source of a notification",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_visions",
    "operationId": "listVisions",
    "toolset": "visions",
    "default": true,
    "title": "List visions",
    "description": "Lists the org's visions, the company vision first. A vision heads the hierarchy: vision → objectives (anchored to metrics) → opportunities → tasks. Use it to find the vision to plan under; get_vision reads its narrative. Returns the visions with their refs (VIS-n). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "company",
            "product"
          ],
          "description": "Only visions of this kind."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Vision",
    "annotations": {
      "title": "List visions",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_vision",
    "operationId": "createVision",
    "toolset": "visions",
    "default": true,
    "title": "Create a vision",
    "description": "Creates a vision at version 1, with you as its owner. Use it to start the hierarchy (then create_metric and create_objective); the org has one company vision, a second is refused with ALREADY_EXISTS. Returns the vision with its ref (VIS-n).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "narrative": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "Markdown."
        },
        "kind": {
          "type": "string",
          "enum": [
            "company",
            "product"
          ],
          "default": "company"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name",
        "narrative"
      ]
    },
    "annotations": {
      "title": "Create a vision",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_vision",
    "operationId": "getVision",
    "toolset": "visions",
    "default": true,
    "title": "Get a vision",
    "description": "Reads one vision (id: UUID or ref VIS-3). Use it for the narrative before planning objectives under it. Returns name, kind, narrative, current version and owner.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Vision UUID or ref VIS-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "orgId": {
              "type": "string"
            },
            "ref": {
              "type": "string"
            },
            "number": {
              "type": "integer"
            },
            "name": {
              "type": "string"
            },
            "kind": {
              "type": "string",
              "enum": [
                "company",
                "product"
              ]
            },
            "narrative": {
              "type": "string"
            },
            "version": {
              "type": "integer"
            },
            "ownerId": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            },
            "updatedAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get a vision",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_vision",
    "operationId": "updateVision",
    "toolset": "visions",
    "default": false,
    "title": "Update a vision",
    "description": "Edits a vision's name and/or narrative. An edit that changes either bumps the version and records a version snapshot; a request that changes nothing leaves the version as it is.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Vision UUID or ref VIS-<n>."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "narrative": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "Markdown."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a vision",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_vision_versions",
    "operationId": "listVisionVersions",
    "toolset": "visions",
    "default": true,
    "title": "List a vision's versions",
    "description": "Lists a vision's version snapshots, newest first (id: UUID or ref VIS-3). Use it to see how the narrative changed and when. Returns the snapshots. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Vision UUID or ref VIS-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "VisionVersion",
    "annotations": {
      "title": "List a vision's versions",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "rename_vision_version",
    "operationId": "renameVisionVersion",
    "toolset": "visions",
    "default": false,
    "title": "Label a vision version",
    "description": "Sets the change note of one version snapshot; an empty note clears the label, which falls back to \"v{n}\".",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Vision UUID or ref VIS-<n>."
        },
        "version": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "The version number."
        },
        "note": {
          "type": "string",
          "maxLength": 200
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "version",
        "note"
      ]
    },
    "annotations": {
      "title": "Label a vision version",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_vision_objectives",
    "operationId": "listVisionObjectives",
    "toolset": "visions",
    "default": false,
    "title": "List a vision's objectives",
    "description": "Objectives whose visionId is this vision, by number. Needs vision:read and objective:read. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Vision UUID or ref VIS-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "Objective",
    "annotations": {
      "title": "List a vision's objectives",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_vision_children",
    "operationId": "getVisionChildren",
    "toolset": "visions",
    "default": false,
    "title": "Count a vision's children",
    "description": "Counts of objectives (by foreign key), opportunities and tasks (by visionPath prefix) under a vision. Zero children is a success; another org's vision is 404.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Vision UUID or ref VIS-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Count a vision's children",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_strategies",
    "operationId": "listStrategies",
    "toolset": "strategies",
    "default": true,
    "title": "List strategies",
    "description": "Lists the org's strategies: how it means to reach its vision, as versioned markdown documents. Use it to learn the direction in force before planning; get_strategy reads one (STR-2) with its content. Returns each one's name, status (active = in force), current version and owner. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "description": "Only strategies in this status.",
          "enum": [
            "draft",
            "active",
            "archived"
          ]
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Strategy",
    "annotations": {
      "title": "List strategies",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_strategy",
    "operationId": "createStrategy",
    "toolset": "strategies",
    "default": false,
    "title": "Create a strategy",
    "description": "Creates a strategy as a draft (version 1) with name (max 200 characters) and markdown content; you become its owner, the only one who may edit, publish or archive it. Publish it with publish_strategy when it should be in force. The org's members are notified.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "content": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "The strategy in markdown."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name",
        "content"
      ]
    },
    "annotations": {
      "title": "Create a strategy",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_strategy",
    "operationId": "getStrategy",
    "toolset": "strategies",
    "default": false,
    "title": "Get a strategy",
    "description": "One strategy with its markdown content, status (draft, active, archived), current version and its label, and owner. id: UUID or ref (STR-2). Returns the next operations in actions.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Strategy UUID or ref STR-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a strategy",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_strategy",
    "operationId": "updateStrategy",
    "toolset": "strategies",
    "default": false,
    "title": "Update a strategy",
    "description": "Edits a strategy's name and/or markdown content (send the whole new content); changeNote says what changed and labels the new version. A real change makes a new version; nothing changed makes none. Only the owner may edit; archived strategies are read-only. id: UUID or ref (STR-2).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Strategy UUID or ref STR-<n>."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "content": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "The new markdown content (the whole document)."
        },
        "changeNote": {
          "type": "string",
          "maxLength": 200,
          "description": "What changed; becomes the new version's label (empty: v{n})."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a strategy",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "publish_strategy",
    "operationId": "publishStrategy",
    "toolset": "strategies",
    "default": false,
    "title": "Publish a strategy",
    "description": "Publishes a draft strategy (draft → active: it is now in force). Only the owner may; a strategy already active or archived is refused. The org is notified and the publication is announced in the org's system room. id: UUID or ref (STR-2).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Strategy UUID or ref STR-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Publish a strategy",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "archive_strategy",
    "operationId": "archiveStrategy",
    "toolset": "strategies",
    "default": false,
    "title": "Archive a strategy",
    "description": "Archives a strategy (draft or active): it stays readable but can no longer be edited, published or relabelled. Only the owner may; cannot be undone. id: UUID or ref (STR-2).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Strategy UUID or ref STR-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Archive a strategy",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_strategy_versions",
    "operationId": "listStrategyVersions",
    "toolset": "strategies",
    "default": false,
    "title": "List a strategy's versions",
    "description": "A strategy's version snapshots, newest first, each with its content, change note, label and author, to see how the strategy changed. id: the strategy's UUID or ref (STR-2). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Strategy UUID or ref STR-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "StrategyVersion",
    "annotations": {
      "title": "List a strategy's versions",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "rename_strategy_version",
    "operationId": "renameStrategyVersion",
    "toolset": "strategies",
    "default": false,
    "title": "Label a strategy version",
    "description": "Labels one version of a strategy with note (an empty note clears the label back to v<n>). Only the owner may; archived strategies are read-only. id: the strategy's UUID or ref (STR-2); version: the version number.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Strategy UUID or ref STR-<n>."
        },
        "version": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "The version number (see the strategy's versions)."
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "description": "The new label; empty clears it (the label becomes v{n})."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "version",
        "note"
      ]
    },
    "annotations": {
      "title": "Label a strategy version",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_direction_documents",
    "operationId": "listDirectionDocuments",
    "toolset": "direction-documents",
    "default": false,
    "title": "List direction documents",
    "description": "Lists the org's direction documents (visions, strategies, product specs, context) with ref, status, version, contentHash and whether a draft exists; no bodies. Filter by kind, scope or status; read one with get_direction_document. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "kind": {
          "type": "string",
          "enum": [
            "vision",
            "strategy",
            "product_spec",
            "context"
          ],
          "description": "Only documents of this kind."
        },
        "scope": {
          "type": "string",
          "enum": [
            "company",
            "product"
          ],
          "description": "Only visions of this scope."
        },
        "status": {
          "type": "string",
          "enum": [
            "draft",
            "active",
            "archived"
          ],
          "description": "Only documents in this status."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "DirectionDocumentSummary",
    "annotations": {
      "title": "List direction documents",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_direction_document",
    "operationId": "createDirectionDocument",
    "toolset": "direction-documents",
    "default": false,
    "title": "Create a direction document",
    "description": "Creates a direction document (kind vision, strategy, product_spec or context) from a title and markdown body. The text is saved as its draft for a person to review and publish (a strategy is created in draft status); publish true works only with a token acting as a person. Returns the document with its ref.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "Markdown."
        },
        "kind": {
          "type": "string",
          "enum": [
            "vision",
            "strategy",
            "product_spec",
            "context"
          ],
          "description": "vision (VIS-<n>, the vision of /visions), strategy (STR-<n>, the strategy of /strategies), product_spec (SPEC-<n>), context (CTX-<n>)."
        },
        "scope": {
          "type": "string",
          "enum": [
            "company",
            "product"
          ],
          "description": "Visions only (default company; one company vision per org)."
        },
        "publish": {
          "type": "boolean",
          "default": false,
          "description": "true: publish it as version 1 at once — only a person, with an OAuth token acting as them; API keys and app tokens get 403. false: the text becomes the draft of a document with nothing published yet."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "kind",
        "title",
        "body"
      ]
    },
    "annotations": {
      "title": "Create a direction document",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_direction_document_changes",
    "operationId": "listDirectionDocumentChanges",
    "toolset": "direction-documents",
    "default": false,
    "title": "List direction changes",
    "description": "The org's direction change feed: every published version of every vision, strategy, product spec and context document, newest first, with isCreation on first publications. Use it to see what changed since you last looked. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "DirectionDocumentChange",
    "annotations": {
      "title": "List direction changes",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_direction_document",
    "operationId": "getDirectionDocument",
    "toolset": "direction-documents",
    "default": false,
    "title": "Get a direction document",
    "description": "One direction document by id or ref (VIS-1, STR-2, SPEC-3, CTX-4): the published title and body, version, contentHash, status and whether a draft exists (read it with get_direction_document_draft).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a direction document",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_direction_document",
    "operationId": "updateDirectionDocument",
    "toolset": "direction-documents",
    "default": false,
    "title": "Edit a direction document",
    "description": "Edits a direction document's title or body. With an API key or an app token (an agent acting as itself) the edit goes to its draft and the published text does not change; with a token acting as a person it is published as the next version at once. Returns the document.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "Markdown."
        },
        "changeNote": {
          "type": "string",
          "maxLength": 500,
          "description": "When this publishes (a person's token): the new version's note (its label)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Edit a direction document",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_direction_document",
    "operationId": "deleteDirectionDocument",
    "toolset": "direction-documents",
    "default": false,
    "title": "Delete a direction document",
    "description": "Deletes a product spec or context document for good. Strategies are archived instead and visions are never deleted.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a direction document",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_direction_document_draft",
    "operationId": "getDirectionDocumentDraft",
    "toolset": "direction-documents",
    "default": false,
    "title": "Get the draft",
    "description": "The draft (working copy) of a direction document: title, body, nextVersion, who wrote it last; null when there is none.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get the draft",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "save_direction_document_draft",
    "operationId": "saveDirectionDocumentDraft",
    "toolset": "direction-documents",
    "default": false,
    "title": "Replace the draft",
    "description": "Replaces the draft of a direction document with your title and body; nothing is published. A person reviews and publishes it.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "Default: the current draft's title, else the published one."
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "Markdown."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "body"
      ]
    },
    "annotations": {
      "title": "Replace the draft",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "publish_direction_document",
    "operationId": "publishDirectionDocument",
    "toolset": "direction-documents",
    "default": false,
    "title": "Publish the draft",
    "description": "Publishes a direction document's draft as its next version. Only people publish direction: an agent's key or app token is refused, so leave the draft for a person instead.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "changeNote": {
          "type": "string",
          "maxLength": 500,
          "description": "The new version's note (its label; empty: v{n})."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Publish the draft",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "discard_direction_document_draft",
    "operationId": "discardDirectionDocumentDraft",
    "toolset": "direction-documents",
    "default": false,
    "title": "Discard the draft",
    "description": "Throws away a direction document's draft; the published text stays.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Discard the draft",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "archive_direction_document",
    "operationId": "archiveDirectionDocument",
    "toolset": "direction-documents",
    "default": false,
    "title": "Archive a direction document",
    "description": "Archives a strategy, product spec or context document: it stays readable but read-only. Visions cannot be archived.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Archive a direction document",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_direction_document_versions",
    "operationId": "listDirectionDocumentVersions",
    "toolset": "direction-documents",
    "default": false,
    "title": "List versions",
    "description": "A direction document's published versions, newest first, each with its body, contentHash and label. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "DirectionDocumentVersion",
    "annotations": {
      "title": "List versions",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "rename_direction_document_version",
    "operationId": "renameDirectionDocumentVersion",
    "toolset": "direction-documents",
    "default": false,
    "title": "Label a version",
    "description": "Labels one published version of a direction document with a note (empty clears it; the label then reads v{n}).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Direction document UUID or ref: VIS-<n>, STR-<n>, SPEC-<n> or CTX-<n>."
        },
        "version": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "The version number."
        },
        "note": {
          "type": "string",
          "maxLength": 200,
          "description": "The label; empty clears it."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "version",
        "note"
      ]
    },
    "annotations": {
      "title": "Label a version",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_objectives",
    "operationId": "listObjectives",
    "toolset": "objectives",
    "default": true,
    "title": "List objectives",
    "description": "Lists objectives (measurable outcomes under a vision), by number. Filter by visionId, metricId (UUID or ref), driId (UUID or me) or status. Use it to find the outcome work should serve; get_objective reads one's metric target. Returns the objectives with their refs (OBJ-n). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "visionId": {
          "type": "string",
          "description": "Only objectives of this vision (UUID or VIS-<n>)."
        },
        "metricId": {
          "type": "string",
          "description": "Only objectives anchored to this metric (UUID or MET-<n>)."
        },
        "driId": {
          "type": "string",
          "description": "Only objectives with this DRI (user UUID, or me)."
        },
        "status": {
          "type": "string",
          "enum": [
            "active",
            "achieved",
            "abandoned"
          ]
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Objective",
    "annotations": {
      "title": "List objectives",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_objective",
    "operationId": "createObjective",
    "toolset": "objectives",
    "default": true,
    "title": "Create an objective",
    "description": "Creates an active objective under a vision (visionId: UUID or ref VIS-1) with its DRI (driId: UUID or me), anchored in the same call to a metric with a target: metric {metricId (UUID or ref MET-2), operator, target, startValue}. Use it after create_metric; opportunities then serve it. Returns the objective with its ref (OBJ-n).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "visionId": {
          "type": "string",
          "description": "a vision UUID or ref such as VIS-3"
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "deadline": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "horizon": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "short",
            "long",
            null
          ]
        },
        "driId": {
          "type": "string",
          "description": "The directly responsible individual: a user UUID, or me."
        },
        "metric": {
          "type": "object",
          "description": "Anchor an objective to a metric with a target.",
          "additionalProperties": false,
          "required": [
            "metricId",
            "operator",
            "target"
          ],
          "properties": {
            "metricId": {
              "type": "string",
              "description": "a metric UUID or ref such as MET-3"
            },
            "operator": {
              "type": "string",
              "enum": [
                "gte",
                "lte",
                "eq"
              ]
            },
            "target": {
              "type": "number",
              "minimum": -10000000000000000000,
              "maximum": 10000000000000000000,
              "description": "Target value in the metric's unit."
            },
            "startValue": {
              "type": [
                "number",
                "null"
              ],
              "minimum": -10000000000000000000,
              "maximum": 10000000000000000000,
              "description": "Baseline value in the metric's unit."
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "title",
        "visionId",
        "driId",
        "metric"
      ]
    },
    "annotations": {
      "title": "Create an objective",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_objective_alignment",
    "operationId": "getObjectiveAlignment",
    "toolset": "objectives",
    "default": false,
    "title": "Alignment grid",
    "description": "Objectives as columns; objectives and non-cancelled opportunities as rows, each listing the objectives it serves with kind primary or supporting. Unpaged.",
    "inputSchema": {
      "type": "object",
      "properties": {},
      "additionalProperties": false
    },
    "annotations": {
      "title": "Alignment grid",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_objective",
    "operationId": "getObjective",
    "toolset": "objectives",
    "default": true,
    "title": "Get an objective",
    "description": "Reads one objective (id: UUID or ref OBJ-4). Use it to see what an opportunity must move. Returns its vision, DRI, status, deadline and metric anchor (metricId, targetOperator, targetNumeric, startNumeric).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "orgId": {
              "type": "string"
            },
            "ref": {
              "type": "string"
            },
            "number": {
              "type": "integer"
            },
            "visionId": {
              "type": "string"
            },
            "title": {
              "type": "string"
            },
            "description": {
              "type": "string"
            },
            "metricId": {
              "type": [
                "string",
                "null"
              ]
            },
            "targetOperator": {
              "type": [
                "string",
                "null"
              ],
              "enum": [
                "gte",
                "lte",
                "eq",
                null
              ]
            },
            "targetNumeric": {
              "type": [
                "string",
                "null"
              ]
            },
            "startNumeric": {
              "type": [
                "string",
                "null"
              ]
            },
            "driId": {
              "type": "string"
            },
            "deadline": {
              "type": [
                "string",
                "null"
              ]
            },
            "horizon": {
              "type": [
                "string",
                "null"
              ],
              "enum": [
                "short",
                "long",
                null
              ]
            },
            "status": {
              "type": "string",
              "enum": [
                "active",
                "achieved",
                "abandoned"
              ]
            },
            "visionVersion": {
              "type": "integer"
            },
            "visionPath": {
              "type": "string"
            },
            "progress": {
              "type": [
                "object",
                "null"
              ],
              "properties": {
                "startValue": {
                  "type": "number"
                },
                "currentValue": {
                  "type": "number"
                },
                "target": {
                  "type": "number"
                },
                "operator": {
                  "type": "string",
                  "enum": [
                    "gte",
                    "lte",
                    "eq"
                  ]
                },
                "ratio": {
                  "type": "number"
                },
                "achieved": {
                  "type": "boolean"
                },
                "lastReadingAt": {
                  "type": "string"
                }
              }
            },
            "createdAt": {
              "type": "string"
            },
            "updatedAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get an objective",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_objective",
    "operationId": "updateObjective",
    "toolset": "objectives",
    "default": false,
    "title": "Update an objective",
    "description": "Edits an objective's fields (id: UUID or ref OBJ-4). Moving it to another vision (visionId) re-roots its visionPath and those of the opportunities and tasks beneath it. The metric anchor is changed with set_objective_metric.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "visionId": {
          "type": "string",
          "description": "a vision UUID or ref such as VIS-3"
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "deadline": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "horizon": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "short",
            "long",
            null
          ]
        },
        "driId": {
          "type": "string",
          "description": "a user UUID, or me for the caller"
        },
        "status": {
          "type": "string",
          "enum": [
            "active",
            "achieved",
            "abandoned"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update an objective",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_objective",
    "operationId": "deleteObjective",
    "toolset": "objectives",
    "default": false,
    "title": "Delete an objective",
    "description": "Deletes an objective with its alignment and opportunity links; opportunities survive and their visionPath is recomputed. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete an objective",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_objective_opportunities",
    "operationId": "listObjectiveOpportunities",
    "toolset": "objectives",
    "default": false,
    "title": "List an objective's opportunities",
    "description": "Every opportunity linked to the objective, alphabetical by title, with the link's metadata. Unpaged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "ObjectiveOpportunity",
    "annotations": {
      "title": "List an objective's opportunities",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_objective_metric",
    "operationId": "setObjectiveMetric",
    "toolset": "objectives",
    "default": false,
    "title": "Anchor an objective to a metric",
    "description": "Sets or clears the objective's anchor metric. metricId null clears the anchor with its operator, target and start value; otherwise operator and target are required (400 VALIDATION_FAILED naming the missing field).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "metricId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The metric (UUID or MET-<n>); null clears the anchor."
        },
        "operator": {
          "type": "string",
          "enum": [
            "gte",
            "lte",
            "eq"
          ]
        },
        "target": {
          "type": "number",
          "minimum": -10000000000000000000,
          "maximum": 10000000000000000000
        },
        "startValue": {
          "type": [
            "number",
            "null"
          ],
          "minimum": -10000000000000000000,
          "maximum": 10000000000000000000
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "metricId"
      ]
    },
    "annotations": {
      "title": "Anchor an objective to a metric",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_objective_nesting",
    "operationId": "getObjectiveNesting",
    "toolset": "objectives",
    "default": false,
    "title": "An objective's nesting",
    "description": "Primary parent, primary children, supported objectives (alsoServes) and supporting objectives (supportedBy). Unpaged.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "An objective's nesting",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_objective_alignment_link",
    "operationId": "setObjectiveAlignmentLink",
    "toolset": "objectives",
    "default": false,
    "title": "Link an objective to a parent objective",
    "description": "Sets the link from this objective to parentId as primary or supporting, or removes it (kind null). Nesting is one level deep: an objective has at most one primary parent (a second is 409 ALREADY_EXISTS), a sub-objective cannot be a parent and an objective with children cannot become a sub-objective (422). Returns the objective's nesting.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "parentId": {
          "type": "string",
          "description": "The parent objective (UUID or OBJ-<n>)."
        },
        "kind": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "primary",
            "supporting",
            null
          ],
          "description": "null removes the link."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "parentId",
        "kind"
      ]
    },
    "annotations": {
      "title": "Link an objective to a parent objective",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_metrics",
    "operationId": "listMetrics",
    "toolset": "metrics",
    "default": true,
    "title": "List metrics",
    "description": "Lists metrics (the measured numbers objectives are anchored to), by number, optionally by stewardId (UUID or me). Use it to find a metric to anchor an objective to or to record a reading on. Returns the metrics with their refs (MET-n) and currentValue. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "stewardId": {
          "type": "string",
          "description": "Only metrics stewarded by this user (UUID, or me)."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Metric",
    "annotations": {
      "title": "List metrics",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_metric",
    "operationId": "createMetric",
    "toolset": "metrics",
    "default": true,
    "title": "Create a metric",
    "description": "Creates a metric: name and unit are required, dataSourceType defaults to manual, stewardId (UUID or me) is optional. Use it before create_objective, which anchors an objective to it. Returns the metric with its ref (MET-n).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "currentValue": {
          "type": [
            "number",
            "null"
          ],
          "minimum": -1000000000000000,
          "maximum": 1000000000000000
        },
        "unit": {
          "type": "string",
          "enum": [
            "percentage",
            "count",
            "currency",
            "ratio",
            "duration",
            "custom"
          ]
        },
        "dataSourceType": {
          "type": "string",
          "enum": [
            "manual",
            "integration",
            "system"
          ]
        },
        "dataSourceConfig": {
          "type": [
            "object",
            "null"
          ],
          "additionalProperties": true
        },
        "stewardId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The steward (a user UUID, or me); null for none."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name",
        "unit"
      ]
    },
    "annotations": {
      "title": "Create a metric",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_builtin_metrics",
    "operationId": "listBuiltinMetrics",
    "toolset": "metrics",
    "default": false,
    "title": "List built-in metrics",
    "description": "The built-in delivery metrics Sextant computes from task history: task_throughput, lead_time, cycle_time, time_in_status and cycle_predictability, each with its unit, the params it takes, and whether this org tracks it (tracked, metricId, tracking). Start tracking one with track_builtin_metric. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "BuiltinMetric",
    "annotations": {
      "title": "List built-in metrics",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "track_builtin_metric",
    "operationId": "trackBuiltinMetric",
    "toolset": "metrics",
    "default": false,
    "title": "Track a built-in metric",
    "description": "Starts tracking a built-in delivery metric (ids from list_builtin_metrics): creates a system metric whose weekly readings are computed from task history, backfilled up to 52 weeks and refreshed nightly, plus one partial reading for the current period (the week so far, or the trailing 28 days) so currentValue is set at once. params: categoryId (only that category's tasks) and statusGroup (backlog, todo, not_started or in_progress; required for time_in_status only). Tracking the same built-in with the same params again returns the existing metric. Its readings cannot be recorded by hand. Returns the metric; list_metric_values shows its history.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "builtinId": {
          "type": "string",
          "description": "A built-in delivery metric: task_throughput (tasks completed per ISO week), lead_time (median days from a task's creation to its completion), cycle_time (median days from its first move to in_progress to its completion), time_in_status (median days of the stays in a status group that ended in the week), cycle_predictability (tasks completed by a cycle's end ÷ tasks planned in it, over the cycles ending in the week).",
          "enum": [
            "task_throughput",
            "lead_time",
            "cycle_time",
            "time_in_status",
            "cycle_predictability"
          ]
        },
        "params": {
          "type": "object",
          "description": "What a built-in metric is computed over. `categoryId` limits it to tasks filed under one category of the org (their current category); absent, every task counts. `statusGroup` is required for `time_in_status` and refused for the other built-ins. Status groups: `backlog` (backlog), `todo` (todo), `not_started` (backlog and todo), `in_progress` (in_progress). The terminal statuses (completed, cancelled, duplicate) form no group: a task stays in them until someone reopens it, so a time spent there measures nothing about delivery.",
          "additionalProperties": false,
          "properties": {
            "categoryId": {
              "type": "string",
              "format": "uuid",
              "description": "Only tasks of this category (its UUID)."
            },
            "statusGroup": {
              "type": "string",
              "description": "A group of task statuses for `time_in_status`: backlog = backlog; todo = todo; not_started = backlog + todo; in_progress = in_progress.",
              "enum": [
                "backlog",
                "todo",
                "not_started",
                "in_progress"
              ]
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "builtinId"
      ]
    },
    "annotations": {
      "title": "Track a built-in metric",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_metric",
    "operationId": "getMetric",
    "toolset": "metrics",
    "default": true,
    "title": "Get a metric",
    "description": "Reads one metric (id: UUID or ref MET-2). Use it to check a number before recording a reading. Returns name, unit, currentValue, data source and steward.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Metric UUID or ref MET-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "orgId": {
              "type": "string"
            },
            "ref": {
              "type": "string"
            },
            "number": {
              "type": "integer"
            },
            "name": {
              "type": "string"
            },
            "description": {
              "type": "string"
            },
            "currentValue": {
              "type": [
                "number",
                "null"
              ]
            },
            "unit": {
              "type": "string",
              "enum": [
                "percentage",
                "count",
                "currency",
                "ratio",
                "duration",
                "custom"
              ]
            },
            "dataSourceType": {
              "type": "string",
              "enum": [
                "manual",
                "integration",
                "system"
              ]
            },
            "dataSourceConfig": {
              "type": [
                "object",
                "null"
              ]
            },
            "stewardId": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            },
            "updatedAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get a metric",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_metric",
    "operationId": "updateMetric",
    "toolset": "metrics",
    "default": false,
    "title": "Update a metric",
    "description": "Takes the create fields, all optional; stewardId null clears the steward. A metric tracking a built-in (dataSourceConfig.builtinId) computes its unit, currentValue, dataSourceType and dataSourceConfig: changing any of them is 422 SOURCE_OWNED_FIELDS naming them in error.data.fields (name, description and stewardId stay editable).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Metric UUID or ref MET-<n>."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "currentValue": {
          "type": [
            "number",
            "null"
          ],
          "minimum": -1000000000000000,
          "maximum": 1000000000000000
        },
        "unit": {
          "type": "string",
          "enum": [
            "percentage",
            "count",
            "currency",
            "ratio",
            "duration",
            "custom"
          ]
        },
        "dataSourceType": {
          "type": "string",
          "enum": [
            "manual",
            "integration",
            "system"
          ]
        },
        "dataSourceConfig": {
          "type": [
            "object",
            "null"
          ],
          "additionalProperties": true
        },
        "stewardId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The steward (a user UUID, or me); null clears it."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a metric",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_metric",
    "operationId": "deleteMetric",
    "toolset": "metrics",
    "default": false,
    "title": "Delete a metric",
    "description": "Deletes a metric and its readings. Objectives anchored to it lose their anchor (metricId, operator, target and start become null); check get_metric_dependents first. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Metric UUID or ref MET-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a metric",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_metric_values",
    "operationId": "listMetricValues",
    "toolset": "metrics",
    "default": false,
    "title": "List a metric's readings",
    "description": "Readings oldest first by recordedAt, optionally from a date on. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Metric UUID or ref MET-<n>."
        },
        "since": {
          "type": "string",
          "format": "date",
          "description": "Only readings recorded on or after this date (YYYY-MM-DD, UTC)."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "MetricValue",
    "annotations": {
      "title": "List a metric's readings",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_metric_value",
    "operationId": "createMetricValue",
    "toolset": "metrics",
    "default": true,
    "title": "Record a metric reading",
    "description": "Records a reading of a metric (id: UUID or ref MET-2): value, optional recordedAt (default now) and note; currentValue becomes the latest reading. Use it to report progress on an outcome; metrics fed by an integration refuse readings by hand. Returns the reading.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Metric UUID or ref MET-<n>."
        },
        "value": {
          "type": "number",
          "minimum": -1000000000000000,
          "maximum": 1000000000000000
        },
        "recordedAt": {
          "type": "string",
          "format": "date-time"
        },
        "note": {
          "type": "string",
          "maxLength": 2000
        },
        "source": {
          "type": "string",
          "enum": [
            "manual",
            "integration"
          ],
          "default": "manual"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "value"
      ]
    },
    "annotations": {
      "title": "Record a metric reading",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_metric_opportunities",
    "operationId": "listMetricOpportunities",
    "toolset": "metrics",
    "default": false,
    "title": "List opportunities serving a metric",
    "description": "Opportunities linked to any objective anchored to this metric, alphabetical by title. Unpaged; 404 when the metric is not the caller's. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Metric UUID or ref MET-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "Opportunity",
    "annotations": {
      "title": "List opportunities serving a metric",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_metric_dependents",
    "operationId": "getMetricDependents",
    "toolset": "metrics",
    "default": false,
    "title": "Count what depends on a metric",
    "description": "Counts of objectives anchored to the metric, opportunities linked to them, and the live ones among those.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Metric UUID or ref MET-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Count what depends on a metric",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_opportunities",
    "operationId": "listOpportunities",
    "toolset": "opportunities",
    "default": true,
    "title": "List opportunities",
    "description": "Lists opportunities (bets on moving objectives, each holding tasks), by number; filter by state or teamId (UUID or prefix ENG). Use it to find work in flight; get_opportunity_context reads one in full. Returns the opportunities with their refs (OPP-n). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "state": {
          "type": "string",
          "enum": [
            "backlog",
            "in_progress",
            "completed",
            "cancelled"
          ]
        },
        "status": {
          "type": "string",
          "enum": [
            "backlog",
            "in_progress",
            "completed",
            "cancelled",
            "draft",
            "under_review",
            "approved",
            "complete",
            "measured",
            "rejected"
          ]
        },
        "tagId": {
          "type": "string",
          "format": "uuid",
          "description": "Only opportunities carrying this tag."
        },
        "categoryId": {
          "type": "string",
          "format": "uuid",
          "description": "Only opportunities in this category."
        },
        "teamId": {
          "type": "string",
          "description": "Only opportunities of this team (UUID or prefix)."
        },
        "minScore": {
          "type": "number",
          "minimum": 0,
          "maximum": 100
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Opportunity",
    "annotations": {
      "title": "List opportunities",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_opportunity",
    "operationId": "createOpportunity",
    "toolset": "opportunities",
    "default": true,
    "title": "Create an opportunity",
    "description": "Creates an opportunity in backlog (or initialState in_progress), optionally serving objectives (objectiveLinks: UUIDs or refs OBJ-n; the first is primary). Use it for a bet on an objective, then add its work with create_task and opportunityId. Returns the opportunity with its ref (OPP-n).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "estimatedCost": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 99999999999999,
          "description": "Financial; needs cost:read to read back."
        },
        "leadId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The lead (a user UUID, or me)."
        },
        "teamId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The team (UUID or prefix)."
        },
        "dueDate": {
          "type": [
            "string",
            "null"
          ],
          "format": "date"
        },
        "content": {
          "type": "string",
          "maxLength": 200000,
          "description": "PRD body (markdown)."
        },
        "categoryId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A category of the org; null clears it."
        },
        "tagIds": {
          "type": "array",
          "maxItems": 50,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "The whole tag set (UUIDs of the org's tags)."
        },
        "queuePosition": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 2147483647
        },
        "patternPromotion": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "patternId"
          ],
          "description": "Promote an open insight pattern: the new opportunity is linked to every insight of the pattern (also needs insight:update).",
          "properties": {
            "patternId": {
              "type": "string",
              "format": "uuid"
            }
          }
        },
        "initialState": {
          "type": "string",
          "enum": [
            "backlog",
            "in_progress"
          ],
          "default": "backlog",
          "description": "in_progress with a workflowId also activates the first step."
        },
        "workflowId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A template (defaultEntityType opportunity or any) driving delivery; its instance starts now."
        },
        "prdTemplateId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A PRD template whose content becomes the PRD unless content is given."
        },
        "scores": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "criterionId",
              "value"
            ],
            "properties": {
              "criterionId": {
                "type": "string",
                "format": "uuid"
              },
              "value": {
                "type": "integer",
                "minimum": 1,
                "maximum": 5
              }
            }
          }
        },
        "objectiveLinks": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "objectiveId"
            ],
            "properties": {
              "objectiveId": {
                "type": "string",
                "description": "an objective UUID or ref such as OBJ-3"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "primary",
                  "supporting"
                ]
              }
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "title"
      ]
    },
    "annotations": {
      "title": "Create an opportunity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_opportunity",
    "operationId": "getOpportunity",
    "toolset": "opportunities",
    "default": true,
    "title": "Get an opportunity",
    "description": "Reads one opportunity (id: UUID or ref OPP-7). Use get_opportunity_context instead for progress, comments and links too. Returns state, lead, team, due date, the objectives it serves (objectiveLinks) and its PRD (content).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "orgId": {
              "type": "string"
            },
            "ref": {
              "type": "string"
            },
            "number": {
              "type": "integer"
            },
            "title": {
              "type": "string"
            },
            "description": {
              "type": "string"
            },
            "content": {
              "type": "string"
            },
            "estimatedCost": {
              "type": [
                "number",
                "null"
              ]
            },
            "leadId": {
              "type": [
                "string",
                "null"
              ]
            },
            "teamId": {
              "type": [
                "string",
                "null"
              ]
            },
            "workflowId": {
              "type": [
                "string",
                "null"
              ]
            },
            "state": {
              "type": "string",
              "enum": [
                "backlog",
                "in_progress",
                "completed",
                "cancelled"
              ]
            },
            "visionPath": {
              "type": [
                "string",
                "null"
              ]
            },
            "queuePosition": {
              "type": [
                "integer",
                "null"
              ]
            },
            "dueDate": {
              "type": [
                "string",
                "null"
              ]
            },
            "categoryId": {
              "type": [
                "string",
                "null"
              ]
            },
            "tagIds": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "prdTemplateId": {
              "type": [
                "string",
                "null"
              ]
            },
            "rejectionCategory": {
              "type": [
                "string",
                "null"
              ],
              "enum": [
                "no_demand",
                "not_aligned",
                "not_viable",
                "not_now",
                "duplicate",
                "other",
                null
              ]
            },
            "rejectionReason": {
              "type": [
                "string",
                "null"
              ]
            },
            "objectiveLinks": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "objectiveId": {
                    "type": "string"
                  },
                  "kind": {
                    "type": "string",
                    "enum": [
                      "primary",
                      "supporting"
                    ]
                  },
                  "createdAt": {
                    "type": "string"
                  }
                }
              }
            },
            "scoreTotal": {
              "type": [
                "number",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            },
            "updatedAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get an opportunity",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_opportunity",
    "operationId": "updateOpportunity",
    "toolset": "opportunities",
    "default": true,
    "title": "Update an opportunity",
    "description": "Edits an opportunity's title, description, content (PRD), lead, team, due date or estimated cost (id: UUID or ref OPP-7); omitted fields stay. Use set_opportunity_state instead to move its state. Returns the opportunity.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "estimatedCost": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 99999999999999,
          "description": "Financial; needs cost:read to read back."
        },
        "leadId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The lead (a user UUID, or me); null clears it."
        },
        "teamId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The team (UUID or prefix); null clears it."
        },
        "dueDate": {
          "type": [
            "string",
            "null"
          ],
          "format": "date"
        },
        "content": {
          "type": "string",
          "maxLength": 200000,
          "description": "PRD body (markdown)."
        },
        "categoryId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A category of the org; null clears it."
        },
        "tagIds": {
          "type": "array",
          "maxItems": 50,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "The whole tag set (UUIDs of the org's tags)."
        },
        "queuePosition": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 2147483647
        },
        "prd": {
          "type": "string",
          "maxLength": 200000,
          "description": "Alias of content."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update an opportunity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_opportunity",
    "operationId": "deleteOpportunity",
    "toolset": "opportunities",
    "default": false,
    "title": "Delete an opportunity",
    "description": "Deletes an opportunity and its objective links; its tasks survive as orphan tasks. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete an opportunity",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_opportunity_tasks",
    "operationId": "listOpportunityTasks",
    "toolset": "opportunities",
    "default": false,
    "title": "List an opportunity's tasks",
    "description": "The opportunity's tasks by number. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "Task",
    "annotations": {
      "title": "List an opportunity's tasks",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_opportunity_state",
    "operationId": "setOpportunityState",
    "toolset": "opportunities",
    "default": true,
    "title": "Move an opportunity through its lifecycle",
    "description": "Moves an opportunity (id: UUID or ref OPP-7) to backlog, in_progress or completed. Use it, not update_opportunity, to change the state; a move not allowed is refused with the allowed ones in error.data. On a template, in_progress activates or resumes its step, backlog pauses it, completed finishes it. Returns the opportunity.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "state": {
          "type": "string",
          "enum": [
            "backlog",
            "in_progress",
            "completed"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "state"
      ]
    },
    "annotations": {
      "title": "Move an opportunity through its lifecycle",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "reject_opportunity",
    "operationId": "rejectOpportunity",
    "toolset": "opportunities",
    "default": false,
    "title": "Reject an opportunity",
    "description": "Rejects a live opportunity with a category (no_demand, not_aligned, not_viable, not_now, duplicate, other) and a reason: its state becomes cancelled; with a template, the remaining steps are skipped and the instance lands on the Cancelled step. The decision (category, reason, who) is recorded in its activity log, as a system comment on its thread and in the org's system room. A cancelled opportunity is refused (409) and has no lifecycle moves afterwards.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "category": {
          "type": "string",
          "enum": [
            "no_demand",
            "not_aligned",
            "not_viable",
            "not_now",
            "duplicate",
            "other"
          ]
        },
        "reason": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2000
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "category",
        "reason"
      ]
    },
    "annotations": {
      "title": "Reject an opportunity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "apply_opportunity_prd_template",
    "operationId": "applyOpportunityPrdTemplate",
    "toolset": "opportunities",
    "default": false,
    "title": "Apply a PRD template to an opportunity",
    "description": "Writes a PRD template's content into the opportunity's PRD (content): mode replace (default) replaces it, append adds the template after the current PRD separated by a blank line. Records the template as prdTemplateId. The template must be org-wide or one of your teams'. Returns the opportunity.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "templateId": {
          "type": "string",
          "format": "uuid",
          "description": "A PRD template of the org (its UUID)."
        },
        "mode": {
          "type": "string",
          "enum": [
            "replace",
            "append"
          ],
          "default": "replace"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "templateId"
      ]
    },
    "annotations": {
      "title": "Apply a PRD template to an opportunity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "create_opportunity_objective_link",
    "operationId": "createOpportunityObjectiveLink",
    "toolset": "opportunities",
    "default": false,
    "title": "Link an opportunity to an objective",
    "description": "Links the opportunity to an objective. kind defaults to primary when the opportunity has no primary link, else supporting; a new primary link demotes the old one. Linking twice is 409 ALREADY_EXISTS. Returns the opportunity (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "objectiveId": {
          "type": "string",
          "description": "an objective UUID or ref such as OBJ-3"
        },
        "kind": {
          "type": "string",
          "enum": [
            "primary",
            "supporting"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "objectiveId"
      ]
    },
    "annotations": {
      "title": "Link an opportunity to an objective",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_opportunity_objective_link",
    "operationId": "updateOpportunityObjectiveLink",
    "toolset": "opportunities",
    "default": false,
    "title": "Move an objective link",
    "description": "Re-points the link from objectiveId to newObjectiveId, keeping its kind. Returns the opportunity.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "objectiveId": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "newObjectiveId": {
          "type": "string",
          "description": "an objective UUID or ref such as OBJ-3"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "objectiveId",
        "newObjectiveId"
      ]
    },
    "annotations": {
      "title": "Move an objective link",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_opportunity_objective_link",
    "operationId": "deleteOpportunityObjectiveLink",
    "toolset": "opportunities",
    "default": false,
    "title": "Unlink an opportunity from an objective",
    "description": "Removes the link; if it was primary, the oldest remaining link becomes primary. Returns the opportunity.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "objectiveId": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "objectiveId"
      ]
    },
    "annotations": {
      "title": "Unlink an opportunity from an objective",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_scoring_criteria",
    "operationId": "listScoringCriteria",
    "toolset": "opportunities",
    "default": false,
    "title": "List the scoring criteria",
    "description": "The org's scorecard criteria in order: id, name, weight (share of the total; positive weights sum to 1), invert (true when a high value is bad, such as Effort) and order. Use the ids with set_opportunity_score. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "ScoringCriterion",
    "annotations": {
      "title": "List the scoring criteria",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_opportunity_scorecard",
    "operationId": "getOpportunityScorecard",
    "toolset": "opportunities",
    "default": false,
    "title": "Get an opportunity's scorecard",
    "description": "An opportunity's scorecard: the criteria (weights, invert), the values 1-5 set so far with who set them, and total 0-100 (null until every criterion with a positive weight is scored; unscoredCriterionIds lists what is left). id: UUID or ref (OPP-7).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get an opportunity's scorecard",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_opportunity_score",
    "operationId": "setOpportunityScore",
    "toolset": "opportunities",
    "default": false,
    "title": "Score an opportunity on one criterion",
    "description": "Sets an opportunity's score on one criterion to an integer 1-5 (5 is best, except on inverted criteria such as Effort, where 5 means the most effort). One shared value per criterion; the last write wins. criterionId: from list_scoring_criteria or the scorecard. Returns the scorecard with its new total.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "criterionId": {
          "type": "string",
          "format": "uuid",
          "description": "Scoring criterion UUID (the id of one of the org's scoring criteria)."
        },
        "value": {
          "type": "integer",
          "minimum": 1,
          "maximum": 5,
          "description": "1 (worst) to 5 (best; on an inverted criterion, the most of it)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "criterionId",
        "value"
      ]
    },
    "annotations": {
      "title": "Score an opportunity on one criterion",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_opportunity_score",
    "operationId": "deleteOpportunityScore",
    "toolset": "opportunities",
    "default": false,
    "title": "Clear an opportunity's score on one criterion",
    "description": "Clears an opportunity's score on one criterion (nothing changes when it had none). The total is null again while a criterion with a positive weight has no value. Returns the scorecard.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "criterionId": {
          "type": "string",
          "format": "uuid",
          "description": "Scoring criterion UUID (the id of one of the org's scoring criteria)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "criterionId"
      ]
    },
    "annotations": {
      "title": "Clear an opportunity's score on one criterion",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_opportunity_risks",
    "operationId": "listOpportunityRisks",
    "toolset": "opportunities",
    "default": false,
    "title": "List an opportunity's validation risks",
    "description": "The four validation risks of an opportunity (value, usability, feasibility, viability), each with every user's vote (approve, risky, reject) and note, and an aggregate: reject if any vote rejects, else risky if any is risky, else approve if anyone voted, else unassessed. id: UUID or ref (OPP-7). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "OpportunityRisk",
    "annotations": {
      "title": "List an opportunity's validation risks",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_opportunity_risk_vote",
    "operationId": "setOpportunityRiskVote",
    "toolset": "opportunities",
    "default": false,
    "title": "Vote on a validation risk",
    "description": "Votes on one validation risk of an opportunity (risk: value, usability, feasibility or viability): approve, risky or reject, with an optional note saying why. You have one vote per risk; voting again replaces it. Returns the risk with everyone's votes and its aggregate.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "risk": {
          "type": "string",
          "enum": [
            "value",
            "usability",
            "feasibility",
            "viability"
          ],
          "description": "The validation risk: value, usability, feasibility or viability."
        },
        "vote": {
          "type": "string",
          "enum": [
            "approve",
            "risky",
            "reject"
          ]
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000,
          "description": "Why (optional); replaces the note of your earlier vote."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "risk",
        "vote"
      ]
    },
    "annotations": {
      "title": "Vote on a validation risk",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_opportunity_phases",
    "operationId": "listOpportunityPhases",
    "toolset": "opportunities",
    "default": false,
    "title": "List an opportunity's delivery phases",
    "description": "The opportunity's delivery phases in delivery order, each with its owner, target date (null is open ended) and taskCount / doneCount over leaf tasks (a task with subtasks counts through its subtasks, never itself). Accepts the opportunity's UUID or ref (OPP-7). Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "OpportunityPhase",
    "annotations": {
      "title": "List an opportunity's delivery phases",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_opportunity_phase",
    "operationId": "createOpportunityPhase",
    "toolset": "opportunities",
    "default": false,
    "title": "Add a delivery phase to an opportunity",
    "description": "Appends a delivery phase (a milestone) after the opportunity's last phase: a title, an optional owner (a user UUID, or me) and an optional target date (omitted or null: open ended). An opportunity has at most 200 phases (422). Accepts the opportunity's UUID or ref (OPP-7). Returns the phase (201); put tasks in it with update_task (phaseId).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "ownerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "Who owns the phase (a user UUID, or me)."
        },
        "targetDate": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "description": "When the phase should be done (YYYY-MM-DD); null or omitted means open ended."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "title"
      ]
    },
    "annotations": {
      "title": "Add a delivery phase to an opportunity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_opportunity_unphased_task_count",
    "operationId": "getOpportunityUnphasedTaskCount",
    "toolset": "opportunities",
    "default": false,
    "title": "Count an opportunity's unphased tasks",
    "description": "How many top-level tasks of the opportunity (tasks without a parent) belong to no delivery phase: the work still to be planned into a phase. Set a task's phase with update_task (phaseId). Accepts the opportunity's UUID or ref (OPP-7).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Count an opportunity's unphased tasks",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "reorder_opportunity_phases",
    "operationId": "reorderOpportunityPhases",
    "toolset": "opportunities",
    "default": false,
    "title": "Reorder an opportunity's delivery phases",
    "description": "Sets the delivery order of the opportunity's phases. phaseIds is the complete list in the new order, naming every phase of the opportunity exactly once; a list with missing, unknown or repeated ids is refused (400) naming them in error.data (missing, extra, duplicate). Accepts the opportunity's UUID or ref (OPP-7). Returns all its phases in the new order. Items omit null fields and orgId.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "phaseIds": {
          "type": "array",
          "maxItems": 200,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "Every phase of the opportunity, once each, in delivery order."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "phaseIds"
      ]
    },
    "annotations": {
      "title": "Reorder an opportunity's delivery phases",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_opportunity_updates",
    "operationId": "listOpportunityUpdates",
    "toolset": "opportunities",
    "default": false,
    "title": "List an opportunity's status updates",
    "description": "The opportunity's status updates, newest first, each with its health (on_track, at_risk, off_track) and author. Post one with post_update. Accepts the opportunity's UUID or ref (OPP-7). Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "OpportunityUpdate",
    "annotations": {
      "title": "List an opportunity's status updates",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "post_update",
    "operationId": "postOpportunityUpdate",
    "toolset": "opportunities",
    "default": true,
    "title": "Post a status update on an opportunity",
    "description": "Reports delivery progress on an opportunity (id: UUID or ref OPP-7): body says what happened, health how it is going; it is also posted as a system comment on its thread. Use it at milestones or when health changes. Returns the update.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "What happened since the last update (markdown)."
        },
        "health": {
          "type": "string",
          "enum": [
            "on_track",
            "at_risk",
            "off_track"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "body",
        "health"
      ]
    },
    "annotations": {
      "title": "Post a status update on an opportunity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "add_opportunity_prototype",
    "operationId": "addOpportunityPrototype",
    "toolset": "opportunities",
    "default": false,
    "title": "Add a prototype to an opportunity",
    "description": "Adds a prototype to the opportunity: exactly one of url (http or https) or fileId (an uploaded file of the org that was confirmed: 409 while pending or when it failed its check). The same url or file twice is 409 ALREADY_EXISTS; an opportunity has at most 100 prototypes (422). Accepts the opportunity's UUID or ref (OPP-7). Returns the opportunity's prototypes, oldest first (201). Items omit null fields and orgId.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "url": {
          "type": "string",
          "minLength": 8,
          "maxLength": 2000,
          "description": "an http or https URL, such as https://www.figma.com/proto/abc123"
        },
        "fileId": {
          "type": "string",
          "format": "uuid",
          "description": "An uploaded file (instead of url)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Add a prototype to an opportunity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "remove_opportunity_prototype",
    "operationId": "removeOpportunityPrototype",
    "toolset": "opportunities",
    "default": false,
    "title": "Remove a prototype from an opportunity",
    "description": "Removes the opportunity's prototype with this url, or with this fileId: exactly one of the two. One the opportunity does not have is 404. The file itself stays. Accepts the opportunity's UUID or ref (OPP-7). Returns the prototypes that remain, oldest first. Items omit null fields and orgId.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "url": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2000,
          "description": "The url of the prototype to remove, exactly as listed."
        },
        "fileId": {
          "type": "string",
          "format": "uuid",
          "description": "Instead of url: the file of the prototype to remove."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Remove a prototype from an opportunity",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_tasks",
    "operationId": "listTasks",
    "toolset": "tasks",
    "default": true,
    "title": "List tasks",
    "description": "Lists the org's tasks by number; filter by opportunityId (UUID or ref OPP-7), status, priority, teamId (UUID or prefix ENG) or owner (UUID, or me for your own work). Use it to find work; get_task_context reads one in full. Returns the tasks with their refs. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "opportunityId": {
          "type": "string",
          "description": "Only tasks of this opportunity (UUID or OPP-<n>)."
        },
        "status": {
          "type": "string",
          "enum": [
            "backlog",
            "todo",
            "in_progress",
            "completed",
            "cancelled",
            "duplicate"
          ]
        },
        "priority": {
          "type": "string",
          "enum": [
            "low",
            "medium",
            "high",
            "urgent"
          ]
        },
        "teamId": {
          "type": "string",
          "description": "Only tasks of this team (UUID or prefix)."
        },
        "tagId": {
          "type": "string",
          "format": "uuid",
          "description": "Only tasks carrying this tag."
        },
        "categoryId": {
          "type": "string",
          "format": "uuid",
          "description": "Only tasks in this category."
        },
        "parentTaskId": {
          "type": "string",
          "description": "Only subtasks of this task (UUID or ref), in subtask order."
        },
        "cycleId": {
          "type": "string",
          "format": "uuid",
          "description": "Only tasks scheduled in this cycle."
        },
        "unscheduled-to-cycle": {
          "type": "boolean",
          "description": "true: only tasks scheduled to no cycle; false: only scheduled ones."
        },
        "statusId": {
          "type": "string",
          "format": "uuid",
          "description": "Only tasks whose active template step is this template step."
        },
        "owner": {
          "type": "string",
          "description": "Owner user UUID, or \"me\" for the caller."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Task",
    "annotations": {
      "title": "List tasks",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_task",
    "operationId": "createTask",
    "toolset": "tasks",
    "default": true,
    "title": "Create a task",
    "description": "Creates a task under an opportunity (opportunityId: UUID or ref OPP-7) or standing alone, by default in backlog with medium priority; created in todo or in_progress without ownerId (UUID or me), it is yours. Use it to add work; teamId (UUID or prefix) sets its ref prefix. Returns the task with its ref (ENG-n, or TASK-n without a team).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 300
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "content": {
          "type": "string",
          "maxLength": 200000,
          "description": "The engineering spec (markdown)."
        },
        "status": {
          "type": "string",
          "enum": [
            "backlog",
            "todo",
            "in_progress",
            "completed",
            "cancelled",
            "duplicate"
          ]
        },
        "priority": {
          "type": "string",
          "enum": [
            "low",
            "medium",
            "high",
            "urgent"
          ]
        },
        "opportunityId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The opportunity (UUID or OPP-<n>); null makes an orphan task."
        },
        "phaseId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A phase of its opportunity."
        },
        "teamId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The team (UUID or prefix)."
        },
        "ownerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The owner (a user UUID, or me)."
        },
        "parentTaskId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The parent task (UUID or ref)."
        },
        "subtaskMode": {
          "type": "string",
          "enum": [
            "standalone",
            "sequential"
          ],
          "description": "How its own subtasks run: sequential starts each only once the one before is completed."
        },
        "subtaskPosition": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "description": "Place among the parent's subtasks (default last)."
        },
        "categoryId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A category of the org; null clears it."
        },
        "tagIds": {
          "type": "array",
          "maxItems": 50,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "The whole tag set (UUIDs of the org's tags)."
        },
        "estimateMinutes": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000000
        },
        "dueDate": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "workflowId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A template that drives the task: an instance starts with it."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "title"
      ]
    },
    "annotations": {
      "title": "Create a task",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_task",
    "operationId": "getTask",
    "toolset": "tasks",
    "default": true,
    "title": "Get a task",
    "description": "Reads one task (id: UUID or ref ENG-12; TASK-5 for a task without a team). Use get_task_context instead before starting work on it. Returns status, priority, owner, opportunity, team, estimate, due date and its engineering spec (content).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "orgId": {
              "type": "string"
            },
            "ref": {
              "type": "string"
            },
            "number": {
              "type": "integer"
            },
            "title": {
              "type": "string"
            },
            "description": {
              "type": "string"
            },
            "content": {
              "type": "string"
            },
            "status": {
              "type": "string",
              "enum": [
                "backlog",
                "todo",
                "in_progress",
                "completed",
                "cancelled",
                "duplicate"
              ]
            },
            "priority": {
              "type": "string",
              "enum": [
                "low",
                "medium",
                "high",
                "urgent"
              ]
            },
            "opportunityId": {
              "type": [
                "string",
                "null"
              ]
            },
            "teamId": {
              "type": [
                "string",
                "null"
              ]
            },
            "ownerId": {
              "type": [
                "string",
                "null"
              ]
            },
            "categoryId": {
              "type": [
                "string",
                "null"
              ]
            },
            "parentTaskId": {
              "type": [
                "string",
                "null"
              ]
            },
            "subtaskPosition": {
              "type": [
                "integer",
                "null"
              ]
            },
            "subtaskMode": {
              "type": "string",
              "enum": [
                "standalone",
                "sequential"
              ]
            },
            "workflowId": {
              "type": [
                "string",
                "null"
              ]
            },
            "onboardingStepInstanceId": {
              "type": [
                "string",
                "null"
              ]
            },
            "phaseId": {
              "type": [
                "string",
                "null"
              ]
            },
            "cycleId": {
              "type": [
                "string",
                "null"
              ]
            },
            "estimateMinutes": {
              "type": [
                "integer",
                "null"
              ]
            },
            "dueDate": {
              "type": [
                "string",
                "null"
              ]
            },
            "tagIds": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "visionPath": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            },
            "updatedAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get a task",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_task",
    "operationId": "updateTask",
    "toolset": "tasks",
    "default": true,
    "title": "Update a task",
    "description": "Edits a task's fields (id: UUID or ref ENG-12); omitted fields stay, null clears a nullable one. Use set_task_status instead when only the status changes. Returns the task.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 300
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "content": {
          "type": "string",
          "maxLength": 200000,
          "description": "The engineering spec (markdown)."
        },
        "status": {
          "type": "string",
          "enum": [
            "backlog",
            "todo",
            "in_progress",
            "completed",
            "cancelled",
            "duplicate"
          ]
        },
        "priority": {
          "type": "string",
          "enum": [
            "low",
            "medium",
            "high",
            "urgent"
          ]
        },
        "opportunityId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The opportunity (UUID or OPP-<n>); null makes an orphan task."
        },
        "phaseId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A phase of its opportunity; null unphases it."
        },
        "teamId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The team (UUID or prefix); null clears it."
        },
        "ownerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The owner (a user UUID, or me); null clears it."
        },
        "parentTaskId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The parent task (UUID or ref); null clears it."
        },
        "subtaskMode": {
          "type": "string",
          "enum": [
            "standalone",
            "sequential"
          ],
          "description": "How its own subtasks run: sequential starts each only once the one before is completed."
        },
        "subtaskPosition": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "description": "Place among the parent's subtasks."
        },
        "categoryId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A category of the org; null clears it."
        },
        "tagIds": {
          "type": "array",
          "maxItems": 50,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "The whole tag set (UUIDs of the org's tags)."
        },
        "estimateMinutes": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 1000000
        },
        "dueDate": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a task",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_task",
    "operationId": "deleteTask",
    "toolset": "tasks",
    "default": false,
    "title": "Delete a task",
    "description": "Deletes a task with its subtasks, its assignments and its template instance; its activity log stays readable by its UUID. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a task",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_task_status",
    "operationId": "setTaskStatus",
    "toolset": "tasks",
    "default": true,
    "title": "Move a task to a status",
    "description": "Moves a task (id: UUID or ref ENG-12) along backlog → todo → in_progress → completed; cancelled from any open status, duplicate from backlog or todo; reopen completed → todo, cancelled or duplicate → backlog. Use it instead of update_task when only the status changes; an ownerless task moved to todo or in_progress becomes yours. Returns the task; a move not allowed is refused with the allowed ones in error.data.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "status": {
          "type": "string",
          "enum": [
            "backlog",
            "todo",
            "in_progress",
            "completed",
            "cancelled",
            "duplicate"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "status"
      ]
    },
    "annotations": {
      "title": "Move a task to a status",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_task_assignments",
    "operationId": "listTaskAssignments",
    "toolset": "tasks",
    "default": false,
    "title": "List a task's assignments",
    "description": "People assigned to the task with their own estimates, oldest first. Unpaged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "taskId": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "taskId"
      ]
    },
    "listItem": "TaskAssignment",
    "annotations": {
      "title": "List a task's assignments",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_task_assignment",
    "operationId": "createTaskAssignment",
    "toolset": "tasks",
    "default": false,
    "title": "Assign a person to a task",
    "description": "Adds a user to the task with an optional estimate in hours. Assigning the same user twice is 409 ALREADY_EXISTS.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "taskId": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "userId": {
          "type": "string",
          "description": "a user UUID, or me for the caller"
        },
        "estimatedHours": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 10000
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "taskId",
        "userId"
      ]
    },
    "annotations": {
      "title": "Assign a person to a task",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_task_assignment",
    "operationId": "updateTaskAssignment",
    "toolset": "tasks",
    "default": false,
    "title": "Change an assignment's estimate",
    "description": "Sets estimatedHours of one person's assignment.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "taskId": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "userId": {
          "type": "string",
          "description": "User UUID, or \"me\" for the caller."
        },
        "estimatedHours": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 10000
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "taskId",
        "userId",
        "estimatedHours"
      ]
    },
    "annotations": {
      "title": "Change an assignment's estimate",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_task_assignment",
    "operationId": "deleteTaskAssignment",
    "toolset": "tasks",
    "default": false,
    "title": "Unassign a person from a task",
    "description": "Removes one person's assignment from a task. Returns {taskId, userId, deleted true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "taskId": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "userId": {
          "type": "string",
          "description": "User UUID, or \"me\" for the caller."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "taskId",
        "userId"
      ]
    },
    "annotations": {
      "title": "Unassign a person from a task",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_teams",
    "operationId": "listTeams",
    "toolset": "teams",
    "default": true,
    "title": "List teams",
    "description": "Lists the org's teams by name, each with its prefix (ENG), which starts its tasks' refs. Use it to find a teamId (UUID or prefix) for tasks and opportunities. Returns the teams. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Team",
    "annotations": {
      "title": "List teams",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_team",
    "operationId": "createTeam",
    "toolset": "teams",
    "default": true,
    "title": "Create a team",
    "description": "Creates a team whose prefix (2-4 upper-case characters, unique in the org) starts its tasks' refs (ENG-12). Use it to set up who does the work, then add people with add_team_member. Returns the team; a taken prefix is refused with ALREADY_EXISTS.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "prefix": {
          "type": "string",
          "description": "2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)"
        },
        "insightReviewerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "Who reviews insights sent to the team (a user UUID, or me)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name",
        "prefix"
      ]
    },
    "annotations": {
      "title": "Create a team",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_team",
    "operationId": "getTeam",
    "toolset": "teams",
    "default": false,
    "title": "Get a team",
    "description": "Reads one team (id: UUID or prefix ENG). Use list_teams to find a team by name. Returns its name, prefix, description and member count.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Team UUID or the team prefix (e.g. ENG)."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a team",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_team",
    "operationId": "updateTeam",
    "toolset": "teams",
    "default": false,
    "title": "Update a team",
    "description": "Edits name, description, prefix, defaultPrdTemplateId or insightReviewerId; a new prefix changes the refs of the team's tasks. defaultPrdTemplateId must be an org-wide PRD template or one of this team's (404 naming it otherwise); null clears it.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Team UUID or the team prefix (e.g. ENG)."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 20000
        },
        "prefix": {
          "type": "string",
          "description": "2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)"
        },
        "insightReviewerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "Who reviews insights sent to the team (a user UUID, or me); null clears it."
        },
        "defaultPrdTemplateId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "The team's default PRD template: an org-wide one or one of this team's; null clears it."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a team",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_team_members",
    "operationId": "listTeamMembers",
    "toolset": "teams",
    "default": false,
    "title": "List a team's members",
    "description": "Lists a team's members by name. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Team UUID or the team prefix (e.g. ENG)."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "TeamMember",
    "annotations": {
      "title": "List a team's members",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "add_team_member",
    "operationId": "addTeamMember",
    "toolset": "teams",
    "default": true,
    "title": "Add a member to a team",
    "description": "Adds a user of the org to a team (id: team UUID or prefix ENG; userId: UUID or me). Use it after create_team, or to join a team yourself. Returns the membership; adding a member twice is refused with ALREADY_EXISTS.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Team UUID or the team prefix (e.g. ENG)."
        },
        "userId": {
          "type": "string",
          "description": "a user UUID, or me for the caller"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "userId"
      ]
    },
    "annotations": {
      "title": "Add a member to a team",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "remove_team_member",
    "operationId": "removeTeamMember",
    "toolset": "teams",
    "default": false,
    "title": "Remove a member from a team",
    "description": "Removes a user from the team. Returns {teamId, userId, deleted true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Team UUID or the team prefix (e.g. ENG)."
        },
        "userId": {
          "type": "string",
          "description": "User UUID, or \"me\" for the caller."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "userId"
      ]
    },
    "annotations": {
      "title": "Remove a member from a team",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_users",
    "operationId": "listUsers",
    "toolset": "users",
    "default": true,
    "title": "List users",
    "description": "Lists the org's users by name, with their role. Use it to find a user's id for ownerId, leadId, driId or stewardId (or pass me for yourself). Returns the users. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "User",
    "annotations": {
      "title": "List users",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_user",
    "operationId": "getUser",
    "toolset": "users",
    "default": false,
    "title": "Get a user",
    "description": "Reads one user of the org (id: UUID, or me for yourself). Use list_users to find a user by name. Returns name, email, kind and org role.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "User UUID, or \"me\" for the caller."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a user",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_user",
    "operationId": "updateUser",
    "toolset": "users",
    "default": false,
    "title": "Update a user",
    "description": "Edits a user of the org. salaryMonthly and salaryCurrency travel as a pair (both or neither) and need a leadership role (em, executive, admin); weeklyHours likewise. Users are not created here: they come from authentication.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "User UUID, or \"me\" for the caller."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "email": {
          "type": "string",
          "format": "email",
          "maxLength": 320
        },
        "orgRole": {
          "type": "string",
          "enum": [
            "engineer",
            "pm",
            "em",
            "executive",
            "admin",
            "sales",
            "operations"
          ]
        },
        "salaryMonthly": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 999999999999
        },
        "salaryCurrency": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "USD",
            "EUR",
            "GBP",
            "CAD",
            "AUD",
            "CHF",
            "SEK",
            "NOK",
            "DKK",
            "JPY",
            null
          ]
        },
        "weeklyHours": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "maximum": 168
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "dependentRequired": {
        "salaryMonthly": [
          "salaryCurrency"
        ],
        "salaryCurrency": [
          "salaryMonthly"
        ]
      },
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a user",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_rooms",
    "operationId": "listRooms",
    "toolset": "rooms",
    "default": false,
    "title": "List rooms",
    "description": "Rooms of the caller's org, by name. scope=mine (default): rooms the caller is a member of, and the org's system room; scope=open: open group rooms the caller can join (including those already joined). Private rooms are listed only to their members. Each room carries the caller's membership (joined, role, pinned, notificationLevel). Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "scope": {
          "type": "string",
          "enum": [
            "mine",
            "open"
          ],
          "default": "mine",
          "description": "mine (default): your rooms; open: open group rooms you can join."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Room",
    "annotations": {
      "title": "List rooms",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_room",
    "operationId": "createRoom",
    "toolset": "rooms",
    "default": false,
    "title": "Create a group room",
    "description": "Creates a group room with the caller as its admin and at least one other member (memberIds: user UUIDs of the org). visibility open (default: anyone in the org can find and join it) or private (invisible, 404, to non-members). Returns the room with the caller's membership.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 5000
        },
        "visibility": {
          "type": "string",
          "enum": [
            "open",
            "private"
          ],
          "default": "open"
        },
        "memberIds": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "description": "Users to add besides the caller (at least one other user).",
          "items": {
            "type": "string",
            "description": "a user UUID, or me for the caller"
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name",
        "memberIds"
      ]
    },
    "annotations": {
      "title": "Create a group room",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "create_dm_room",
    "operationId": "createDmRoom",
    "toolset": "rooms",
    "default": false,
    "title": "Open a direct-message room",
    "description": "Returns the direct-message room between the caller and another user of the org, creating it on first use: the same pair always gets the same room, also when both open it at once (201 when created, 200 when it existed). Not with yourself (400).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "userId": {
          "type": "string",
          "description": "a user UUID, or me for the caller"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "userId"
      ]
    },
    "annotations": {
      "title": "Open a direct-message room",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_room",
    "operationId": "getRoom",
    "toolset": "rooms",
    "default": false,
    "title": "Get a room",
    "description": "One room by UUID with the caller's membership. A private room the caller is not a member of is 404.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a room",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_room",
    "operationId": "updateRoom",
    "toolset": "rooms",
    "default": false,
    "title": "Rename or describe a room",
    "description": "Changes a group room's name or description. Only the room's admins may; DMs and the system room cannot be edited (422), and an archived room is read-only (409).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 5000
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Rename or describe a room",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "archive_room",
    "operationId": "archiveRoom",
    "toolset": "rooms",
    "default": false,
    "title": "Archive a room",
    "description": "Archives a group room: terminal and read-only afterwards (no new messages, edits, members or pins); rooms are never deleted. Admins only; DMs and the system room cannot be archived (422). Archiving an archived room returns it unchanged.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Archive a room",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_room_members",
    "operationId": "listRoomMembers",
    "toolset": "rooms",
    "default": false,
    "title": "List a room's members",
    "description": "Members of a room by name, with their role. The system room lists every user of the org. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "RoomMember",
    "annotations": {
      "title": "List a room's members",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "add_room_member",
    "operationId": "addRoomMember",
    "toolset": "rooms",
    "default": false,
    "title": "Add a member to a room",
    "description": "Adds a user of the org to a group room, or sets the role of one already in it; idempotent: adding a member again returns the membership (200) instead of failing. Admins only (403 otherwise); not in DMs or the system room (422); an archived room refuses (409). role admin makes the user an admin too; left out, an existing member keeps their role. An admin cannot demote themself (422).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        },
        "userId": {
          "type": "string",
          "description": "a user UUID, or me for the caller"
        },
        "role": {
          "type": "string",
          "enum": [
            "member",
            "admin"
          ],
          "description": "member (the default for a new member) or admin; left out, an existing member keeps their role."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "userId"
      ]
    },
    "annotations": {
      "title": "Add a member to a room",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "remove_room_member",
    "operationId": "removeRoomMember",
    "toolset": "rooms",
    "default": false,
    "title": "Remove a member from a room",
    "description": "Removes a member from a group room. Admins remove others; any member may remove themself (leaving), except that an admin cannot remove themself (422: make another member admin, then leave with update_room_membership). Not in DMs or the system room (422); an archived room refuses removing others (409), but anyone may still leave it.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        },
        "userId": {
          "type": "string",
          "description": "User UUID, or \"me\" for the caller."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "userId"
      ]
    },
    "annotations": {
      "title": "Remove a member from a room",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_room_membership",
    "operationId": "updateRoomMembership",
    "toolset": "rooms",
    "default": false,
    "title": "Join, leave, pin or mute a room",
    "description": "Sets the caller's own membership of a room, with absolute values applied in the order join, pin, level, leave: joined true joins an open group room (a private room cannot be joined, 404), pinned pins it in your list, notificationLevel all | mentions | none decides which messages notify you, joined false leaves (the last admin cannot leave, 422; nobody leaves a DM or the system room, 422). Returns the membership.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        },
        "joined": {
          "type": "boolean"
        },
        "pinned": {
          "type": "boolean"
        },
        "notificationLevel": {
          "type": "string",
          "enum": [
            "all",
            "mentions",
            "none"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Join, leave, pin or mute a room",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_messages",
    "operationId": "listMessages",
    "toolset": "messages",
    "default": false,
    "title": "List a room's messages",
    "description": "Top-level messages of a room, newest first, each with its replyCount and reaction counts; read replies with list_message_thread. Members only (a private room is 404 to others, an open one 403 until joined). At most 100 per page. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "roomId": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50,
          "description": "Page size, a plain decimal integer from 1 to 100."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "roomId"
      ]
    },
    "listItem": "Message",
    "annotations": {
      "title": "List a room's messages",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_message",
    "operationId": "createMessage",
    "toolset": "messages",
    "default": false,
    "title": "Post a message",
    "description": "Posts a message to a room the caller is a member of, or a reply when parentId is set. Threads have two levels: replying to a reply attaches the new message to that reply's top-level message (parentId in the result says which). @Name or @\"Full Name\" notifies that user when they can read the room (mention), and members whose notification level is all are notified of every message. An archived room refuses (409).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Markdown text; @Name or @\"Full Name\" mentions notify that user."
        },
        "attachments": {
          "type": "array",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."
        },
        "roomId": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID of a room you are a member of."
        },
        "parentId": {
          "type": "string",
          "format": "uuid",
          "description": "The message to reply to."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "roomId",
        "body"
      ]
    },
    "annotations": {
      "title": "Post a message",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_pinned_messages",
    "operationId": "listPinnedMessages",
    "toolset": "messages",
    "default": false,
    "title": "List pinned messages",
    "description": "Pinned messages, most recently pinned first, in one room (roomId) or in every room the caller is a member of. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "roomId": {
          "type": "string",
          "format": "uuid",
          "description": "Room UUID; omit for all your rooms."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50,
          "description": "Page size, a plain decimal integer from 1 to 100."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Message",
    "annotations": {
      "title": "List pinned messages",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "search_messages",
    "operationId": "searchMessages",
    "toolset": "messages",
    "default": false,
    "title": "Search messages",
    "description": "Finds messages whose body contains the query (case-insensitive substring) in rooms the caller is a member of, best matches first, at most 40. Filters: roomId, authorId, dmWith (the other member of a DM), from and to (createdAt bounds, inclusive). A query under 2 characters (or none) needs at least one filter (400). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "maxLength": 200,
          "description": "Text the body contains (2+ characters unless a filter is given)."
        },
        "roomId": {
          "type": "string",
          "format": "uuid"
        },
        "authorId": {
          "type": "string",
          "description": "Author user UUID, or me."
        },
        "dmWith": {
          "type": "string",
          "description": "Only the direct-message room with this user (UUID)."
        },
        "from": {
          "type": "string",
          "format": "date-time",
          "description": "Messages created at or after this time."
        },
        "to": {
          "type": "string",
          "format": "date-time",
          "description": "Messages created at or before this time."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 40,
          "default": 20
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Message",
    "annotations": {
      "title": "Search messages",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_message",
    "operationId": "updateMessage",
    "toolset": "messages",
    "default": false,
    "title": "Edit a message",
    "description": "Replaces the body of the caller's own message and marks it edited. Only the author (403 otherwise); system messages cannot be edited (403); an archived room is read-only (409). New mentions notify.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Message UUID."
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Markdown text; @Name or @\"Full Name\" mentions notify that user."
        },
        "attachments": {
          "type": "array",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "body"
      ]
    },
    "annotations": {
      "title": "Edit a message",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_message",
    "operationId": "deleteMessage",
    "toolset": "messages",
    "default": false,
    "title": "Delete a message",
    "description": "Deletes the caller's own message. Only the author (403); system messages cannot be deleted (403); an archived room is read-only (409). A top-level message with replies stays as an empty, deleted message so its thread remains readable.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Message UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a message",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_message_thread",
    "operationId": "listMessageThread",
    "toolset": "messages",
    "default": false,
    "title": "List a message's replies",
    "description": "The replies to a top-level message, oldest first; threads have two levels, so replies have no replies of their own. The id of a reply gives its top-level message's thread. Members only. At most 100 per page. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Message UUID."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50,
          "description": "Page size, a plain decimal integer from 1 to 100."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "Message",
    "annotations": {
      "title": "List a message's replies",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_message_pinned",
    "operationId": "setMessagePinned",
    "toolset": "messages",
    "default": false,
    "title": "Pin or unpin a message",
    "description": "Pins (pinned true) or unpins a message in its room; absolute, so setting the current state again is a success. Any member may; an archived room is read-only (409). Returns the message.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Message UUID."
        },
        "pinned": {
          "type": "boolean"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "pinned"
      ]
    },
    "annotations": {
      "title": "Pin or unpin a message",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "set_message_reaction",
    "operationId": "setMessageReaction",
    "toolset": "messages",
    "default": false,
    "title": "React to a message",
    "description": "Adds (on true) or removes (on false) the caller's reaction with one emoji on a message; absolute, so repeating it changes nothing. Members only; an archived room or a deleted message refuses (409). Returns the message's reactions: [{emoji, count, reactedByMe}]. Items omit null fields and orgId.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Message UUID."
        },
        "emoji": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "one emoji or a shortcode without spaces, such as 👍 or :rocket:"
        },
        "on": {
          "type": "boolean"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "emoji",
        "on"
      ]
    },
    "annotations": {
      "title": "React to a message",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_comments",
    "operationId": "listComments",
    "toolset": "comments",
    "default": false,
    "title": "List comments on an entity",
    "description": "The comment thread of a vision, objective, metric, opportunity or task, oldest first; replies carry parentId, system comments record decisions the service made. entityId takes the UUID or ref (OPP-4, ENG-12). includeArchived=true adds archived comments. Compact items (null fields and orgId left out). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "description": "The kind of entity a comment thread belongs to.",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Entity UUID, or its ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12)."
        },
        "includeArchived": {
          "type": "boolean",
          "default": false,
          "description": "Include archived comments."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId"
      ]
    },
    "listItem": "Comment",
    "annotations": {
      "title": "List comments on an entity",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_comment",
    "operationId": "createComment",
    "toolset": "comments",
    "default": false,
    "title": "Comment on an entity",
    "description": "Comments on a vision, objective, metric, opportunity or task (entityType plus entityId: UUID or ref such as OPP-4 or ENG-12); parentId replies to a comment. @Name or @\"Full Name\" notifies that person. Use it to record reasoning, questions and decisions where the work lives. Returns the comment.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Markdown text; @Name or @\"Full Name\" mentions notify that user."
        },
        "attachments": {
          "type": "array",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."
        },
        "entityType": {
          "type": "string",
          "description": "The kind of entity a comment thread belongs to.",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Entity UUID or ref (VIS-3, OBJ-2, MET-1, OPP-4, ENG-12)."
        },
        "parentId": {
          "type": "string",
          "format": "uuid",
          "description": "The comment to reply to."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId",
        "body"
      ]
    },
    "annotations": {
      "title": "Comment on an entity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_comment",
    "operationId": "updateComment",
    "toolset": "comments",
    "default": false,
    "title": "Edit a comment",
    "description": "Replaces the body of the caller's own comment and marks it edited. Only the author (403); system comments cannot be edited (403). New mentions notify.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Comment UUID (from listComments)."
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "Markdown text; @Name or @\"Full Name\" mentions notify that user."
        },
        "attachments": {
          "type": "array",
          "maxItems": 10,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "format": "uuid"
          },
          "description": "Ids of uploaded files to attach (confirmed, not failed); on an edit the list replaces the attachments."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "body"
      ]
    },
    "annotations": {
      "title": "Edit a comment",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_comment",
    "operationId": "deleteComment",
    "toolset": "comments",
    "default": false,
    "title": "Delete a comment",
    "description": "Deletes the caller's own comment and its replies. Only the author (403); system comments cannot be deleted (403); archive a comment to hide it without losing it.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Comment UUID (from listComments)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a comment",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "set_comment_archived",
    "operationId": "setCommentArchived",
    "toolset": "comments",
    "default": false,
    "title": "Archive or restore a comment",
    "description": "Archives (archived true) or restores a comment; absolute. Allowed to its author and to the entity's owner: the vision's owner, the objective's DRI, the metric's steward, the opportunity's lead or the task's owner (403 otherwise). Archived comments are left out of list_comments unless includeArchived=true.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Comment UUID (from listComments)."
        },
        "archived": {
          "type": "boolean"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "archived"
      ]
    },
    "annotations": {
      "title": "Archive or restore a comment",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "set_comment_reaction",
    "operationId": "setCommentReaction",
    "toolset": "comments",
    "default": false,
    "title": "React to a comment",
    "description": "Adds (on true) or removes (on false) the caller's reaction with one emoji on a comment; absolute. Needs the entity's read capability. Returns the comment's reactions: [{emoji, count, reactedByMe}]. Items omit null fields and orgId.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Comment UUID (from listComments)."
        },
        "emoji": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "one emoji or a shortcode without spaces, such as 👍 or :rocket:"
        },
        "on": {
          "type": "boolean"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "emoji",
        "on"
      ]
    },
    "annotations": {
      "title": "React to a comment",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_templates",
    "operationId": "listTemplates",
    "toolset": "templates",
    "default": false,
    "title": "List workflow templates",
    "description": "The org's workflow templates by name, each with its ordered steps; filter by defaultEntityType. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "defaultEntityType": {
          "type": "string",
          "description": "What a template drives — opportunity delivery, task work, or customer onboarding (customer).",
          "enum": [
            "opportunity",
            "task",
            "customer"
          ]
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Template",
    "annotations": {
      "title": "List workflow templates",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_template",
    "operationId": "createTemplate",
    "toolset": "templates",
    "default": false,
    "title": "Create a workflow template",
    "description": "Creates a template with the given ordered steps (optional) followed by the system-managed terminal steps Completed and Cancelled. A step's defaultDriUserId defaults to the caller. isDefault true makes it the one default template of its defaultEntityType (the previous default stops being one). Returns the template with its steps.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 5000
        },
        "defaultEntityType": {
          "type": "string",
          "description": "What a template drives — opportunity delivery, task work, or customer onboarding (customer).",
          "enum": [
            "opportunity",
            "task",
            "customer"
          ]
        },
        "isDefault": {
          "type": "boolean",
          "default": false
        },
        "steps": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "title"
            ],
            "properties": {
              "title": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              },
              "description": {
                "type": "string",
                "maxLength": 5000
              },
              "defaultDriUserId": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Who owns the step when an instance starts (a user UUID, or me)."
              },
              "defaultDriRole": {
                "type": [
                  "string",
                  "null"
                ],
                "enum": [
                  "engineer",
                  "pm",
                  "em",
                  "executive",
                  "admin",
                  "sales",
                  "operations",
                  null
                ],
                "description": "An org role: the entity's lead or owner owns the step when they hold it and no user is set."
              },
              "slaHours": {
                "type": [
                  "integer",
                  "null"
                ],
                "minimum": 1,
                "maximum": 87600,
                "description": "Hours from activation until the step is due."
              }
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name",
        "defaultEntityType"
      ]
    },
    "annotations": {
      "title": "Create a workflow template",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "write_handoff",
    "operationId": "handoffTemplateStep",
    "toolset": "templates",
    "default": true,
    "title": "Hand off to another step",
    "description": "Hands a template-driven opportunity, task or customer on to its next step: the active step is completed (markComplete, default) or paused, the step you name (stepInstanceId: pending or paused, see get_opportunity_context) becomes active, and its owner gets your message. Use it when your step is done. Returns the instance with the moves its current step allows.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "stepInstanceId": {
          "type": "string",
          "format": "uuid",
          "description": "The step instance to activate."
        },
        "markComplete": {
          "type": "boolean",
          "default": true,
          "description": "Complete the active step (true) or pause it (false)."
        },
        "message": {
          "type": "string",
          "maxLength": 5000,
          "description": "What the next owner needs to know."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "stepInstanceId"
      ]
    },
    "annotations": {
      "title": "Hand off to another step",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_default_template",
    "operationId": "getDefaultTemplate",
    "toolset": "templates",
    "default": false,
    "title": "Get the default template of an entity type",
    "description": "The org's default template for opportunities, tasks or customers; 404 when none is set (make one with update_template isDefault true).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "description": "What a template drives — opportunity delivery, task work, or customer onboarding (customer).",
          "enum": [
            "opportunity",
            "task",
            "customer"
          ]
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType"
      ]
    },
    "annotations": {
      "title": "Get the default template of an entity type",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_template_step",
    "operationId": "updateTemplateStep",
    "toolset": "templates",
    "default": false,
    "title": "Update a template step",
    "description": "Changes a step's title, description, default DRI, SLA or position among the non-terminal steps. The terminal Completed and Cancelled steps cannot be changed (422). Returns the template.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "stepId": {
          "type": "string",
          "format": "uuid",
          "description": "Template step UUID (from the template's steps)."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 5000
        },
        "defaultDriUserId": {
          "type": [
            "string",
            "null"
          ],
          "description": "Who owns the step when an instance starts (a user UUID, or me)."
        },
        "defaultDriRole": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "engineer",
            "pm",
            "em",
            "executive",
            "admin",
            "sales",
            "operations",
            null
          ],
          "description": "An org role: the entity's lead or owner owns the step when they hold it and no user is set."
        },
        "slaHours": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 87600,
          "description": "Hours from activation until the step is due."
        },
        "position": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "description": "1-based among the non-terminal steps."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "stepId"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a template step",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_template_step",
    "operationId": "deleteTemplateStep",
    "toolset": "templates",
    "default": false,
    "title": "Delete a template step",
    "description": "Deletes a non-terminal step; the steps after it move up. The terminal Completed and Cancelled steps cannot be deleted (422). Step instances made from it keep their copy. Returns the template.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "stepId": {
          "type": "string",
          "format": "uuid",
          "description": "Template step UUID (from the template's steps)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "stepId"
      ]
    },
    "annotations": {
      "title": "Delete a template step",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "start_template_instance",
    "operationId": "startTemplateInstance",
    "toolset": "templates",
    "default": false,
    "title": "Start a template on an entity",
    "description": "Applies a template to an opportunity, task or customer: copies its steps as step instances (each owned by its default DRI) and, with activateFirstStep, activates the first one. Refused with 409 while the entity already runs an instance (swap it instead). Sets the entity's workflowId. Needs the entity's update capability.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "templateId": {
          "type": "string",
          "format": "uuid"
        },
        "entityType": {
          "type": "string",
          "description": "What a template drives — opportunity delivery, task work, or customer onboarding (customer).",
          "enum": [
            "opportunity",
            "task",
            "customer"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The entity: UUID or ref (OPP-4, ENG-12)."
        },
        "activateFirstStep": {
          "type": "boolean",
          "default": false
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "templateId",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Start a template on an entity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "swap_template_instance",
    "operationId": "swapTemplateInstance",
    "toolset": "templates",
    "default": false,
    "title": "Swap the template running on an entity",
    "description": "Replaces the entity's running instance with one of another template: steps of the new template whose titles match a completed step of the old one start completed, the first remaining step takes over the old one's active or paused status. Needs the entity's update capability. 409 when the entity runs no instance (start one instead).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "templateId": {
          "type": "string",
          "format": "uuid"
        },
        "entityType": {
          "type": "string",
          "description": "What a template drives — opportunity delivery, task work, or customer onboarding (customer).",
          "enum": [
            "opportunity",
            "task",
            "customer"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The entity: UUID or ref (OPP-4, ENG-12)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "templateId",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Swap the template running on an entity",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_step_instance",
    "operationId": "updateStepInstance",
    "toolset": "templates",
    "default": false,
    "title": "Move a step or change its owner",
    "description": "Changes a step instance's status and/or owner (driId). Moves: pending → active | skipped; active → paused | completed | skipped; paused → active | skipped; any other is 409 with error.data.allowed. Only one step is active at a time (409 naming it; use the handoff to move on). Completing or skipping activates the next pending step; reaching the terminal Completed step ends the instance (an opportunity on it becomes completed). Terminal steps cannot be changed (422). Returns the instance.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "stepInstanceId": {
          "type": "string",
          "format": "uuid",
          "description": "Step instance UUID (from the entity's template instance)."
        },
        "status": {
          "type": "string",
          "enum": [
            "active",
            "paused",
            "completed",
            "skipped"
          ]
        },
        "driId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The new owner (a user UUID, or me)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "stepInstanceId"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Move a step or change its owner",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_template_instance",
    "operationId": "getTemplateInstance",
    "toolset": "templates",
    "default": false,
    "title": "Get the template instance of an entity",
    "description": "The template instance driving an opportunity, task or customer — the running one, else the latest ended one — with its steps and the current step. 404 when the entity has none. entityId takes the UUID or ref.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "description": "What a template drives — opportunity delivery, task work, or customer onboarding (customer).",
          "enum": [
            "opportunity",
            "task",
            "customer"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The entity: UUID or ref (OPP-4, ENG-12)."
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Get the template instance of an entity",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_template",
    "operationId": "getTemplate",
    "toolset": "templates",
    "default": false,
    "title": "Get a workflow template",
    "description": "One template with its ordered steps.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Template UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a workflow template",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_template",
    "operationId": "updateTemplate",
    "toolset": "templates",
    "default": false,
    "title": "Update a workflow template",
    "description": "Changes a template's name or description, or makes it (isDefault true) the one default of its defaultEntityType, or stops it being the default. Steps change through the step operations.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Template UUID."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 5000
        },
        "isDefault": {
          "type": "boolean"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a workflow template",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_template",
    "operationId": "deleteTemplate",
    "toolset": "templates",
    "default": false,
    "title": "Delete a workflow template",
    "description": "Deletes a template that nothing uses. While any opportunity, task or customer is on it, or has an instance of it, it is refused with 409 and error.data.usage; move them first with reassign_template.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Template UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a workflow template",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "add_template_step",
    "operationId": "addTemplateStep",
    "toolset": "templates",
    "default": false,
    "title": "Add a step to a template",
    "description": "Adds a step before the terminal steps: at position (1-based, among the non-terminal steps; default last). defaultDriUserId defaults to the caller. Running instances are not changed. Returns the template.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Template UUID."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "description": {
          "type": "string",
          "maxLength": 5000
        },
        "defaultDriUserId": {
          "type": [
            "string",
            "null"
          ],
          "description": "Who owns the step when an instance starts (a user UUID, or me)."
        },
        "defaultDriRole": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "engineer",
            "pm",
            "em",
            "executive",
            "admin",
            "sales",
            "operations",
            null
          ],
          "description": "An org role: the entity's lead or owner owns the step when they hold it and no user is set."
        },
        "slaHours": {
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "maximum": 87600,
          "description": "Hours from activation until the step is due."
        },
        "position": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "description": "1-based among the non-terminal steps; past the end means last."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "title"
      ]
    },
    "annotations": {
      "title": "Add a step to a template",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_template_usage",
    "operationId": "getTemplateUsage",
    "toolset": "templates",
    "default": false,
    "title": "Where a template is used",
    "description": "How many opportunities, tasks and customers are on the template or have an instance of it, and how many instances are running.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Template UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Where a template is used",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "reassign_template",
    "operationId": "reassignTemplate",
    "toolset": "templates",
    "default": false,
    "title": "Move everything on a template to another",
    "description": "Moves every opportunity, task and customer on this template to the replacement: their workflowId changes and each running instance is swapped as swap_template_instance does (completed steps whose titles match are kept). Needs template:delete, task:update and opportunity:update. Returns the usage of the replacement.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Template UUID."
        },
        "replacementId": {
          "type": "string",
          "format": "uuid",
          "description": "The template to move to (not this one)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "replacementId"
      ]
    },
    "annotations": {
      "title": "Move everything on a template to another",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_categories",
    "operationId": "listCategories",
    "toolset": "categories",
    "default": false,
    "title": "List categories",
    "description": "The org's categories in their sort order (then by label), including the system categories Bug and Incident that every org has. Use it to find the categoryId to file a task or opportunity under. Each category has its label, slug, color, sortOrder and whether it is a system one. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Category",
    "annotations": {
      "title": "List categories",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_category",
    "operationId": "createCategory",
    "toolset": "categories",
    "default": false,
    "title": "Create a category",
    "description": "Creates a category with a label and an optional color (default #6e7781). Its slug is derived from the label (lower case, dashes) and made unique in the org with a numeric suffix (bug-2); it never changes afterwards. It goes last in the sort order unless sortOrder is given. Returns the category.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "label": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The name shown for the category."
        },
        "color": {
          "type": "string",
          "description": "a colour as # and six hex digits, such as #d73a4a"
        },
        "sortOrder": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000,
          "description": "Position in lists; lower first."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "label"
      ]
    },
    "annotations": {
      "title": "Create a category",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_category",
    "operationId": "getCategory",
    "toolset": "categories",
    "default": false,
    "title": "Get a category",
    "description": "One category of the org by UUID with its label, slug, color, sortOrder and system flag. 404 when it does not exist or belongs to another org.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Category UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a category",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_category",
    "operationId": "updateCategory",
    "toolset": "categories",
    "default": false,
    "title": "Update a category",
    "description": "Changes a category's label, color or sortOrder; omitted fields stay. The slug never changes, even when the label does. System categories (Bug, Incident) may be relabelled, recoloured and reordered. Returns the category.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Category UUID."
        },
        "label": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The name shown for the category."
        },
        "color": {
          "type": "string",
          "description": "a colour as # and six hex digits, such as #d73a4a"
        },
        "sortOrder": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000000,
          "description": "Position in lists; lower first."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a category",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_category",
    "operationId": "deleteCategory",
    "toolset": "categories",
    "default": false,
    "title": "Delete a category",
    "description": "Deletes a category of the org. Refused with 409 for a system category (error.data.system true) and for one that tasks or opportunities are filed under or time is logged on (error.data names the counts, tasks, opportunities and timeEntries): move them to another category first. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Category UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a category",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_tags",
    "operationId": "listTags",
    "toolset": "tags",
    "default": false,
    "title": "List tags",
    "description": "The org's tags by name, case-insensitively. Use it to find the tagIds to put on opportunities, tasks and insights. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Tag",
    "annotations": {
      "title": "List tags",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_tag",
    "operationId": "createTag",
    "toolset": "tags",
    "default": false,
    "title": "Create a tag",
    "description": "Creates a tag with a name, unique in the org regardless of case, and an optional color. A name already used, in any case, is 409 ALREADY_EXISTS: list tags and reuse that one. Returns the tag; put its id in an entity's tagIds.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Unique in the org, regardless of case."
        },
        "color": {
          "type": [
            "string",
            "null"
          ],
          "description": "a colour as # and six hex digits, such as #d73a4a; null or omitted for none"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name"
      ]
    },
    "annotations": {
      "title": "Create a tag",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_tag",
    "operationId": "updateTag",
    "toolset": "tags",
    "default": false,
    "title": "Rename or recolour a tag",
    "description": "Changes a tag's name or color (null clears the color); entities keep the tag. A name another tag has (in any case) is 409 ALREADY_EXISTS. Returns the tag.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Tag UUID."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Unique in the org, regardless of case."
        },
        "color": {
          "type": [
            "string",
            "null"
          ],
          "description": "a colour as # and six hex digits, such as #d73a4a; null clears it"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Rename or recolour a tag",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_tag",
    "operationId": "deleteTag",
    "toolset": "tags",
    "default": false,
    "title": "Delete a tag",
    "description": "Deletes a tag and removes it from every opportunity and task that carries it, in one step. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Tag UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a tag",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_prd_templates",
    "operationId": "listPrdTemplates",
    "toolset": "prd-templates",
    "default": false,
    "title": "List PRD templates",
    "description": "PRD templates by name: the org-wide ones and those of the teams the caller is a member of. allTeams=true lists every team's too and needs prd_template:update (403 otherwise). Each carries its markdown content and teamId (null when org-wide); a team's default is its defaultPrdTemplateId. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "allTeams": {
          "type": "boolean",
          "default": false,
          "description": "true: every team's templates too (needs prd_template:update); default false: org-wide ones and your teams'."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "PrdTemplate",
    "annotations": {
      "title": "List PRD templates",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_prd_template",
    "operationId": "createPrdTemplate",
    "toolset": "prd-templates",
    "default": false,
    "title": "Create a PRD template",
    "description": "Creates a PRD template: a name and markdown content, for a team (teamId: you must be a member, or hold prd_template:update) or org-wide (teamId null or omitted: needs prd_template:update; 403 otherwise). Returns the template; set it as a team's default with update_team (defaultPrdTemplateId).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "content": {
          "type": "string",
          "maxLength": 200000,
          "description": "Markdown."
        },
        "teamId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The owning team (UUID or prefix such as ENG); null or omitted for an org-wide template."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name"
      ]
    },
    "annotations": {
      "title": "Create a PRD template",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_prd_template",
    "operationId": "getPrdTemplate",
    "toolset": "prd-templates",
    "default": false,
    "title": "Get a PRD template",
    "description": "One PRD template by UUID with its markdown content. Another team's template is 404 unless you are a member of that team or hold prd_template:update.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "PRD template UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a PRD template",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_prd_template",
    "operationId": "updatePrdTemplate",
    "toolset": "prd-templates",
    "default": false,
    "title": "Update a PRD template",
    "description": "Changes a PRD template's name, content or team; omitted fields stay. teamId (a team UUID or prefix) moves it to that team, and a team it leaves no longer has it as its default; null makes it org-wide. Another team's template is 404 unless you are its member or hold prd_template:update. Returns the template.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "PRD template UUID."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "content": {
          "type": "string",
          "maxLength": 200000,
          "description": "Markdown."
        },
        "teamId": {
          "type": [
            "string",
            "null"
          ],
          "description": "Move it to this team (UUID or prefix such as ENG); null makes it org-wide."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a PRD template",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_prd_template",
    "operationId": "deletePrdTemplate",
    "toolset": "prd-templates",
    "default": false,
    "title": "Delete a PRD template",
    "description": "Deletes a PRD template of the org. Teams that had it as their default and opportunities that used it keep working without one (their reference becomes null). An org-wide template needs prd_template:update. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "PRD template UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a PRD template",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_opportunity_context",
    "operationId": "getOpportunityContext",
    "toolset": "opportunities",
    "default": true,
    "title": "Everything about an opportunity",
    "description": "Reads everything about one opportunity in one call (id: UUID or ref OPP-7). Use it before working on or deciding about it. Returns the opportunity with its PRD (content), the objectives it serves with metric, target, latest reading and progress (0-1), comments, the running template step, and linked customers, insights and pull requests; unreadable sections are null.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Everything about an opportunity",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_task_context",
    "operationId": "getTaskContext",
    "toolset": "tasks",
    "default": true,
    "title": "Everything about a task",
    "description": "Reads everything about one task in one call (id: UUID or ref ENG-12). Use it before starting work on it. Returns the task with its spec (content), parent and subtasks, assignments, phase, its opportunity and PRD, the objectives behind it with progress, comments, linked pull requests and the running template step.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Everything about a task",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "write_task_handoff",
    "operationId": "createTaskHandoff",
    "toolset": "tasks",
    "default": true,
    "title": "Hand a task over",
    "description": "Hands a task over with a note (id: UUID or ref ENG-12): the note becomes a system comment, and the new owner (toUserId: UUID or me) or, without one, the task's owner and assignees are notified. Use it when you stop working on a task so the next person knows where it stands. Returns the task.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "note": {
          "type": "string",
          "minLength": 1,
          "maxLength": 5000,
          "description": "What the next person needs to know."
        },
        "toUserId": {
          "type": [
            "string",
            "null"
          ],
          "description": "The new owner (a user UUID, or me)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "note"
      ]
    },
    "annotations": {
      "title": "Hand a task over",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "synthesize_opportunity_prd",
    "operationId": "synthesizeOpportunityPrd",
    "toolset": "opportunities",
    "default": false,
    "title": "Draft a PRD",
    "description": "Returns a draft PRD (markdown) assembled from the opportunity's description, the objectives it serves with their metric, target and progress, its validation risks and votes, its scorecard, its phases and tasks, and linked insights' verbatims. Drafts are cached for an hour: cached, ageMs and staleSinceLastSynth (the inputs changed since) say so; bypassCache drafts anew. It never writes the PRD: apply it with update_opportunity content.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "bypassCache": {
          "type": "boolean",
          "default": false
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Draft a PRD",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_opportunity_phase",
    "operationId": "updateOpportunityPhase",
    "toolset": "opportunities",
    "default": false,
    "title": "Update a delivery phase",
    "description": "Changes a delivery phase's title, owner or target date; null clears the owner, and a null target date makes the phase open ended. The order changes with reorder_opportunity_phases. Returns the phase.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "phaseId": {
          "type": "string",
          "format": "uuid",
          "description": "Delivery phase UUID (from the opportunity's phases)."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "ownerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "Who owns the phase (a user UUID, or me); null clears it."
        },
        "targetDate": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "description": "When the phase should be done (YYYY-MM-DD); null makes it open ended."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "phaseId"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a delivery phase",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_opportunity_phase",
    "operationId": "deleteOpportunityPhase",
    "toolset": "opportunities",
    "default": false,
    "title": "Delete a delivery phase",
    "description": "Deletes a delivery phase; its tasks stay on the opportunity without a phase, and the phases after it move up one place.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "phaseId": {
          "type": "string",
          "format": "uuid",
          "description": "Delivery phase UUID (from the opportunity's phases)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "phaseId"
      ]
    },
    "annotations": {
      "title": "Delete a delivery phase",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "handoff_opportunity_phase",
    "operationId": "handoffOpportunityPhase",
    "toolset": "opportunities",
    "default": false,
    "title": "Hand off from a delivery phase to the next",
    "description": "Records that a delivery phase hands over to the next one: the note becomes a system comment on the opportunity's thread and the next phase's owner is notified (type handoff). An empty or omitted note is a no-op: nothing is written and handedOff is false. Nothing else changes (phases have no state). Returns what was written.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fromPhaseId": {
          "type": "string",
          "format": "uuid",
          "description": "UUID of the delivery phase being handed off (from the opportunity's phases)."
        },
        "note": {
          "type": "string",
          "maxLength": 5000,
          "description": "What the next phase's owner needs to know; empty changes nothing."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "fromPhaseId"
      ]
    },
    "annotations": {
      "title": "Hand off from a delivery phase to the next",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_objective_claims",
    "operationId": "listObjectiveClaims",
    "toolset": "objectives",
    "default": false,
    "title": "List customer claims on an objective",
    "description": "Open customer insights with an impact on the objective, by committed date (undated last): each with the estimated delta, the date committed to the customer, the linked work and conditionStatus (no_work, in_progress, delivered, broken). Unpaged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Objective UUID or ref OBJ-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "Claim",
    "annotations": {
      "title": "List customer claims on an objective",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_customers",
    "operationId": "listCustomers",
    "toolset": "customers",
    "default": true,
    "title": "List customers",
    "description": "Lists the org's customer accounts by name, optionally of one lifecycle status. Use it to find a customer for get_customer or to root an insight at. Returns each account's ref (CUS-3), status, owner, current ARR and health. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "description": "Only customers in this lifecycle status.",
          "enum": [
            "prospect",
            "onboarding",
            "pilot",
            "live",
            "churned",
            "lost"
          ]
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Customer",
    "annotations": {
      "title": "List customers",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_customer",
    "operationId": "createCustomer",
    "toolset": "customers",
    "default": false,
    "title": "Create a customer",
    "description": "Creates a customer account with a name and optionally status (default prospect; churned and lost are reached by moving a customer there with a reason), owner, current ARR, health, customerSince and a free-form profile. Returns the customer (201) with its ref CUS-<n>.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "ownerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a user UUID, or me for the caller"
        },
        "arr": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 99999999999999
        },
        "health": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "healthy",
            "at_risk",
            "critical",
            null
          ]
        },
        "customerSince": {
          "type": [
            "string",
            "null"
          ],
          "format": "date"
        },
        "profile": {
          "type": "object",
          "additionalProperties": true
        },
        "status": {
          "type": "string",
          "enum": [
            "prospect",
            "onboarding",
            "pilot",
            "live"
          ],
          "default": "prospect"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name"
      ]
    },
    "annotations": {
      "title": "Create a customer",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_customer_commitments",
    "operationId": "listCustomerCommitments",
    "toolset": "customers",
    "default": false,
    "title": "List commitments to customers",
    "description": "Dated promises to customers, soonest deadline first: insights rooted at a customer with a deadline, not rejected or archived, each with its linked work and atRisk (work not all completed and the deadline passed, or the deadline within 14 days and no linked work in progress). Optionally one customer's, or only those at risk. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "customerId": {
          "type": "string",
          "description": "Only promises to this customer (UUID or CUS-3)."
        },
        "atRisk": {
          "type": "boolean",
          "description": "true: only commitments at risk."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Commitment",
    "annotations": {
      "title": "List commitments to customers",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_customer_arr_summary",
    "operationId": "getCustomerArrSummary",
    "toolset": "customers",
    "default": false,
    "title": "Summarize ARR",
    "description": "ARR across the org: per lifecycle status the number of customers and the sum of their current ARR, and a monthly waterfall (starting, new, expansion, contraction, churned, ending) derived from ARR points over from..to (months; default the last 12 months including this one).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "description": "First month (any day in it); default 11 months before to."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last month (any day in it); default this month."
        }
      },
      "additionalProperties": false
    },
    "annotations": {
      "title": "Summarize ARR",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_customer",
    "operationId": "getCustomer",
    "toolset": "customers",
    "default": true,
    "title": "Get a customer",
    "description": "Reads one customer account (id: UUID or ref CUS-3). Use it before acting for a customer. Returns status, owner, current ARR, health and profile; its actions offer the lifecycle moves and next reads.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a customer",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_customer",
    "operationId": "updateCustomer",
    "toolset": "customers",
    "default": false,
    "title": "Update a customer",
    "description": "Changes a customer's name, owner, ARR, health, customerSince, profile or lifecycle status. Status moves follow the lifecycle: any customer → churned or lost; prospect → onboarding, pilot, live; onboarding → pilot, live; pilot → onboarding, live; churned and lost → prospect; any other move is 409 with the allowed ones. A move to churned or lost needs reason, which is stored as an insight rooted at the customer (source observation). Returns the customer.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "ownerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a user UUID, or me for the caller"
        },
        "arr": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 99999999999999
        },
        "health": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "healthy",
            "at_risk",
            "critical",
            null
          ]
        },
        "customerSince": {
          "type": [
            "string",
            "null"
          ],
          "format": "date"
        },
        "profile": {
          "type": "object",
          "additionalProperties": true
        },
        "status": {
          "type": "string",
          "description": "A customer's lifecycle status. Moves: any customer → churned or lost; prospect → onboarding, pilot, live; onboarding → pilot, live; pilot → onboarding, live; churned → prospect; lost → prospect. Moving to churned or lost needs a reason, stored as an insight rooted at the customer (source observation).",
          "enum": [
            "prospect",
            "onboarding",
            "pilot",
            "live",
            "churned",
            "lost"
          ]
        },
        "reason": {
          "type": "string",
          "minLength": 5,
          "maxLength": 2000,
          "description": "Why the customer churned or was lost: required with status churned or lost, refused otherwise."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a customer",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_customer",
    "operationId": "deleteCustomer",
    "toolset": "customers",
    "default": false,
    "title": "Delete a customer",
    "description": "Deletes a customer account with its insights, contacts, feed notes, ARR points and opportunity links; the opportunities themselves stay. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a customer",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_customer_contacts",
    "operationId": "listCustomerContacts",
    "toolset": "customers",
    "default": false,
    "title": "List a customer's contacts",
    "description": "The people at a customer account, the primary contact first, then by name. Unpaged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "Contact",
    "annotations": {
      "title": "List a customer's contacts",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_customer_contact",
    "operationId": "createCustomerContact",
    "toolset": "customers",
    "default": false,
    "title": "Add a contact to a customer",
    "description": "Adds a person to a customer account: name plus optional title, role, email, phone, notes and primary. A customer has at most one primary contact: adding a primary one demotes the previous one in the same write. Returns the contact (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "title": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200
        },
        "role": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200
        },
        "email": {
          "type": [
            "string",
            "null"
          ],
          "format": "email",
          "maxLength": 320
        },
        "phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50
        },
        "notes": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 5000
        },
        "primary": {
          "type": "boolean",
          "description": "Makes this the primary contact; the previous primary one is demoted."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "name"
      ]
    },
    "annotations": {
      "title": "Add a contact to a customer",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_customer_contact",
    "operationId": "updateCustomerContact",
    "toolset": "customers",
    "default": false,
    "title": "Update a customer contact",
    "description": "Changes a contact's fields; primary true demotes the customer's previous primary contact in the same write, primary false leaves the customer without one. Returns the contact.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "contactId": {
          "type": "string",
          "format": "uuid",
          "description": "A contact of the customer (its UUID, as the customer's contact list gives it)."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "title": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200
        },
        "role": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200
        },
        "email": {
          "type": [
            "string",
            "null"
          ],
          "format": "email",
          "maxLength": 320
        },
        "phone": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 50
        },
        "notes": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 5000
        },
        "primary": {
          "type": "boolean",
          "description": "Makes this the primary contact; the previous primary one is demoted."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "contactId"
      ],
      "minProperties": 3
    },
    "annotations": {
      "title": "Update a customer contact",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_customer_contact",
    "operationId": "deleteCustomerContact",
    "toolset": "customers",
    "default": false,
    "title": "Remove a customer contact",
    "description": "Removes a contact from a customer account. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "contactId": {
          "type": "string",
          "format": "uuid",
          "description": "A contact of the customer (its UUID, as the customer's contact list gives it)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "contactId"
      ]
    },
    "annotations": {
      "title": "Remove a customer contact",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_customer_opportunities",
    "operationId": "listCustomerOpportunities",
    "toolset": "customers",
    "default": false,
    "title": "List a customer's opportunities",
    "description": "The opportunities linked to a customer, newest link first, each with the template step instance it is pinned to (stepInstanceId, null when unpinned). Unpaged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "CustomerOpportunity",
    "annotations": {
      "title": "List a customer's opportunities",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "link_customer_opportunity",
    "operationId": "linkCustomerOpportunity",
    "toolset": "customers",
    "default": false,
    "title": "Link an opportunity to a customer",
    "description": "Links an opportunity (UUID or OPP-7) to a customer, optionally pinned to one step instance of the opportunity's template; stepInstanceId omitted or null unpins. Idempotent: linking a linked opportunity again only sets the pin. Returns the link.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "opportunityId": {
          "type": "string",
          "description": "an opportunity UUID or ref such as OPP-3"
        },
        "stepInstanceId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A step instance of the opportunity's template; omitted or null unpins."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "opportunityId"
      ]
    },
    "annotations": {
      "title": "Link an opportunity to a customer",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "unlink_customer_opportunity",
    "operationId": "unlinkCustomerOpportunity",
    "toolset": "customers",
    "default": false,
    "title": "Unlink an opportunity from a customer",
    "description": "Removes the link between a customer and an opportunity; the opportunity stays. 404 when they are not linked. Returns {id, deleted: true} with the opportunity's id.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "opportunityId": {
          "type": "string",
          "description": "The linked opportunity: its UUID or ref OPP-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "opportunityId"
      ]
    },
    "annotations": {
      "title": "Unlink an opportunity from a customer",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_customer_updates",
    "operationId": "listCustomerUpdates",
    "toolset": "customers",
    "default": false,
    "title": "Read a customer's feed",
    "description": "A customer's feed, newest first: account notes, status updates posted on its linked opportunities, decisions on its insights, and linked opportunities completed (shipped). Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "CustomerUpdate",
    "annotations": {
      "title": "Read a customer's feed",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_customer_update",
    "operationId": "createCustomerUpdate",
    "toolset": "customers",
    "default": false,
    "title": "Post an account note",
    "description": "Posts a note to a customer's feed: what happened on the account (a call, an escalation, a renewal signal). Returns the feed entry (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "body": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "body"
      ]
    },
    "annotations": {
      "title": "Post an account note",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_customer_arr_points",
    "operationId": "listCustomerArrPoints",
    "toolset": "customers",
    "default": false,
    "title": "List a customer's ARR points",
    "description": "A customer's ARR history, oldest effective date first, each point with its delta from the one before (derived, never stored). Unpaged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "ArrPoint",
    "annotations": {
      "title": "List a customer's ARR points",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_customer_arr_point",
    "operationId": "createCustomerArrPoint",
    "toolset": "customers",
    "default": false,
    "title": "Record an ARR point",
    "description": "Records that a customer's ARR was level from effectiveDate on. A date in the future is 400. When the point is the customer's latest (no point has a later effective date), it also sets the customer's current ARR. Returns the point with its delta (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "level": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000000000
        },
        "effectiveDate": {
          "type": "string",
          "format": "date",
          "description": "From when; today or earlier."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "level",
        "effectiveDate"
      ]
    },
    "annotations": {
      "title": "Record an ARR point",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_customer_arr_point",
    "operationId": "deleteCustomerArrPoint",
    "toolset": "customers",
    "default": false,
    "title": "Delete an ARR point",
    "description": "Deletes one ARR point of a customer; the customer's current ARR is not recomputed (set it with an update if it should change). Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "arrPointId": {
          "type": "string",
          "format": "uuid",
          "description": "An ARR point of the customer (its UUID, as the customer's ARR history gives it)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "arrPointId"
      ]
    },
    "annotations": {
      "title": "Delete an ARR point",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_insights",
    "operationId": "listInsights",
    "toolset": "insights",
    "default": false,
    "title": "List insights",
    "description": "Customer evidence, newest first, filtered by status, customer, linked opportunity, task or objective, review team, recorder, tag and full-text q over verbatim and interpretation. Archived insights are left out unless includeArchived is true or status is archived. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "description": "Only insights in this status.",
          "enum": [
            "created",
            "review",
            "need_context",
            "active",
            "rejected",
            "delivered",
            "stale",
            "archived"
          ]
        },
        "customerId": {
          "type": "string",
          "description": "Only insights rooted at this customer (UUID or CUS-3)."
        },
        "opportunityId": {
          "type": "string",
          "description": "Only insights linked to this opportunity (UUID or OPP-3)."
        },
        "taskId": {
          "type": "string",
          "description": "Only insights linked to this task (UUID or ref ENG-12)."
        },
        "objectiveId": {
          "type": "string",
          "description": "Only insights linked to this objective (UUID or OBJ-3) or with an impact on it."
        },
        "reviewTeamId": {
          "type": "string",
          "description": "Only insights sent to this team (UUID or prefix) for review."
        },
        "recordedById": {
          "type": "string",
          "description": "Only insights recorded by this user (UUID, or me for yours)."
        },
        "tagId": {
          "type": "string",
          "format": "uuid",
          "description": "Only insights with this tag."
        },
        "q": {
          "type": "string",
          "minLength": 2,
          "maxLength": 200,
          "description": "Words that must all appear in the verbatim or interpretation."
        },
        "includeArchived": {
          "type": "boolean",
          "default": false,
          "description": "true: archived insights too."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Insight",
    "annotations": {
      "title": "List insights",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_insight",
    "operationId": "createInsight",
    "toolset": "insights",
    "default": false,
    "title": "Record an insight",
    "description": "Records customer evidence: the verbatim ask, where it came from (source) and who asked. Exactly one demand root: customerId (a customer, UUID or CUS-3), stakeholderUserId (a user of the org, or me) or externalStakeholderId (from the external stakeholders list); none or two is 400 naming the fields. Optional interpretation, moscow priority, deadline (a date promised to the customer), tags, links to work and objective impacts are set here or later. The insight starts created. Returns the insight (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "verbatim": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "The ask in the words of who made it."
        },
        "source": {
          "type": "string",
          "enum": [
            "interview",
            "support",
            "sales",
            "async",
            "observation",
            "submission"
          ]
        },
        "interpretation": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 10000,
          "description": "What the ask means for the product, in your words."
        },
        "moscow": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "must",
            "should",
            "could",
            "wont",
            null
          ]
        },
        "deadline": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "description": "A date promised to the customer; makes it a commitment."
        },
        "tagIds": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "string",
            "format": "uuid"
          }
        },
        "customerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a customer UUID or ref such as CUS-3"
        },
        "stakeholderUserId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a user UUID, or me for the caller"
        },
        "externalStakeholderId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "verbatim",
        "source"
      ]
    },
    "annotations": {
      "title": "Record an insight",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_blocking_insights",
    "operationId": "listBlockingInsights",
    "toolset": "insights",
    "default": false,
    "title": "List insights blocked by work",
    "description": "The insights whose link to one opportunity or task is marked blocking: exactly one of opportunityId or taskId. Unpaged, newest first. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "opportunityId": {
          "type": "string",
          "description": "The opportunity (UUID or OPP-7)."
        },
        "taskId": {
          "type": "string",
          "description": "The task (UUID or ENG-12)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Insight",
    "annotations": {
      "title": "List insights blocked by work",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_insight",
    "operationId": "getInsight",
    "toolset": "insights",
    "default": false,
    "title": "Get an insight",
    "description": "One insight by UUID or ref (INS-4) with its links and impacts; its actions offer the valid status moves and link operations.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get an insight",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_insight",
    "operationId": "updateInsight",
    "toolset": "insights",
    "default": false,
    "title": "Update an insight",
    "description": "Changes an insight's verbatim, interpretation, source, moscow, deadline, tags or demand root. Changing the root means naming one root and setting the others to null, so that exactly one remains (400 naming the fields otherwise). Status moves go through set_insight_status and set_insight_review_team. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "verbatim": {
          "type": "string",
          "minLength": 1,
          "maxLength": 10000,
          "description": "The ask in the words of who made it."
        },
        "source": {
          "type": "string",
          "enum": [
            "interview",
            "support",
            "sales",
            "async",
            "observation",
            "submission"
          ]
        },
        "interpretation": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 10000,
          "description": "What the ask means for the product, in your words."
        },
        "moscow": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "must",
            "should",
            "could",
            "wont",
            null
          ]
        },
        "deadline": {
          "type": [
            "string",
            "null"
          ],
          "format": "date",
          "description": "A date promised to the customer; makes it a commitment."
        },
        "tagIds": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "string",
            "format": "uuid"
          }
        },
        "customerId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a customer UUID or ref such as CUS-3"
        },
        "stakeholderUserId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a user UUID, or me for the caller"
        },
        "externalStakeholderId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update an insight",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_insight",
    "operationId": "deleteInsight",
    "toolset": "insights",
    "default": false,
    "title": "Delete an insight",
    "description": "Deletes an insight with its links and impacts; consider archiving it instead (set_insight_status archived) to keep the evidence. Returns {id, deleted: true}.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete an insight",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "attach_insight",
    "operationId": "attachInsight",
    "toolset": "insights",
    "default": false,
    "title": "Link an insight to work or an objective",
    "description": "Links an insight to an opportunity, task or objective, optionally pinned. Attaching an opportunity or task to a created insight makes it active (delivered at once if all its linked work is already completed). Linking again only updates pinned. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "entityType": {
          "type": "string",
          "enum": [
            "opportunity",
            "task",
            "objective"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2)."
        },
        "pinned": {
          "type": "boolean",
          "default": false
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Link an insight to work or an objective",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "detach_insight",
    "operationId": "detachInsight",
    "toolset": "insights",
    "default": false,
    "title": "Unlink an insight",
    "description": "Removes an insight's link to an opportunity, task or objective. 404 when not linked. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "entityType": {
          "type": "string",
          "enum": [
            "opportunity",
            "task",
            "objective"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Unlink an insight",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "set_insight_link",
    "operationId": "setInsightLink",
    "toolset": "insights",
    "default": false,
    "title": "Set an insight link's flags",
    "description": "Sets pinned and/or blocking on an existing link of the insight: at least one flag; blocking marks an opportunity or task the ask waits on and is refused (400) on objective links. 404 when not linked. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "entityType": {
          "type": "string",
          "enum": [
            "opportunity",
            "task",
            "objective"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The opportunity, task or objective: UUID or ref (OPP-7, ENG-12, OBJ-2)."
        },
        "pinned": {
          "type": "boolean"
        },
        "blocking": {
          "type": "boolean"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Set an insight link's flags",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "set_insight_status",
    "operationId": "setInsightStatus",
    "toolset": "insights",
    "default": false,
    "title": "Decide on an insight",
    "description": "Moves an insight to rejected, need_context or archived, from any status. rejected needs note (5-1000 characters) and rejectionCategory; the decision is posted to the org's system room and, for a customer's insight, to the customer's feed. need_context needs note and returns the insight to its recorder (a notification). archived hides it from default lists. Moving to its current status is 409. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "status": {
          "type": "string",
          "enum": [
            "rejected",
            "need_context",
            "archived"
          ]
        },
        "note": {
          "type": "string",
          "minLength": 5,
          "maxLength": 1000,
          "description": "Why: required for rejected and need_context."
        },
        "rejectionCategory": {
          "type": "string",
          "enum": [
            "no_demand",
            "not_aligned",
            "not_viable",
            "not_now",
            "duplicate",
            "other"
          ],
          "description": "Required for rejected."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "status"
      ]
    },
    "annotations": {
      "title": "Decide on an insight",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "set_insight_review_team",
    "operationId": "setInsightReviewTeam",
    "toolset": "insights",
    "default": false,
    "title": "Send an insight for review",
    "description": "Sends an insight to a team for review: with a team (UUID or prefix) it becomes review and the team's insight reviewer is notified; with null the review ends and a live insight becomes active when it has linked work, else created. A terminal insight (rejected, delivered, archived) keeps its outcome. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "teamId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a team UUID or the team's prefix such as ENG"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "teamId"
      ]
    },
    "annotations": {
      "title": "Send an insight for review",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "set_insight_tags",
    "operationId": "setInsightTags",
    "toolset": "insights",
    "default": false,
    "title": "Set an insight's tags",
    "description": "Replaces an insight's tags with the given list; an empty list clears them. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "tagIds": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "string",
            "format": "uuid"
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "tagIds"
      ]
    },
    "annotations": {
      "title": "Set an insight's tags",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "set_insight_impact",
    "operationId": "setInsightImpact",
    "toolset": "insights",
    "default": false,
    "title": "Set an insight's objective impacts",
    "description": "Replaces an insight's objective impacts with the given list: per objective (UUID or OBJ-2), the delta the ask would move its metric by, in that metric's unit. An empty list clears them; an objective twice is 400. Returns the insight.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "impacts": {
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "objectiveId",
              "delta"
            ],
            "properties": {
              "objectiveId": {
                "type": "string",
                "description": "an objective UUID or ref such as OBJ-3"
              },
              "delta": {
                "type": "number",
                "minimum": -99999999999999,
                "maximum": 99999999999999
              }
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "impacts"
      ]
    },
    "annotations": {
      "title": "Set an insight's objective impacts",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_external_stakeholders",
    "operationId": "listExternalStakeholders",
    "toolset": "insights",
    "default": false,
    "title": "List external stakeholders",
    "description": "The org's external stakeholders by name, at most 500: demand roots outside the org, for insights that come from neither a customer nor a colleague. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "ExternalStakeholder",
    "annotations": {
      "title": "List external stakeholders",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_external_stakeholder",
    "operationId": "createExternalStakeholder",
    "toolset": "insights",
    "default": false,
    "title": "Add an external stakeholder",
    "description": "Adds an external stakeholder, a person outside the org. Names are unique regardless of case: a name already there returns the existing stakeholder with 200 instead of 201.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "name"
      ]
    },
    "annotations": {
      "title": "Add an external stakeholder",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_customer_onboarding",
    "operationId": "getCustomerOnboarding",
    "toolset": "customers",
    "default": false,
    "title": "Get a customer's onboarding",
    "description": "A customer's onboarding: the template instance driving it and its milestones in order, each with DRI, the ARR tranche it unlocks, its task, attached work and due date. hasOnboarding is false when it was never started.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a customer's onboarding",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "start_customer_onboarding",
    "operationId": "startCustomerOnboarding",
    "toolset": "customers",
    "default": false,
    "title": "Start a customer's onboarding",
    "description": "Starts onboarding: applies templateId, else the org's default customer template (404 with how to make one when there is none), seeds the milestones from its steps and activates the first; a prospect or pilot becomes onboarding. Refused (409) while an onboarding runs, and for live, churned or lost customers. Returns the onboarding (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "templateId": {
          "type": "string",
          "format": "uuid",
          "description": "A template whose defaultEntityType is customer; omitted: the org default."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Start a customer's onboarding",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "advance_customer_onboarding",
    "operationId": "advanceCustomerOnboarding",
    "toolset": "customers",
    "default": false,
    "title": "Advance a customer's onboarding",
    "description": "Completes the active onboarding milestone and activates the next: name it by stepInstanceId or by its template stepId (exactly one; 409 when it is not the active one). A completed milestone with an ARR tranche records an ARR point raising the customer's ARR by it. Advancing past the last milestone completes the onboarding, as complete does. Returns the onboarding.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "stepInstanceId": {
          "type": "string",
          "format": "uuid"
        },
        "stepId": {
          "type": "string",
          "format": "uuid"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Advance a customer's onboarding",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "complete_customer_onboarding",
    "operationId": "completeCustomerOnboarding",
    "toolset": "customers",
    "default": false,
    "title": "Complete a customer's onboarding",
    "description": "Makes a prospect, onboarding or pilot customer live: a running onboarding lands on its Completed step (remaining milestones skipped), customerSince is stamped (today, when not set) and the customer's followers are notified. Never revives a churned or lost customer (409), and a live one is 409. Returns the customer.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Complete a customer's onboarding",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_customer_onboarding_step",
    "operationId": "updateCustomerOnboardingStep",
    "toolset": "customers",
    "default": false,
    "title": "Update an onboarding milestone",
    "description": "Sets a milestone's DRI (a user, or me), the ARR tranche it unlocks (null clears it) or its task (setting taskId also needs task:update; null clears it). Returns the milestone.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "stepInstanceId": {
          "type": "string",
          "format": "uuid",
          "description": "A milestone of the customer's onboarding (its step instance UUID, from the onboarding read)."
        },
        "driId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a user UUID, or me for the caller"
        },
        "arrTranche": {
          "type": [
            "number",
            "null"
          ],
          "minimum": 0,
          "maximum": 99999999999999
        },
        "taskId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "stepInstanceId"
      ],
      "minProperties": 3
    },
    "annotations": {
      "title": "Update an onboarding milestone",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "create_customer_onboarding_step_work",
    "operationId": "createCustomerOnboardingStepWork",
    "toolset": "customers",
    "default": false,
    "title": "Create work for an onboarding milestone",
    "description": "Creates a task (kind task: needs task:create and teamId) or an opportunity (kind opportunity: needs opportunity:create) for an onboarding milestone and attaches it: the task carries the milestone as its onboardingStepInstanceId; the opportunity is linked to the customer, pinned to the milestone. Returns {kind, id, ref} (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "stepInstanceId": {
          "type": "string",
          "format": "uuid",
          "description": "A milestone of the customer's onboarding (its step instance UUID, from the onboarding read)."
        },
        "kind": {
          "type": "string",
          "enum": [
            "task",
            "opportunity"
          ]
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "At most 200 characters (the shorter of the task and opportunity title limits)."
        },
        "teamId": {
          "type": "string",
          "description": "The team of the task (UUID or prefix): required for kind task."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "stepInstanceId",
        "kind",
        "title"
      ]
    },
    "annotations": {
      "title": "Create work for an onboarding milestone",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_customer_reviews",
    "operationId": "listCustomerReviews",
    "toolset": "customers",
    "default": false,
    "title": "List a customer's reviews",
    "description": "A customer's stored pre-meeting reviews, newest first. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "CustomerReview",
    "annotations": {
      "title": "List a customer's reviews",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_customer_review",
    "operationId": "createCustomerReview",
    "toolset": "customers",
    "default": false,
    "title": "Build a customer review",
    "description": "Builds and stores a pre-meeting digest of a customer since from: new asks, shipped work, feed updates, overdue commitments, delayed work and stuck asks (created or in review for 30+ days), with a narrative written from them. from is a date, not in the future. Returns the review (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "from": {
          "type": "string",
          "format": "date"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "from"
      ]
    },
    "annotations": {
      "title": "Build a customer review",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_customer_review",
    "operationId": "getCustomerReview",
    "toolset": "customers",
    "default": false,
    "title": "Get a customer review",
    "description": "One stored review of the customer.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Customer UUID or ref CUS-<n>."
        },
        "reviewId": {
          "type": "string",
          "format": "uuid",
          "description": "A review of the customer (its UUID, from the review list)."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "reviewId"
      ]
    },
    "annotations": {
      "title": "Get a customer review",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_similar_insights",
    "operationId": "listSimilarInsights",
    "toolset": "insights",
    "default": false,
    "title": "List insights similar to one",
    "description": "Near-duplicates of an insight and past rejections of similar asks, most similar first, at most 20: check them before recording or promoting the same ask twice. Similarity is lexical (trigrams over verbatim and interpretation, raised by full-text rank). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Insight UUID or ref INS-<n>."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "SimilarInsight",
    "annotations": {
      "title": "List insights similar to one",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_insight_patterns",
    "operationId": "getInsightPatterns",
    "toolset": "insights",
    "default": false,
    "title": "Read the insight pattern board",
    "description": "Clusters of similar unjudged insights (created or review, no linked work), largest ARR at stake first, each with a stable id, its insights, customer count and ARR at stake. Act on one with attach-work (link every insight to an opportunity or task), link-insights, dismiss, or promote it with patternPromotion when creating an opportunity.",
    "inputSchema": {
      "type": "object",
      "properties": {},
      "additionalProperties": false
    },
    "annotations": {
      "title": "Read the insight pattern board",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "accept_insight_pattern",
    "operationId": "acceptInsightPattern",
    "toolset": "insights",
    "default": false,
    "title": "Promote a pattern to an opportunity (deprecated)",
    "description": "Deprecated: create the opportunity with patternPromotion {patternId} instead, or attach the pattern to existing work. Still works: creates an opportunity titled title (default the pattern's label) linked to every insight of the pattern, and answers with a Deprecation header and meta.deprecation. Also needs opportunity:create. Returns the opportunity (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "patternId": {
          "type": "string",
          "format": "uuid",
          "description": "A pattern of the board (its UUID, from the pattern board)."
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "The new opportunity's title (default: the pattern's label); at most 200 characters, as any opportunity title."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "patternId"
      ]
    },
    "annotations": {
      "title": "Promote a pattern to an opportunity (deprecated)",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "dismiss_insight_pattern",
    "operationId": "dismissInsightPattern",
    "toolset": "insights",
    "default": false,
    "title": "Dismiss a pattern",
    "description": "Takes a pattern off the board; the same cluster does not come back. Returns the pattern.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "patternId": {
          "type": "string",
          "format": "uuid",
          "description": "A pattern of the board (its UUID, from the pattern board)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "patternId"
      ]
    },
    "annotations": {
      "title": "Dismiss a pattern",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "attach_insight_pattern_work",
    "operationId": "attachInsightPatternWork",
    "toolset": "insights",
    "default": false,
    "title": "Attach a pattern to work",
    "description": "Links every insight of the pattern to an existing opportunity or task, as attach does for each (created insights become active), and marks the pattern attached. entityId is a UUID or ref (OPP-7, ENG-12). Returns the pattern.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "patternId": {
          "type": "string",
          "format": "uuid",
          "description": "A pattern of the board (its UUID, from the pattern board)."
        },
        "entityType": {
          "type": "string",
          "enum": [
            "opportunity",
            "task"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "patternId",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Attach a pattern to work",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "link_insight_pattern_insights",
    "operationId": "linkInsightPatternInsights",
    "toolset": "insights",
    "default": false,
    "title": "Add insights to a pattern",
    "description": "Adds the given insights (UUIDs or refs INS-4) to an open pattern; they stay in it across reads. Returns the pattern.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "patternId": {
          "type": "string",
          "format": "uuid",
          "description": "A pattern of the board (its UUID, from the pattern board)."
        },
        "insightIds": {
          "type": "array",
          "minItems": 1,
          "maxItems": 100,
          "items": {
            "type": "string",
            "description": "an insight UUID or ref such as INS-3"
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "patternId",
        "insightIds"
      ]
    },
    "annotations": {
      "title": "Add insights to a pattern",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_intake",
    "operationId": "listIntake",
    "toolset": "intake",
    "default": true,
    "title": "List intake",
    "description": "Lists the intake queue of customer evidence, oldest first; filter by status, source or customerId (UUID or ref CUS-3). Use it to triage, then work items with the insight tools (attach to work, send for review, reject). Returns each item's intake status, source, customer and age in hours. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "description": "Only items in this intake status.",
          "enum": [
            "new",
            "needs_shaping",
            "accepted",
            "rejected"
          ]
        },
        "source": {
          "type": "string",
          "enum": [
            "interview",
            "support",
            "sales",
            "async",
            "observation",
            "submission"
          ],
          "description": "Only items from this source."
        },
        "customerId": {
          "type": "string",
          "description": "Only items rooted at this customer (UUID or CUS-3)."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "IntakeItem",
    "annotations": {
      "title": "List intake",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_intake_stats",
    "operationId": "getIntakeStats",
    "toolset": "intake",
    "default": true,
    "title": "Get intake statistics",
    "description": "Summarises the intake queue at a glance. Use it to decide whether intake needs triage now. Returns how many items are new, need shaping, were accepted or rejected, how long new items have waited (median and oldest, hours) and the counts per source.",
    "inputSchema": {
      "type": "object",
      "properties": {},
      "additionalProperties": false
    },
    "annotations": {
      "title": "Get intake statistics",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_cycles",
    "operationId": "listCycles",
    "toolset": "cycles",
    "default": false,
    "title": "List cycles",
    "description": "Team iterations, by start date, optionally one team's. Paged. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "teamId": {
          "type": "string",
          "description": "Only this team's cycles (UUID or prefix)."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Cycle",
    "annotations": {
      "title": "List cycles",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_cycle",
    "operationId": "createCycle",
    "toolset": "cycles",
    "default": false,
    "title": "Create a cycle",
    "description": "Creates a team iteration from startsOn to endsOn, both included. Cycles of one team never overlap: an overlap is 409 naming the other cycle. name defaults to Cycle <number>. Returns the cycle (201).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "startsOn": {
          "type": "string",
          "format": "date"
        },
        "endsOn": {
          "type": "string",
          "format": "date"
        },
        "teamId": {
          "type": "string",
          "description": "a team UUID or the team's prefix such as ENG"
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "teamId",
        "startsOn",
        "endsOn"
      ]
    },
    "annotations": {
      "title": "Create a cycle",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_cycle",
    "operationId": "updateCycle",
    "toolset": "cycles",
    "default": false,
    "title": "Update a cycle",
    "description": "Renames a cycle or moves its dates; an overlap with another cycle of the team is 409. Moving endsOn later moves the finish of every open task in the cycle: when that passes a date promised to a customer it is refused with 409 PROMISE_BREAKS and error.data.breaks, as move-cycle does; re-send with those breaks as acknowledgedBreaks to change it anyway (each break recorded, the customer's feed and the insight's recorder told). Returns the cycle.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "A cycle (its UUID, from the cycle list)."
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "startsOn": {
          "type": "string",
          "format": "date"
        },
        "endsOn": {
          "type": "string",
          "format": "date"
        },
        "acknowledgedBreaks": {
          "type": "array",
          "maxItems": 500,
          "items": {
            "type": "object",
            "description": "A customer commitment a task move would break (the PROMISE_BREAKS refusal lists them): the task's work (the task, or its opportunity) is linked to an insight promised to a customer by `deadline`, and the move makes it finish on `newDate` (the target cycle's end; null when unscheduled), after the deadline.",
            "required": [
              "taskId",
              "insightId",
              "customerId",
              "deadline",
              "newDate"
            ],
            "properties": {
              "taskId": {
                "type": "string",
                "format": "uuid"
              },
              "insightId": {
                "type": "string",
                "format": "uuid"
              },
              "customerId": {
                "type": "string",
                "format": "uuid"
              },
              "deadline": {
                "type": "string",
                "format": "date"
              },
              "newDate": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date"
              }
            }
          },
          "description": "The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a cycle",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_planned_work_summary",
    "operationId": "getPlannedWorkSummary",
    "toolset": "tasks",
    "default": false,
    "title": "Summarize planned work",
    "description": "Coverage of planned work from from to to (at most 366 days), optionally for one team: per cycle overlapping the window and in total, tasks, estimated minutes, unestimated tasks, capacity (members' weekly hours over the days in the window) and coverage; plus open tasks scheduled to no cycle.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day of the window."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day of the window."
        },
        "teamId": {
          "type": "string",
          "description": "Only this team (UUID or prefix)."
        }
      },
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ]
    },
    "annotations": {
      "title": "Summarize planned work",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "move_task_cycle",
    "operationId": "moveTaskCycle",
    "toolset": "tasks",
    "default": false,
    "title": "Move a task to another cycle",
    "description": "Schedules a task into a cycle of its team, or unschedules it with cycleId null. When the move would make work promised to a customer finish after the promised date (an insight with a deadline linked to the task or its opportunity; unscheduling counts), it is refused with 409 PROMISE_BREAKS and error.data.breaks; re-send the same request with those breaks as acknowledgedBreaks to move anyway: each break is recorded, the claim becomes broken, the customer's feed and the insight's recorder are told. Returns the task.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        },
        "cycleId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid",
          "description": "A cycle of the task's team; null unschedules."
        },
        "acknowledgedBreaks": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "object",
            "description": "A customer commitment a task move would break (the PROMISE_BREAKS refusal lists them): the task's work (the task, or its opportunity) is linked to an insight promised to a customer by `deadline`, and the move makes it finish on `newDate` (the target cycle's end; null when unscheduled), after the deadline.",
            "required": [
              "taskId",
              "insightId",
              "customerId",
              "deadline",
              "newDate"
            ],
            "properties": {
              "taskId": {
                "type": "string",
                "format": "uuid"
              },
              "insightId": {
                "type": "string",
                "format": "uuid"
              },
              "customerId": {
                "type": "string",
                "format": "uuid"
              },
              "deadline": {
                "type": "string",
                "format": "date"
              },
              "newDate": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date"
              }
            }
          },
          "description": "The breaks a PROMISE_BREAKS refusal listed, re-sent to confirm."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "cycleId"
      ]
    },
    "annotations": {
      "title": "Move a task to another cycle",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_files",
    "operationId": "listFiles",
    "toolset": "files",
    "default": false,
    "title": "List files",
    "description": "Lists the org's uploaded files, newest first, or the files attached to one record (pass entityType and entityId together). Use get_file for a file's download link. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "description": "With entityId: only files attached to that record.",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task",
            "customer",
            "insight",
            "message",
            "comment"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "With entityType: the record (UUID or ref)."
        },
        "status": {
          "type": "string",
          "description": "Only files in this status.",
          "enum": [
            "pending",
            "processing",
            "clean",
            "failed"
          ]
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "File",
    "annotations": {
      "title": "List files",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_file",
    "operationId": "createFile",
    "toolset": "files",
    "default": false,
    "title": "Request a file upload",
    "description": "Requests an upload slot for a file: give its sha256 (64 lowercase hex), filename, contentType and size in bytes, and optionally entityType and entityId to attach it to. Returns the pending file with uploadUrl, uploadMethod and the headers in fields; the bytes go to uploadUrl over HTTP (not through this tool), then call confirm_file.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "sha256": {
          "type": "string",
          "description": "SHA-256 of the bytes, 64 lowercase hex characters."
        },
        "filename": {
          "type": "string",
          "minLength": 1,
          "maxLength": 255,
          "description": "The name shown and used on download; no slashes."
        },
        "contentType": {
          "type": "string",
          "minLength": 3,
          "maxLength": 127,
          "description": "The media type, such as image/png or application/pdf; the allowed types are listed in the error when one is refused."
        },
        "size": {
          "type": "integer",
          "minimum": 1,
          "maximum": 104857600,
          "description": "Bytes; at most 100 MiB (104857600)."
        },
        "entityType": {
          "type": "string",
          "description": "Kind of record a file can be attached to.",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task",
            "customer",
            "insight",
            "message",
            "comment"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "With entityType: the record (UUID or ref) to attach the file to."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "sha256",
        "filename",
        "contentType",
        "size"
      ]
    },
    "annotations": {
      "title": "Request a file upload",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_file_storage_usage",
    "operationId": "getFileStorageUsage",
    "toolset": "files",
    "default": false,
    "title": "Get storage usage",
    "description": "The org's file storage: bytes used, the quota and the percentage used. Uploads past the quota are refused.",
    "inputSchema": {
      "type": "object",
      "properties": {},
      "additionalProperties": false
    },
    "annotations": {
      "title": "Get storage usage",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_file",
    "operationId": "getFile",
    "toolset": "files",
    "default": false,
    "title": "Get a file",
    "description": "One uploaded file: status (pending, processing, clean, failed with processingError), size, type, attachments, and a short-lived downloadUrl once clean. After confirm_file, call it until the status is clean or failed.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "A file (its UUID, returned when the upload was requested)."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a file",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_file",
    "operationId": "deleteFile",
    "toolset": "files",
    "default": false,
    "title": "Delete a file",
    "description": "Deletes an uploaded file and its bytes for good; its attachments, prototype and avatar uses go too. Only the uploader or an admin may.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "A file (its UUID, returned when the upload was requested)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a file",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "confirm_file",
    "operationId": "confirmFile",
    "toolset": "files",
    "default": false,
    "title": "Confirm a file upload",
    "description": "Confirms that a file's bytes were uploaded (pass the etag the upload answered with). The file becomes processing while its integrity is checked; call get_file until it is clean or failed. Refused while the bytes are not in storage yet.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "A file (its UUID, returned when the upload was requested)."
        },
        "etag": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "The ETag response header of the upload, with or without its quotes."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "etag"
      ]
    },
    "annotations": {
      "title": "Confirm a file upload",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "attach_file",
    "operationId": "attachFile",
    "toolset": "files",
    "default": false,
    "title": "Attach a file to a record",
    "description": "Attaches an uploaded file to a record (entityType and entityId; refs such as OPP-3 accepted). Attaching twice is harmless. Returns the file with its attachments.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "A file (its UUID, returned when the upload was requested)."
        },
        "entityType": {
          "type": "string",
          "description": "Kind of record a file can be attached to.",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task",
            "customer",
            "insight",
            "message",
            "comment"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The record's UUID, or its ref (VIS-3, OPP-7, ENG-12, CUS-2, INS-5)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Attach a file to a record",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "detach_file",
    "operationId": "detachFile",
    "toolset": "files",
    "default": false,
    "title": "Detach a file from a record",
    "description": "Removes a file's attachment to one record (entityType and entityId); the file stays. Harmless when it was not attached.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "A file (its UUID, returned when the upload was requested)."
        },
        "entityType": {
          "type": "string",
          "description": "The kind of record.",
          "enum": [
            "vision",
            "objective",
            "metric",
            "opportunity",
            "task",
            "customer",
            "insight",
            "message",
            "comment"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The record (UUID or ref)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "entityType",
        "entityId"
      ]
    },
    "annotations": {
      "title": "Detach a file from a record",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_time_entries",
    "operationId": "listTimeEntries",
    "toolset": "time-entries",
    "default": false,
    "title": "List time entries",
    "description": "Your logged hours between from and to (dates, both included, at most 366 days; default the 30 days before today and today), newest first. engineerId shows another user's entries, for leadership only. Cost appears only if you may see financial fields. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day of the window (included); default 30 days before to. The window holds at most 366 days, both ends included."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day of the window (included); default today (UTC)."
        },
        "engineerId": {
          "type": "string",
          "description": "Another user's entries (user UUID, or me; needs compensation:read or a leadership role); default yourself."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "TimeEntry",
    "annotations": {
      "title": "List time entries",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_time_entry",
    "operationId": "createTimeEntry",
    "toolset": "time-entries",
    "default": false,
    "title": "Log time",
    "description": "Logs hours you worked on a day: entryDate, hours (0-24) and exactly one of opportunityId or taskId (refs such as OPP-3 or ENG-12 accepted) or miscCategoryId (a category id from list_categories; needs a note). entryKind is customer_meeting, internal_planning or other (default); vacation and sick need a note and no target. Returns the entry.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entryDate": {
          "type": "string",
          "format": "date"
        },
        "hours": {
          "type": "number",
          "minimum": 0,
          "maximum": 24
        },
        "note": {
          "type": "string",
          "maxLength": 2000,
          "description": "Required for misc, vacation and sick entries."
        },
        "opportunityId": {
          "type": "string",
          "description": "an opportunity UUID or ref such as OPP-3"
        },
        "taskId": {
          "type": "string",
          "description": "a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"
        },
        "miscCategoryId": {
          "type": "string",
          "format": "uuid",
          "description": "A category of the org (from the category list)."
        },
        "entryKind": {
          "type": "string",
          "description": "What the time was spent on. vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.",
          "enum": [
            "customer_meeting",
            "internal_planning",
            "other",
            "vacation",
            "sick"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "entryDate",
        "hours"
      ]
    },
    "annotations": {
      "title": "Log time",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "update_time_entry",
    "operationId": "updateTimeEntry",
    "toolset": "time-entries",
    "default": false,
    "title": "Update a time entry",
    "description": "Changes one of your own time entries: any of entryDate, hours, note, entryKind, or a new target (opportunityId, taskId or miscCategoryId; set the others to null). Entries from an integration cannot be changed.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "One of your time entries (its UUID, from the time-entry list)."
        },
        "entryDate": {
          "type": "string",
          "format": "date"
        },
        "hours": {
          "type": "number",
          "minimum": 0,
          "maximum": 24
        },
        "note": {
          "type": [
            "string",
            "null"
          ],
          "maxLength": 2000
        },
        "opportunityId": {
          "type": [
            "string",
            "null"
          ],
          "description": "an opportunity UUID or ref such as OPP-3"
        },
        "taskId": {
          "type": [
            "string",
            "null"
          ],
          "description": "a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"
        },
        "miscCategoryId": {
          "type": [
            "string",
            "null"
          ],
          "format": "uuid"
        },
        "entryKind": {
          "type": "string",
          "description": "What the time was spent on. vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.",
          "enum": [
            "customer_meeting",
            "internal_planning",
            "other",
            "vacation",
            "sick"
          ]
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a time entry",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_time_entry",
    "operationId": "deleteTimeEntry",
    "toolset": "time-entries",
    "default": false,
    "title": "Delete a time entry",
    "description": "Deletes one of your own manual time entries.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "One of your time entries (its UUID, from the time-entry list)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a time entry",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "aggregate_time_entries_by_category",
    "operationId": "aggregateTimeEntriesByCategory",
    "toolset": "time-entries",
    "default": false,
    "title": "Aggregate time by category",
    "description": "Hours and cost by category between from and to (dates, both included, at most 366 days), optionally for one team's members. Unpriced hours are reported apart. Needs cost access.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day of the window (included). The window holds at most 366 days, both ends included."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day of the window (included)."
        },
        "teamId": {
          "type": "string",
          "description": "Only entries of this team's members (UUID or prefix)."
        }
      },
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ]
    },
    "annotations": {
      "title": "Aggregate time by category",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_time_entry_costs",
    "operationId": "listTimeEntryCosts",
    "toolset": "time-entries",
    "default": false,
    "title": "List costs for a window",
    "description": "Every tracked time entry between from and to with its cost, newest first, up to 5000 rows (truncated says when there were more), plus totals. Needs cost access.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day of the window (included). The window holds at most 366 days, both ends included."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day of the window (included)."
        },
        "teamId": {
          "type": "string",
          "description": "Only entries of this team's members (UUID or prefix)."
        }
      },
      "additionalProperties": false,
      "required": [
        "from",
        "to"
      ]
    },
    "annotations": {
      "title": "List costs for a window",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_opportunity_actual_cost",
    "operationId": "getOpportunityActualCost",
    "toolset": "time-entries",
    "default": false,
    "title": "Get an opportunity's actual cost",
    "description": "What logged time on an opportunity and its tasks has cost so far (0 when none), with the hours behind it. Accepts a ref such as OPP-3. Needs cost access.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get an opportunity's actual cost",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_task_actual_cost",
    "operationId": "getTaskActualCost",
    "toolset": "time-entries",
    "default": false,
    "title": "Get a task's actual cost",
    "description": "What logged time on a task and its subtasks has cost so far (0 when none), with the hours behind it. Accepts a ref such as ENG-12. Needs cost access.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Task UUID or ref ENG-12 (TASK-12 without a team)."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Get a task's actual cost",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "upsert_time_entry_range",
    "operationId": "upsertTimeEntryRange",
    "toolset": "time-entries",
    "default": false,
    "title": "Replace your time in a window",
    "description": "Replaces all your manual time entries between from and to with rows, all or nothing (a timesheet save). Every row's entryDate must be inside the window; empty rows clears it. Windows holding entries from an integration are refused. At most 500 rows: for more, call it once per shorter window, never twice for one window.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date"
        },
        "to": {
          "type": "string",
          "format": "date"
        },
        "rows": {
          "type": "array",
          "maxItems": 500,
          "description": "At most 500; for more, split the window (from, to) into shorter ones, one call each.",
          "items": {
            "type": "object",
            "description": "One entry to write; exactly one of opportunityId, taskId or miscCategoryId unless entryKind is vacation or sick.",
            "required": [
              "entryDate",
              "hours"
            ],
            "additionalProperties": false,
            "properties": {
              "entryDate": {
                "type": "string",
                "format": "date"
              },
              "hours": {
                "type": "number",
                "minimum": 0,
                "maximum": 24
              },
              "note": {
                "type": "string",
                "maxLength": 2000,
                "description": "Required for misc, vacation and sick entries."
              },
              "opportunityId": {
                "type": "string",
                "description": "an opportunity UUID or ref such as OPP-3"
              },
              "taskId": {
                "type": "string",
                "description": "a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"
              },
              "miscCategoryId": {
                "type": "string",
                "format": "uuid",
                "description": "A category of the org (from the category list)."
              },
              "entryKind": {
                "type": "string",
                "description": "What the time was spent on. vacation and sick are untracked: they need a note, have no target and no category, and count in no cost.",
                "enum": [
                  "customer_meeting",
                  "internal_planning",
                  "other",
                  "vacation",
                  "sick"
                ]
              }
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "from",
        "to",
        "rows"
      ]
    },
    "annotations": {
      "title": "Replace your time in a window",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_opportunity_time_entries",
    "operationId": "listOpportunityTimeEntries",
    "toolset": "time-entries",
    "default": false,
    "title": "List time logged on an opportunity",
    "description": "Time logged on an opportunity and its tasks, newest first (date, hours, note). Who logged it is shown only to leadership. Accepts a ref such as OPP-3. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "Opportunity UUID or ref OPP-<n>."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "OpportunityTimeEntry",
    "annotations": {
      "title": "List time logged on an opportunity",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_webhook_subscriptions",
    "operationId": "listWebhookSubscriptions",
    "toolset": "webhooks",
    "default": false,
    "title": "List webhook subscriptions",
    "description": "Lists the org's webhook subscriptions (URL, event types, active, failing since); secrets are never shown. Read one's delivery attempts with list_webhook_deliveries. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "active": {
          "type": "boolean",
          "description": "Only active (true) or inactive (false) subscriptions."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "WebhookSubscription",
    "annotations": {
      "title": "List webhook subscriptions",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_webhook_subscription",
    "operationId": "createWebhookSubscription",
    "toolset": "webhooks",
    "default": false,
    "title": "Create a webhook subscription",
    "description": "Subscribes an HTTPS URL to events (event type names such as task.status_changed, or * for all). Returns the subscription and, when you sent no secret, the generated signing secret once: keep it to verify the Sextant-Signature header.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "an https:// URL without credentials (at delivery time its address must be public: loopback, private, link-local, CGNAT and metadata addresses are refused)"
        },
        "eventTypes": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "description": "An event type of the catalog (EventType), or `*` for every type.",
            "enum": [
              "vision.created",
              "vision.updated",
              "vision.deleted",
              "objective.created",
              "objective.updated",
              "objective.deleted",
              "objective.status_changed",
              "objective.parent_link_added",
              "objective.parent_link_updated",
              "objective.parent_link_removed",
              "metric.created",
              "metric.updated",
              "metric.deleted",
              "metric.reading_added",
              "metric.reading_updated",
              "metric.reading_removed",
              "opportunity.created",
              "opportunity.updated",
              "opportunity.deleted",
              "opportunity.state_changed",
              "opportunity.objective_link_added",
              "opportunity.objective_link_updated",
              "opportunity.objective_link_removed",
              "opportunity.score_added",
              "opportunity.score_updated",
              "opportunity.score_removed",
              "opportunity.risk_vote_added",
              "opportunity.risk_vote_updated",
              "opportunity.risk_vote_removed",
              "opportunity.phase_added",
              "opportunity.phase_updated",
              "opportunity.phase_removed",
              "opportunity.update_added",
              "opportunity.update_updated",
              "opportunity.update_removed",
              "opportunity.prototype_added",
              "opportunity.prototype_updated",
              "opportunity.prototype_removed",
              "opportunity.external_link_added",
              "opportunity.external_link_updated",
              "opportunity.external_link_removed",
              "task.created",
              "task.updated",
              "task.deleted",
              "task.status_changed",
              "task.assignment_added",
              "task.assignment_updated",
              "task.assignment_removed",
              "task.agent_run_added",
              "task.agent_run_updated",
              "task.agent_run_removed",
              "task.external_link_added",
              "task.external_link_updated",
              "task.external_link_removed",
              "team.created",
              "team.updated",
              "team.deleted",
              "team.member_added",
              "team.member_updated",
              "team.member_removed",
              "team.cycle_added",
              "team.cycle_updated",
              "team.cycle_removed",
              "user.created",
              "user.updated",
              "user.deleted",
              "room.created",
              "room.updated",
              "room.deleted",
              "room.member_added",
              "room.member_updated",
              "room.member_removed",
              "message.created",
              "message.updated",
              "message.deleted",
              "comment.created",
              "comment.updated",
              "comment.deleted",
              "template.created",
              "template.updated",
              "template.deleted",
              "template.step_added",
              "template.step_updated",
              "template.step_removed",
              "category.created",
              "category.updated",
              "category.deleted",
              "tag.created",
              "tag.updated",
              "tag.deleted",
              "prd_template.created",
              "prd_template.updated",
              "prd_template.deleted",
              "customer.created",
              "customer.updated",
              "customer.deleted",
              "customer.status_changed",
              "customer.contact_added",
              "customer.contact_updated",
              "customer.contact_removed",
              "customer.opportunity_link_added",
              "customer.opportunity_link_updated",
              "customer.opportunity_link_removed",
              "customer.arr_point_added",
              "customer.arr_point_updated",
              "customer.arr_point_removed",
              "customer.review_added",
              "customer.review_updated",
              "customer.review_removed",
              "insight.created",
              "insight.updated",
              "insight.deleted",
              "insight.status_changed",
              "insight.link_added",
              "insight.link_updated",
              "insight.link_removed",
              "insight.impact_added",
              "insight.impact_updated",
              "insight.impact_removed",
              "insight.promise_break_added",
              "insight.promise_break_updated",
              "insight.promise_break_removed",
              "strategy.created",
              "strategy.updated",
              "strategy.deleted",
              "strategy.status_changed",
              "direction_document.created",
              "direction_document.updated",
              "direction_document.deleted",
              "direction_document.status_changed",
              "time_entry.created",
              "time_entry.updated",
              "time_entry.deleted",
              "file.created",
              "file.updated",
              "file.deleted",
              "file.status_changed",
              "webhook.test",
              "*"
            ]
          }
        },
        "description": {
          "type": "string",
          "maxLength": 500
        },
        "secret": {
          "type": "string",
          "minLength": 24,
          "maxLength": 200,
          "description": "Your signing secret (write-once: it cannot be changed or read back). Omit it to have one generated and returned once."
        },
        "active": {
          "type": "boolean",
          "default": true
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "url",
        "eventTypes"
      ]
    },
    "annotations": {
      "title": "Create a webhook subscription",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": true
    }
  },
  {
    "name": "get_webhook_subscription",
    "operationId": "getWebhookSubscription",
    "toolset": "webhooks",
    "default": false,
    "title": "Get a webhook subscription",
    "description": "One webhook subscription by id: URL, event types, active, disabledReason, failingSince.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Webhook subscription UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "url": {
              "type": "string"
            },
            "eventTypes": {
              "type": "array",
              "items": {
                "type": "string",
                "enum": [
                  "vision.created",
                  "vision.updated",
                  "vision.deleted",
                  "objective.created",
                  "objective.updated",
                  "objective.deleted",
                  "objective.status_changed",
                  "objective.parent_link_added",
                  "objective.parent_link_updated",
                  "objective.parent_link_removed",
                  "metric.created",
                  "metric.updated",
                  "metric.deleted",
                  "metric.reading_added",
                  "metric.reading_updated",
                  "metric.reading_removed",
                  "opportunity.created",
                  "opportunity.updated",
                  "opportunity.deleted",
                  "opportunity.state_changed",
                  "opportunity.objective_link_added",
                  "opportunity.objective_link_updated",
                  "opportunity.objective_link_removed",
                  "opportunity.score_added",
                  "opportunity.score_updated",
                  "opportunity.score_removed",
                  "opportunity.risk_vote_added",
                  "opportunity.risk_vote_updated",
                  "opportunity.risk_vote_removed",
                  "opportunity.phase_added",
                  "opportunity.phase_updated",
                  "opportunity.phase_removed",
                  "opportunity.update_added",
                  "opportunity.update_updated",
                  "opportunity.update_removed",
                  "opportunity.prototype_added",
                  "opportunity.prototype_updated",
                  "opportunity.prototype_removed",
                  "opportunity.external_link_added",
                  "opportunity.external_link_updated",
                  "opportunity.external_link_removed",
                  "task.created",
                  "task.updated",
                  "task.deleted",
                  "task.status_changed",
                  "task.assignment_added",
                  "task.assignment_updated",
                  "task.assignment_removed",
                  "task.agent_run_added",
                  "task.agent_run_updated",
                  "task.agent_run_removed",
                  "task.external_link_added",
                  "task.external_link_updated",
                  "task.external_link_removed",
                  "team.created",
                  "team.updated",
                  "team.deleted",
                  "team.member_added",
                  "team.member_updated",
                  "team.member_removed",
                  "team.cycle_added",
                  "team.cycle_updated",
                  "team.cycle_removed",
                  "user.created",
                  "user.updated",
                  "user.deleted",
                  "room.created",
                  "room.updated",
                  "room.deleted",
                  "room.member_added",
                  "room.member_updated",
                  "room.member_removed",
                  "message.created",
                  "message.updated",
                  "message.deleted",
                  "comment.created",
                  "comment.updated",
                  "comment.deleted",
                  "template.created",
                  "template.updated",
                  "template.deleted",
                  "template.step_added",
                  "template.step_updated",
                  "template.step_removed",
                  "category.created",
                  "category.updated",
                  "category.deleted",
                  "tag.created",
                  "tag.updated",
                  "tag.deleted",
                  "prd_template.created",
                  "prd_template.updated",
                  "prd_template.deleted",
                  "customer.created",
                  "customer.updated",
                  "customer.deleted",
                  "customer.status_changed",
                  "customer.contact_added",
                  "customer.contact_updated",
                  "customer.contact_removed",
                  "customer.opportunity_link_added",
                  "customer.opportunity_link_updated",
                  "customer.opportunity_link_removed",
                  "customer.arr_point_added",
                  "customer.arr_point_updated",
                  "customer.arr_point_removed",
                  "customer.review_added",
                  "customer.review_updated",
                  "customer.review_removed",
                  "insight.created",
                  "insight.updated",
                  "insight.deleted",
                  "insight.status_changed",
                  "insight.link_added",
                  "insight.link_updated",
                  "insight.link_removed",
                  "insight.impact_added",
                  "insight.impact_updated",
                  "insight.impact_removed",
                  "insight.promise_break_added",
                  "insight.promise_break_updated",
                  "insight.promise_break_removed",
                  "strategy.created",
                  "strategy.updated",
                  "strategy.deleted",
                  "strategy.status_changed",
                  "direction_document.created",
                  "direction_document.updated",
                  "direction_document.deleted",
                  "direction_document.status_changed",
                  "time_entry.created",
                  "time_entry.updated",
                  "time_entry.deleted",
                  "file.created",
                  "file.updated",
                  "file.deleted",
                  "file.status_changed",
                  "webhook.test",
                  "*"
                ]
              }
            },
            "description": {
              "type": "string"
            },
            "active": {
              "type": "boolean"
            },
            "disabledReason": {
              "type": [
                "string",
                "null"
              ]
            },
            "failingSince": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdById": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            },
            "updatedAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get a webhook subscription",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_webhook_subscription",
    "operationId": "updateWebhookSubscription",
    "toolset": "webhooks",
    "default": false,
    "title": "Update a webhook subscription",
    "description": "Changes a webhook subscription's url, eventTypes, description or active flag (false pauses it, true resumes it). The secret cannot be changed.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Webhook subscription UUID."
        },
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "an https:// URL without credentials"
        },
        "eventTypes": {
          "type": "array",
          "minItems": 1,
          "maxItems": 200,
          "uniqueItems": true,
          "items": {
            "type": "string",
            "description": "An event type of the catalog (EventType), or `*` for every type.",
            "enum": [
              "vision.created",
              "vision.updated",
              "vision.deleted",
              "objective.created",
              "objective.updated",
              "objective.deleted",
              "objective.status_changed",
              "objective.parent_link_added",
              "objective.parent_link_updated",
              "objective.parent_link_removed",
              "metric.created",
              "metric.updated",
              "metric.deleted",
              "metric.reading_added",
              "metric.reading_updated",
              "metric.reading_removed",
              "opportunity.created",
              "opportunity.updated",
              "opportunity.deleted",
              "opportunity.state_changed",
              "opportunity.objective_link_added",
              "opportunity.objective_link_updated",
              "opportunity.objective_link_removed",
              "opportunity.score_added",
              "opportunity.score_updated",
              "opportunity.score_removed",
              "opportunity.risk_vote_added",
              "opportunity.risk_vote_updated",
              "opportunity.risk_vote_removed",
              "opportunity.phase_added",
              "opportunity.phase_updated",
              "opportunity.phase_removed",
              "opportunity.update_added",
              "opportunity.update_updated",
              "opportunity.update_removed",
              "opportunity.prototype_added",
              "opportunity.prototype_updated",
              "opportunity.prototype_removed",
              "opportunity.external_link_added",
              "opportunity.external_link_updated",
              "opportunity.external_link_removed",
              "task.created",
              "task.updated",
              "task.deleted",
              "task.status_changed",
              "task.assignment_added",
              "task.assignment_updated",
              "task.assignment_removed",
              "task.agent_run_added",
              "task.agent_run_updated",
              "task.agent_run_removed",
              "task.external_link_added",
              "task.external_link_updated",
              "task.external_link_removed",
              "team.created",
              "team.updated",
              "team.deleted",
              "team.member_added",
              "team.member_updated",
              "team.member_removed",
              "team.cycle_added",
              "team.cycle_updated",
              "team.cycle_removed",
              "user.created",
              "user.updated",
              "user.deleted",
              "room.created",
              "room.updated",
              "room.deleted",
              "room.member_added",
              "room.member_updated",
              "room.member_removed",
              "message.created",
              "message.updated",
              "message.deleted",
              "comment.created",
              "comment.updated",
              "comment.deleted",
              "template.created",
              "template.updated",
              "template.deleted",
              "template.step_added",
              "template.step_updated",
              "template.step_removed",
              "category.created",
              "category.updated",
              "category.deleted",
              "tag.created",
              "tag.updated",
              "tag.deleted",
              "prd_template.created",
              "prd_template.updated",
              "prd_template.deleted",
              "customer.created",
              "customer.updated",
              "customer.deleted",
              "customer.status_changed",
              "customer.contact_added",
              "customer.contact_updated",
              "customer.contact_removed",
              "customer.opportunity_link_added",
              "customer.opportunity_link_updated",
              "customer.opportunity_link_removed",
              "customer.arr_point_added",
              "customer.arr_point_updated",
              "customer.arr_point_removed",
              "customer.review_added",
              "customer.review_updated",
              "customer.review_removed",
              "insight.created",
              "insight.updated",
              "insight.deleted",
              "insight.status_changed",
              "insight.link_added",
              "insight.link_updated",
              "insight.link_removed",
              "insight.impact_added",
              "insight.impact_updated",
              "insight.impact_removed",
              "insight.promise_break_added",
              "insight.promise_break_updated",
              "insight.promise_break_removed",
              "strategy.created",
              "strategy.updated",
              "strategy.deleted",
              "strategy.status_changed",
              "direction_document.created",
              "direction_document.updated",
              "direction_document.deleted",
              "direction_document.status_changed",
              "time_entry.created",
              "time_entry.updated",
              "time_entry.deleted",
              "file.created",
              "file.updated",
              "file.deleted",
              "file.status_changed",
              "webhook.test",
              "*"
            ]
          }
        },
        "description": {
          "type": "string",
          "maxLength": 500
        },
        "active": {
          "type": "boolean",
          "description": "false stops deliveries (pending ones are cancelled); true resumes an inactive subscription and clears disabledReason and failingSince (sent to an active one it changes nothing); events of the time it was inactive are never sent."
        },
        "secret": {
          "description": "Not changeable: sending it is 400. Create a new subscription to rotate the secret."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update a webhook subscription",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": true
    }
  },
  {
    "name": "delete_webhook_subscription",
    "operationId": "deleteWebhookSubscription",
    "toolset": "webhooks",
    "default": false,
    "title": "Delete a webhook subscription",
    "description": "Deletes a webhook subscription; its pending deliveries are cancelled at once.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Webhook subscription UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Delete a webhook subscription",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "test_webhook_subscription",
    "operationId": "testWebhookSubscription",
    "toolset": "webhooks",
    "default": false,
    "title": "Send a test event",
    "description": "Sends a signed webhook.test event to a subscription and returns its eventId and deliveryId; follow the outcome with list_webhook_deliveries.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Webhook subscription UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Send a test event",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": true
    }
  },
  {
    "name": "list_webhook_deliveries",
    "operationId": "listWebhookDeliveries",
    "toolset": "webhooks",
    "default": false,
    "title": "List deliveries",
    "description": "A webhook subscription's delivery attempts, newest first: status, attemptCount, lastError, timings. Re-send one with redeliver_webhook_delivery. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Webhook subscription UUID."
        },
        "status": {
          "type": "string",
          "enum": [
            "pending",
            "retrying",
            "succeeded",
            "failed",
            "cancelled"
          ],
          "description": "Only deliveries in this status."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "WebhookDelivery",
    "annotations": {
      "title": "List deliveries",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "redeliver_webhook_delivery",
    "operationId": "redeliverWebhookDelivery",
    "toolset": "webhooks",
    "default": false,
    "title": "Redeliver an event",
    "description": "Re-sends an event to its subscription now (a new delivery with the same event id and body), also one still waiting for its next retry. Returns the new delivery.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Webhook subscription UUID."
        },
        "deliveryId": {
          "type": "string",
          "format": "uuid",
          "description": "Delivery UUID (an id of the subscriptions delivery ledger)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id",
        "deliveryId"
      ]
    },
    "annotations": {
      "title": "Redeliver an event",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": true
    }
  },
  {
    "name": "list_integrations",
    "operationId": "listIntegrations",
    "toolset": "integrations",
    "default": false,
    "title": "List integrations",
    "description": "Lists the org's integrations (webhooks, github) with kind, name and status; credentials are never shown. Read one's ledger with list_integration_events. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Integration",
    "annotations": {
      "title": "List integrations",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_integration",
    "operationId": "getIntegration",
    "toolset": "integrations",
    "default": false,
    "title": "Get an integration",
    "description": "One integration by id: kind, name, status, settings and (github) its webhook URL.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Integration UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "kind": {
              "type": "string",
              "enum": [
                "webhooks",
                "github"
              ]
            },
            "name": {
              "type": "string"
            },
            "status": {
              "type": "string",
              "enum": [
                "active",
                "disabled"
              ]
            },
            "config": {
              "type": "object",
              "properties": {
                "onOpened": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "enum": [
                    "in_progress",
                    null
                  ]
                },
                "onMerged": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "enum": [
                    "completed",
                    null
                  ]
                }
              }
            },
            "webhookUrl": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get an integration",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_integration_events",
    "operationId": "listIntegrationEvents",
    "toolset": "integrations",
    "default": false,
    "title": "List integration events",
    "description": "An integration's ledger, newest first: GitHub deliveries received and what was done with them, webhook deliveries sent, with status, attempts and errors. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Integration UUID."
        },
        "direction": {
          "type": "string",
          "enum": [
            "inbound",
            "outbound"
          ],
          "description": "Only inbound or outbound events."
        },
        "status": {
          "type": "string",
          "enum": [
            "pending",
            "retrying",
            "succeeded",
            "failed",
            "cancelled",
            "processed",
            "ignored",
            "skipped"
          ],
          "description": "Only events in this status."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "listItem": "IntegrationEvent",
    "annotations": {
      "title": "List integration events",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_external_links",
    "operationId": "listExternalLinks",
    "toolset": "external-links",
    "default": false,
    "title": "List external links",
    "description": "Pull requests, chat messages and external blockers linked to a task or opportunity (entityType task|opportunity, entityId as id or ref). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "enum": [
            "task",
            "opportunity"
          ],
          "description": "task or opportunity."
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The entity UUID or ref (ENG-12, OPP-3)."
        },
        "kind": {
          "type": "string",
          "enum": [
            "pull_request",
            "message",
            "blocker"
          ],
          "description": "Only links of this kind."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId"
      ]
    },
    "listItem": "ExternalLink",
    "annotations": {
      "title": "List external links",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_external_blocker",
    "operationId": "createExternalBlocker",
    "toolset": "external-links",
    "default": false,
    "title": "Mark an external blocker",
    "description": "Marks a task or opportunity as blocked by something external (a vendor ticket, another team's issue): give entityType, entityId (id or ref), url and title. Remove it with delete_external_blocker once resolved.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "enum": [
            "task",
            "opportunity"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The task or opportunity UUID or ref."
        },
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "an http(s):// URL"
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 300
        },
        "provider": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "default": "web",
          "description": "Where it lives (jira, zendesk, …)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId",
        "url",
        "title"
      ]
    },
    "annotations": {
      "title": "Mark an external blocker",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_external_blocker",
    "operationId": "deleteExternalBlocker",
    "toolset": "external-links",
    "default": false,
    "title": "Remove an external blocker",
    "description": "Removes an external blocker from its task or opportunity (blockerId from list_external_links).",
    "inputSchema": {
      "type": "object",
      "properties": {
        "blockerId": {
          "type": "string",
          "format": "uuid",
          "description": "External blocker UUID (an external link of kind blocker)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "blockerId"
      ]
    },
    "annotations": {
      "title": "Remove an external blocker",
      "readOnlyHint": false,
      "destructiveHint": true,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_external_message_link",
    "operationId": "createExternalMessageLink",
    "toolset": "external-links",
    "default": false,
    "title": "Link a chat message",
    "description": "Links a chat message (provider, channelId, messageId, url) to a task or opportunity. Safe to repeat: the same message on the same entity returns the existing link.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "entityType": {
          "type": "string",
          "enum": [
            "task",
            "opportunity"
          ]
        },
        "entityId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "The task or opportunity UUID or ref."
        },
        "provider": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50
        },
        "channelId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "messageId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "an http(s):// URL"
        },
        "title": {
          "type": "string",
          "maxLength": 300,
          "description": "A short excerpt to show with the link."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "entityType",
        "entityId",
        "provider",
        "channelId",
        "messageId",
        "url"
      ]
    },
    "annotations": {
      "title": "Link a chat message",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "list_agent_runs",
    "operationId": "listAgentRuns",
    "toolset": "agent-runs",
    "default": false,
    "title": "List agent runs",
    "description": "Agent runs on a task (taskId, id or ref) or through an integration (integrationId) — exactly one of the two — newest first, with status, summary and url. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "taskId": {
          "type": "string",
          "description": "The task (UUID or ref). Exactly one of taskId and integrationId."
        },
        "integrationId": {
          "type": "string",
          "format": "uuid",
          "description": "The integration. Exactly one of taskId and integrationId."
        },
        "status": {
          "type": "string",
          "description": "Only runs in this status.",
          "enum": [
            "queued",
            "running",
            "succeeded",
            "failed",
            "cancelled"
          ]
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "AgentRun",
    "annotations": {
      "title": "List agent runs",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "create_agent_run",
    "operationId": "createAgentRun",
    "toolset": "agent-runs",
    "default": false,
    "title": "Report an agent run",
    "description": "Reports that you (a coding agent) started work on a task: give taskId (id or ref), provider (your name) and optionally status running, summary and url. Update it with update_agent_run as you progress and finish.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "taskId": {
          "type": "string",
          "description": "a task UUID or ref such as ENG-12 (its team's prefix and number; TASK-12 for a task without a team)"
        },
        "provider": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50
        },
        "status": {
          "type": "string",
          "enum": [
            "queued",
            "running"
          ],
          "default": "queued"
        },
        "summary": {
          "type": "string",
          "maxLength": 4000
        },
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "an http(s):// URL"
        },
        "externalId": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "integrationId": {
          "type": "string",
          "format": "uuid",
          "description": "The integration the run goes through, if any (cancel tells its provider)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "taskId",
        "provider"
      ]
    },
    "annotations": {
      "title": "Report an agent run",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "get_agent_run",
    "operationId": "getAgentRun",
    "toolset": "agent-runs",
    "default": false,
    "title": "Get an agent run",
    "description": "One agent run by id: task, provider, status, summary, url, timings.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Agent run UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "taskId": {
              "type": "string"
            },
            "taskRef": {
              "type": "string"
            },
            "integrationId": {
              "type": [
                "string",
                "null"
              ]
            },
            "provider": {
              "type": "string"
            },
            "status": {
              "type": "string",
              "enum": [
                "queued",
                "running",
                "succeeded",
                "failed",
                "cancelled"
              ]
            },
            "summary": {
              "type": "string"
            },
            "url": {
              "type": [
                "string",
                "null"
              ]
            },
            "externalId": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdById": {
              "type": [
                "string",
                "null"
              ]
            },
            "startedAt": {
              "type": [
                "string",
                "null"
              ]
            },
            "finishedAt": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            },
            "updatedAt": {
              "type": "string"
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get an agent run",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "update_agent_run",
    "operationId": "updateAgentRun",
    "toolset": "agent-runs",
    "default": false,
    "title": "Update an agent run",
    "description": "Updates your agent run: status (running, then succeeded or failed), summary of what you did, url of the result (e.g. the pull request; it may be added after the run finished). A finished run cannot change status.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Agent run UUID."
        },
        "status": {
          "type": "string",
          "description": "queued → running → succeeded | failed | cancelled; a queued run may also be cancelled or fail. succeeded, failed and cancelled are final.",
          "enum": [
            "queued",
            "running",
            "succeeded",
            "failed",
            "cancelled"
          ]
        },
        "summary": {
          "type": "string",
          "maxLength": 4000
        },
        "url": {
          "type": [
            "string",
            "null"
          ],
          "format": "uri",
          "maxLength": 2048,
          "description": "an http(s):// URL"
        },
        "externalId": {
          "type": [
            "string",
            "null"
          ],
          "minLength": 1,
          "maxLength": 200
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ],
      "minProperties": 2
    },
    "annotations": {
      "title": "Update an agent run",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "cancel_agent_run",
    "operationId": "cancelAgentRun",
    "toolset": "agent-runs",
    "default": false,
    "title": "Cancel an agent run",
    "description": "Cancels a queued or running agent run; a finished run comes back unchanged.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Agent run UUID."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "annotations": {
      "title": "Cancel an agent run",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_import_runs",
    "operationId": "listImportRuns",
    "toolset": "import-runs",
    "default": false,
    "title": "List import runs",
    "description": "Lists the org's data imports, newest first (an admin imports a Sextant export or a Linear CSV with `npm run admin -- import`): status (pending, running, paused, completed, partial, failed), counts per phase and timings. Use it to find a run, then get_import_run for its progress and refused rows. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "description": "Only runs in this status.",
          "enum": [
            "pending",
            "running",
            "paused",
            "completed",
            "partial",
            "failed"
          ]
        },
        "format": {
          "type": "string",
          "description": "Only runs of this file format.",
          "enum": [
            "sextant-json",
            "linear-csv"
          ]
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "ImportRun",
    "annotations": {
      "title": "List import runs",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "get_import_run",
    "operationId": "getImportRun",
    "toolset": "import-runs",
    "default": false,
    "title": "Get an import run",
    "description": "One data import by id: status, the rows planned and imported, matched, skipped and refused per phase, where it stands (checkpoint), why rows were refused (first 20), the error of a failed run and how long it took. Use it to check an import's progress or why rows were refused.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Import run UUID."
        }
      },
      "additionalProperties": false,
      "required": [
        "id"
      ]
    },
    "outputSchema": {
      "type": "object",
      "required": [
        "ok"
      ],
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "data": {
          "type": "object",
          "properties": {
            "id": {
              "type": "string"
            },
            "format": {
              "type": "string",
              "enum": [
                "sextant-json",
                "linear-csv"
              ]
            },
            "source": {
              "type": "object",
              "properties": {
                "name": {
                  "type": "string"
                },
                "fingerprint": {
                  "type": "string"
                },
                "sourceOrgId": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "sourceOrgName": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "exportedAt": {
                  "type": [
                    "string",
                    "null"
                  ]
                }
              }
            },
            "status": {
              "type": "string",
              "enum": [
                "pending",
                "running",
                "paused",
                "completed",
                "partial",
                "failed"
              ]
            },
            "options": {
              "type": "object",
              "properties": {
                "batchSize": {
                  "type": "integer"
                },
                "includeCompensation": {
                  "type": "boolean"
                },
                "history": {
                  "type": "boolean"
                },
                "minutesPerPoint": {
                  "type": "number"
                }
              }
            },
            "plan": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "phase": {
                    "type": "string"
                  },
                  "rows": {
                    "type": "integer"
                  }
                }
              }
            },
            "counts": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "phase": {
                    "type": "string"
                  },
                  "imported": {
                    "type": "integer"
                  },
                  "matched": {
                    "type": "integer"
                  },
                  "skipped": {
                    "type": "integer"
                  },
                  "refused": {
                    "type": "integer"
                  }
                }
              }
            },
            "checkpoint": {
              "type": [
                "object",
                "null"
              ],
              "properties": {
                "section": {
                  "type": "string"
                },
                "offset": {
                  "type": "integer"
                },
                "records": {
                  "type": "integer"
                },
                "batches": {
                  "type": "integer"
                },
                "at": {
                  "type": "string"
                }
              }
            },
            "refused": {
              "type": "integer"
            },
            "refusals": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "phase": {
                    "type": "string"
                  },
                  "kind": {
                    "type": "string"
                  },
                  "sourceId": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "reason": {
                    "type": "string"
                  },
                  "createdAt": {
                    "type": "string"
                  }
                }
              }
            },
            "warnings": {
              "type": "array",
              "items": {
                "type": "string"
              }
            },
            "error": {
              "type": [
                "string",
                "null"
              ]
            },
            "createdAt": {
              "type": "string"
            },
            "startedAt": {
              "type": [
                "string",
                "null"
              ]
            },
            "heartbeatAt": {
              "type": [
                "string",
                "null"
              ]
            },
            "finishedAt": {
              "type": [
                "string",
                "null"
              ]
            },
            "durationMs": {
              "type": [
                "integer",
                "null"
              ]
            }
          }
        },
        "error": {
          "type": "object",
          "required": [
            "code",
            "message"
          ],
          "properties": {
            "code": {
              "type": "string"
            },
            "message": {
              "type": "string"
            }
          }
        },
        "actions": {
          "type": "array"
        },
        "meta": {
          "type": "object"
        }
      }
    },
    "annotations": {
      "title": "Get an import run",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_audit_events",
    "operationId": "listAuditEvents",
    "toolset": "audit-events",
    "default": false,
    "title": "List audit events",
    "description": "Lists the org's security events newest first (admins only): who created or revoked keys, changed roles, approved OAuth apps, rotated webhook secrets, exported or imported data, was rate-limited or failed to authenticate. Filter by action (exact or a prefix like api_key.*), actor, outcome and time to answer \"who did this, and when\". Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "action": {
          "type": "string",
          "description": "An action name (api_key.created), or a prefix ending in .* (api_key.*) for every action of a resource.",
          "minLength": 1,
          "maxLength": 100
        },
        "actorId": {
          "type": "string",
          "description": "Only events of this acting user (UUID, or me)."
        },
        "credentialKind": {
          "type": "string",
          "description": "Only events of actors who authenticated this way.",
          "enum": [
            "api_key",
            "oauth",
            "session",
            "cli",
            "system"
          ]
        },
        "outcome": {
          "type": "string",
          "description": "Only events with this outcome.",
          "enum": [
            "success",
            "failure",
            "denied"
          ]
        },
        "occurredAfter": {
          "type": "string",
          "format": "date-time",
          "description": "Events at or after this time."
        },
        "occurredBefore": {
          "type": "string",
          "format": "date-time",
          "description": "Events before this time."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "AuditEvent",
    "annotations": {
      "title": "List audit events",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "list_roles",
    "operationId": "listRoles",
    "toolset": "roles",
    "default": false,
    "title": "List roles",
    "description": "The org roles (engineer, pm, em, executive, admin, sales, operations) with the capabilities each grants. Use it to see what a role may do, or which role a task needs (a user's orgRole is a role id here). Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "Role",
    "annotations": {
      "title": "List roles",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "ingest_observed_evidence",
    "operationId": "ingestObservedEvidence",
    "toolset": "observed-evidence",
    "default": false,
    "title": "Ingest your observed evidence",
    "description": "Records evidence of your own work (commits, reviews, meetings, calendar blocks) for reconciling your time: each item has externalId and source (its id at the source, e.g. a commit sha from github), kind, occurredAt, and optionally durationMinutes, subjectRef (a task ref like ENG-12 or OPP-3) and a note. Safe to re-send: items already recorded come back as duplicates.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "items": {
          "type": "array",
          "minItems": 1,
          "maxItems": 500,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "externalId",
              "source",
              "kind",
              "occurredAt"
            ],
            "properties": {
              "externalId": {
                "type": "string",
                "minLength": 1,
                "maxLength": 200
              },
              "source": {
                "type": "string",
                "minLength": 1,
                "maxLength": 100
              },
              "kind": {
                "type": "string",
                "description": "What kind of evidence: a commit, a code review, a meeting, a calendar block, or other.",
                "enum": [
                  "commit",
                  "review",
                  "meeting",
                  "calendar_block",
                  "other"
                ]
              },
              "occurredAt": {
                "type": "string",
                "format": "date-time"
              },
              "durationMinutes": {
                "type": "integer",
                "minimum": 0,
                "maximum": 1440
              },
              "subjectRef": {
                "type": "string",
                "description": "The task (UUID or ref such as ENG-12) or opportunity (UUID or OPP-n) the work was on."
              },
              "note": {
                "type": "string",
                "maxLength": 2000
              }
            }
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "items"
      ]
    },
    "annotations": {
      "title": "Ingest your observed evidence",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "hash_observed_identifiers",
    "operationId": "hashObservedIdentifiers",
    "toolset": "observed-evidence",
    "default": false,
    "title": "Hash identifiers with the org's key",
    "description": "Returns keyed hashes (HMAC-SHA256, hex, same order) of identifiers such as emails, under your org's secret key, to match people without revealing who they are. Emails are trimmed and lower-cased first.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "identifiers": {
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 320
          }
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "identifiers"
      ]
    },
    "annotations": {
      "title": "Hash identifiers with the org's key",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "export_observed_evidence",
    "operationId": "exportObservedEvidence",
    "toolset": "observed-evidence",
    "default": false,
    "title": "Export observed evidence",
    "description": "Your recorded evidence (commits, reviews, meetings, calendar blocks), oldest first, optionally between from and to (dates). subjectUserId reads someone else's, for leadership only. Compact items (shared values in allItems); fields adds more, [\"*\"] all.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "subjectUserId": {
          "type": "string",
          "description": "Whose evidence (a user UUID or me); default yourself. Another user's needs allocation:read."
        },
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day (UTC, included)."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day (UTC, included)."
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 512,
          "description": "Next-page token: the previous page's pagination.cursor."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50,
          "description": "Page size (1-200)."
        },
        "fields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "additionalProperties": false
    },
    "listItem": "ObservedEvidence",
    "annotations": {
      "title": "Export observed evidence",
      "readOnlyHint": true,
      "destructiveHint": false,
      "idempotentHint": true,
      "openWorldHint": false
    }
  },
  {
    "name": "confirm_evidence_reconciliation",
    "operationId": "confirmEvidenceReconciliation",
    "toolset": "observed-evidence",
    "default": false,
    "title": "Confirm a reconciled week",
    "description": "Marks a week of your time as reconciled (weekStart: that week's Monday, YYYY-MM-DD). Its evidence is then kept when you delete your evidence. Confirming twice is harmless.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "weekStart": {
          "type": "string",
          "format": "date",
          "description": "A Monday."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false,
      "required": [
        "weekStart"
      ]
    },
    "annotations": {
      "title": "Confirm a reconciled week",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  },
  {
    "name": "delete_own_observed_evidence",
    "operationId": "deleteOwnObservedEvidence",
    "toolset": "observed-evidence",
    "default": false,
    "title": "Delete your observed evidence",
    "description": "Deletes your recorded evidence between from and to (dates; leave both out for all of it), except in weeks you confirmed as reconciled, which are kept and listed in keptWeeks. Refused when every week of the window is confirmed.",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "description": "First day (UTC, included)."
        },
        "to": {
          "type": "string",
          "format": "date",
          "description": "Last day (UTC, included)."
        },
        "idempotencyKey": {
          "type": "string",
          "description": "Optional retry key (e.g. a UUID): a repeat with the same key returns the first result, acting once."
        }
      },
      "additionalProperties": false
    },
    "annotations": {
      "title": "Delete your observed evidence",
      "readOnlyHint": false,
      "destructiveHint": false,
      "idempotentHint": false,
      "openWorldHint": false
    }
  }
];
