export * from './types.js';
export * from './esewa.js';
export * from './khalti.js';
export { paisaToRupees, rupeesToPaisa } from './money.js';
