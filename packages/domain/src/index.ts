export * from './hours.js';
export * from './pricing.js';
export * from './zoned.js';
