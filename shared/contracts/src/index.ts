export * from './auth';
export * from './courses';
export * from './error-log';
export * from './errors';
export * from './health';
export * from './plans';
export * from './statistics';
export * from './user';
