export * from './schema.js';
export * from './createDb.js';
export * from './migrate.js';
export * from './ids.js';
export * from './seed/seedDemoData.js';
export * from './seed/demoPhotographers.js';
export * from './errors.js';
