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
  /** A plan's terms, on the landing and the subscription options (features come named from the API). */
  plans: {
    duration_one: 'for {{count}} month',
    duration_other: 'for {{count}} months',
    quotaPerDay_one: '{{count}} per day',
    quotaPerDay_other: '{{count}} per day',
    noFeatures: 'Core access to the platform',
  },
};

export type LearningStrings = typeof en;
