export * from './listCategories.js';
export * from './createCategory.js';
export * from './getCategory.js';
export * from './updateCategory.js';
export * from './deleteCategory.js';
