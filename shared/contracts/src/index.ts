export * from './auth';
export * from './catalog';
export * from './errors';
export * from './user';
