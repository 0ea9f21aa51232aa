/** English strings of mf-learning's landing pages (loaded with their chunks). */
export const en = {
  landing: {
    hero: {
      eyebrow: 'Online learning, in four languages',
      title: 'Learn with purpose. Master every outcome.',
      lead: 'Academic and professional courses built from clear learning outcomes. Track your mastery lesson by lesson, earn XP, streaks and badges, ask Eve, your AI tutor, take placement tests, discuss in course forums and plan your week in the calendar.',
      register: 'Create your account',
      signIn: 'Sign in',
      dashboard: 'Go to my dashboard',
      seePlans: 'See plans',
      highlights: {
        mastery: 'Mastery tracked per outcome',
        eve: 'Eve, your AI tutor',
        streaks: 'XP, streaks and badges',
      },
      preview: {
        label: 'A preview of the learner dashboard',
        level: 'Level 7',
        streak: '12-day streak',
        xp: '2.4K XP',
        course: 'Algebra I',
        mastery: 'Mastery',
        eve: 'Eve: Let us review the quadratic formula together.',
      },
    },
    about: {
      title: 'About us',
      lead: 'We help learners reach real mastery, not just the end of a video.',
      body: 'Every course on the platform is built from learning outcomes, then modules and lessons. Short assessments after each lesson show what you have mastered and what deserves another look, so your time goes where it counts. Instructors and editors build and improve the courses; learners study at their own pace, in English, Arabic, French or German.',
      points: {
        tracks: {
          title: 'Academic and professional tracks',
          text: 'School subjects for every grade, and career courses organised into learning pathways.',
        },
        outcomes: {
          title: 'Built on learning outcomes',
          text: 'Each lesson states what you will be able to do, and each assessment checks it.',
        },
        languages: {
          title: 'Made for your language',
          text: 'The whole site reads naturally in four languages, right to left in Arabic.',
        },
      },
    },
    services: {
      title: 'Everything you need to learn well',
      lead: 'One place for studying, practising, asking and planning.',
      items: {
        courses: {
          title: 'Courses and pathways',
          text: 'Academic and professional courses, from single subjects to complete learning pathways.',
        },
        mastery: {
          title: 'Mastery tracking',
          text: 'A timeline of outcomes, modules and lessons shows exactly what you have mastered.',
        },
        gamification: {
          title: 'XP, streaks and badges',
          text: 'Earn XP and coins, keep your daily streak, climb the yearly ranking and collect badges.',
        },
        eve: {
          title: 'Eve, your AI tutor',
          text: 'Ask questions about your course at any time and get answers drawn from its own content.',
        },
        placement: {
          title: 'Placement tests',
          text: 'Generate a test on the outcomes you choose to find your level or check yourself.',
        },
        forums: {
          title: 'Course forums',
          text: 'Discuss every course with fellow learners and instructors, in posts, comments and replies.',
        },
        calendar: {
          title: 'Calendar and reminders',
          text: 'Plan study sessions, set learning times and never miss a deadline.',
        },
        tools: {
          title: 'Study tools',
          text: 'A scientific calculator, a whiteboard and a timer, always one click away while you study.',
        },
      },
    },
    plans: {
      title: 'Plans and pricing',
      lead: 'Choose the plan that fits the way you learn. Prices are in Egyptian pounds.',
      getStarted: 'Get started',
      choose: 'Choose this plan',
      empty: 'No plans are available right now. Please check back soon.',
      error: 'We could not load the plans.',
      loading: 'Loading plans…',
    },
    catalogue: {
      title: 'Explore our courses',
      lead: 'A taste of what you can study today.',
      browseAll: 'Browse all courses',
      empty: 'New courses are on their way. Please check back soon.',
      error: 'We could not load the courses.',
      loading: 'Loading courses…',
    },
    footer: {
      tagline: 'Courses, mastery tracking and an AI tutor for every learner.',
      explore: 'Explore',
      services: 'Services',
      catalogue: 'Courses',
      language: 'Language',
      copyright: '© {{year}} Elearn. All rights reserved.',
    },
  },
};
