import { link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';

/** From a category (spec 2 §4.1, §4.13): itself and the org's categories. Deleting is not offered: it is refused for system and referenced categories. */
export const categoryActions = (id: string): Action[] => [link('self', 'getCategory', { id }), link('categories', 'listCategories')];
