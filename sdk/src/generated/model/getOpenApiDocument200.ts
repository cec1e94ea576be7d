/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { GetOpenApiDocument200Info } from './getOpenApiDocument200Info';
import type { GetOpenApiDocument200Paths } from './getOpenApiDocument200Paths';

export type GetOpenApiDocument200 = {
  openapi: string;
  info: GetOpenApiDocument200Info;
  paths: GetOpenApiDocument200Paths;
};
