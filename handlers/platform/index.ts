export * from './getSchema.js';
export * from './getOpenApiDocument.js';
export * from './getViewer.js';
