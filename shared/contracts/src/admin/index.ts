// The zod-free values (plan features, staff roles, audit kinds) live in ../constants.
export * from './admin-api';
export * from './admin-forms';
