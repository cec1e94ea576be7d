/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type DeleteDirectionDocument200AllOfData = {
  id: string;
  deleted: true;
};
