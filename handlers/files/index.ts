export * from './listFiles.js';
export * from './getFile.js';
export * from './getFileStorageUsage.js';
export * from './createFile.js';
export * from './confirmFile.js';
export * from './attachFile.js';
export * from './detachFile.js';
export * from './deleteFile.js';
