export * from './listPrdTemplates.js';
export * from './createPrdTemplate.js';
export * from './getPrdTemplate.js';
export * from './updatePrdTemplate.js';
export * from './deletePrdTemplate.js';
