import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { FileRecord } from '../../src/services/files.js';

/**
 * What to do next with a file (spec 2 §4.1), by status: pending → confirm once the bytes are uploaded; processing →
 * read it until the check ends; clean → attach it, read it for a download link, or delete it; failed → upload again
 * or delete it.
 */
export const fileActions = (f: FileRecord): Action[] => {
  const id = { id: f.id };
  switch (f.status) {
    case 'pending':
      return [link('confirm', 'confirmFile', id), link('self', 'getFile', id), link('delete', 'deleteFile', id)];
    case 'processing':
      return [link('poll', 'getFile', id)];
    case 'clean':
      return [link('self', 'getFile', id), link('attach', 'attachFile', id), link('delete', 'deleteFile', id), link('files', 'listFiles')];
    default:
      return [link('reupload', 'createFile'), link('delete', 'deleteFile', id)];
  }
};

export const listActions = (): Action[] => [link('upload', 'createFile'), action('getFileStorageUsage')];
