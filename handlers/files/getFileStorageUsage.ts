import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/files/storage-usage — {bytesUsed, quota, percent, fileCount} of the caller's org (spec 2 §4.18). */
export const getFileStorageUsage: Handler<'getFileStorageUsage'> = async (_input, ctx) =>
  ok(await ctx.services.files.usage(ctx.actor), { actions: [link('files', 'listFiles')] });
