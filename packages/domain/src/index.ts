export * from './hours.js';
export * from './pricing.js';
export * from './zoned.js';
export * from './money.js';
export * from './vat.js';
export * from './order-status.js';
export * from './shop.js';
