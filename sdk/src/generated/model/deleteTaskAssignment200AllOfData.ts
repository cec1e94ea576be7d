/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type DeleteTaskAssignment200AllOfData = {
  taskId: string;
  userId: string;
  deleted: true;
};
