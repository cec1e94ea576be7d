/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentKind } from './directionDocumentKind';
import type { CreateDirectionDocumentBodyScope } from './createDirectionDocumentBodyScope';

export type CreateDirectionDocumentBody = {
  kind: DirectionDocumentKind;
  /** Visions only (default company; one company vision per org). */
  scope?: CreateDirectionDocumentBodyScope;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * Markdown.
   * @minLength 1
   * @maxLength 200000
   */
  body: string;
  /** true: publish it as version 1 at once — only a person, with an OAuth token acting as them; API keys and app tokens get 403. false: the text becomes the draft of a document with nothing published yet. */
  publish?: boolean;
};
