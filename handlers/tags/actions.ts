import { link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';

/** From a tag or its deletion (spec 2 §4.1): the org's tags (there is no single-tag read). */
export const tagActions = (): Action[] => [link('tags', 'listTags')];
