/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type UpdateTaskBodySubtaskMode = typeof UpdateTaskBodySubtaskMode[keyof typeof UpdateTaskBodySubtaskMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateTaskBodySubtaskMode = {
  standalone: 'standalone',
  sequential: 'sequential',
} as const;
