/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TemplateStepDefaultDriUserId } from './templateStepDefaultDriUserId';
import type { TemplateStepDefaultDriRole } from './templateStepDefaultDriRole';
import type { TemplateStepSlaHours } from './templateStepSlaHours';
import type { TemplateStepTerminal } from './templateStepTerminal';

/**
 * One ordered step of a template (spec 1 §2.10). The last two steps of every template are the system-managed terminal steps Completed and Cancelled (terminal completed | cancelled, system true): created with it, never edited, reordered or deleted.
 */
export interface TemplateStep {
  id: string;
  templateId: string;
  title: string;
  description: string;
  /**
   * 1 for the first step; terminal steps come last.
   * @minimum 1
   */
  position: number;
  /** Who owns the step when an instance starts. */
  defaultDriUserId: TemplateStepDefaultDriUserId;
  /** An org role (pm, engineer, …) whose holder owns the step when no user is set: the entity's lead or owner when they have it. */
  defaultDriRole: TemplateStepDefaultDriRole;
  /**
   * Hours from activation until the step is due.
   * @minimum 1
   */
  slaHours: TemplateStepSlaHours;
  terminal: TemplateStepTerminal;
  /** true for the terminal steps. */
  system: boolean;
}
