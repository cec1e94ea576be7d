/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type OrgRole = typeof OrgRole[keyof typeof OrgRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrgRole = {
  engineer: 'engineer',
  pm: 'pm',
  em: 'em',
  executive: 'executive',
  admin: 'admin',
  sales: 'sales',
  operations: 'operations',
} as const;
