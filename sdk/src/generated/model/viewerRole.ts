/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The credential's role. A key may carry any org role (the same values as OrgRole) that grants nothing its user's role lacks; an OAuth token reports its user's org role, but only its scopes count.
 */
export type ViewerRole = typeof ViewerRole[keyof typeof ViewerRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ViewerRole = {
  engineer: 'engineer',
  pm: 'pm',
  em: 'em',
  executive: 'executive',
  admin: 'admin',
  sales: 'sales',
  operations: 'operations',
} as const;
