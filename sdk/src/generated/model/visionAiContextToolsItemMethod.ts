/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type VisionAiContextToolsItemMethod = typeof VisionAiContextToolsItemMethod[keyof typeof VisionAiContextToolsItemMethod];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VisionAiContextToolsItemMethod = {
  POST: 'POST',
  PATCH: 'PATCH',
  DELETE: 'DELETE',
} as const;
