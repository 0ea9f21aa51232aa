/** English strings of the profile page (part of the member strings). */
export const en = {
  profile: {
    email: 'Email',
    role: 'Role',
    roles: {
      Learner: 'Learner',
      Instructor: 'Instructor',
      Editor: 'Editor',
      Admin: 'Administrator',
    },
    dateFormat: 'MMMM D, YYYY',
    badges: {
      title: 'Badges',
      loading: 'Loading your badges…',
      failed: 'Your badges could not be loaded.',
      retry: 'Try again',
      empty: 'No badges yet. Study, keep your streak and pass tests to earn them.',
      earned: 'Earned on {{date}}',
    },
    plan: {
      title: 'Current plan',
      active: 'Active',
      expired: 'Expired',
      start: 'Start date',
      renew: 'Renews on',
      ended: 'Ended on',
      features: 'Included in your plan',
      featureNames: {
        courses: 'Course enrolment',
        assessments: 'Lesson assessments',
        studyCorner: 'Study corners',
        askEve: 'Ask Eve',
        certificate: 'Certificates',
      },
      none: 'No plan.',
      noneLead: 'You are not subscribed to a plan yet.',
      seeOptions: 'See subscription options',
    },
  },
};
