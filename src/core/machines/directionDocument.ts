/**
 * Direction document status (spec 2 §4.9, following spec 1 §3.2's strategy rows): publish moves a draft to active
 * and puts a new version of an active document in force (active → active, a real move); archive moves a draft or
 * active document to archived, which is final and read-only. A vision is never archived (a guard in the service).
 */
import { machine } from './machine.js';

export type DirectionDocumentStatus = 'draft' | 'active' | 'archived';

export const directionDocumentMachine = machine<DirectionDocumentStatus>(
  'direction document',
  {
    draft: ['active', 'archived'],
    active: ['active', 'archived'],
    archived: [],
  },
  { via: { active: 'publishDirectionDocument', archived: 'archiveDirectionDocument' } },
);
