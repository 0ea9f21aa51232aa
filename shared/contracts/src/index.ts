// First: configures zod before the schemas below are built.
import './zod-setup';

export * from './access';
export * from './announcements';
export * from './auth';
export * from './calendar';
export * from './catalogue';
export * from './constants';
export * from './courses';
export * from './enrolment';
export * from './error-log';
export * from './errors';
export * from './forum';
export * from './gamification';
export * from './health';
export * from './mastery';
export * from './materials';
export * from './notifications';
export * from './paging';
export * from './payments';
export * from './plans';
export * from './statistics';
export * from './store';
export * from './text/visible-text';
export * from './user';
export * from './whiteboard';
