/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The credential's role.
 */
export type ViewerRole = typeof ViewerRole[keyof typeof ViewerRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ViewerRole = {
  engineer: 'engineer',
  pm: 'pm',
  em: 'em',
  executive: 'executive',
  admin: 'admin',
} as const;
