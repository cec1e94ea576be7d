import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { listLink } from './actions.js';

/** POST /api/v1/notifications/read-all — marks every unread notification of the caller read; returns how many (spec 2 §4.15). */
export const readAllNotifications: Handler<'readAllNotifications'> = async (_input, ctx) =>
  ok({ updated: await ctx.services.notifications.readAll(ctx.actor) }, { actions: [listLink()] });
