import { COURSE_RULE_MESSAGES } from '@elearn/contracts/constants';

/** mf-authoring's strings (namespace "mf-authoring"). English is the reference: every other language has every key. */
export const en = {
  loading: 'Loading…',
  retry: 'Retry',
  type: { academic: 'Academic', professional: 'Professional' },
  courses: {
    title: 'Manage courses',
    new: 'New course',
    failed: 'The courses could not be loaded.',
    empty: 'You have no course to edit yet.',
    building: 'Building lessons: {{built}} of {{total}}',
    lessons: 'Lessons: {{count}}',
    actionsFor: 'Actions for {{title}}',
    preview: 'Preview',
    materials: 'Materials',
    edit: 'Edit',
    tree: 'Content tree',
  },
  preview: {
    back: 'Back to courses',
    failed: 'The course could not be loaded.',
    outcome: 'Learning outcome {{n}}: {{statement}}',
    module: 'Module {{n}}: {{name}}',
    lesson: 'Lesson {{n}}: {{name}}',
    notBuilt: 'This lesson is still being built.',
  },
  fields: { scope: 'Scope', domain: 'Domain' },
  review: { noDescription: 'No Description' },
  /** The course rules' messages (keys `rules.*` of @elearn/contracts/course-authoring), the spec's words. */
  rules: COURSE_RULE_MESSAGES,
};
export type AuthoringStrings = typeof en;
