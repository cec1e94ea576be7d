/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetViewerAvatarBodyFileId } from './setViewerAvatarBodyFileId';

export type SetViewerAvatarBody = {
  /** A clean image file; null removes the avatar. */
  fileId: SetViewerAvatarBodyFileId;
};
