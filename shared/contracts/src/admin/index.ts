export * from './admin-api';
export * from './admin-forms';
export * from './plan-features';
