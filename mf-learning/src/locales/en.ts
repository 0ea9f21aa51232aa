/** mf-learning's strings (namespace "mf-learning"). English is the reference: every other language has every key. */
export const en = {
  retry: 'Try again',
  types: { academic: 'Academic', professional: 'Professional' },
  free: 'Free',
  forumLink: {
    label: 'Course forum',
    newPosts_one: '{{count}} new post',
    newPosts_other: '{{count}} new posts',
  },
};

export type LearningStrings = typeof en;
