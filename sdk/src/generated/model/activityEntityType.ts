/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Kind of entity whose activity log is read (spec 2 §4.3): the entity types (customers with their contacts, ARR points and opportunity links; insights with their links and impacts), plus rooms, messages and comments, whose logs are readable by whoever can read them (a room's members, or anyone for an open room; a comment's entity's readers), and templates (with their steps), categories, tags and PRD templates.
 */
export type ActivityEntityType = typeof ActivityEntityType[keyof typeof ActivityEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityEntityType = {
  vision: 'vision',
  objective: 'objective',
  metric: 'metric',
  opportunity: 'opportunity',
  task: 'task',
  team: 'team',
  user: 'user',
  customer: 'customer',
  insight: 'insight',
  room: 'room',
  message: 'message',
  comment: 'comment',
  template: 'template',
  category: 'category',
  tag: 'tag',
  prd_template: 'prd_template',
} as const;
