/** English strings of mf-header every visitor needs (header, sign-in pages; namespace "mf-header"). Member strings: member/. */
export const en = {
  brand: 'Elearn',
  header: {
    login: 'Log in',
    register: 'Register',
    mainNav: 'Main',
    askEve: 'Ask Eve, the AI tutor',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    stats: {
      label: 'Your progress',
      level: 'Level',
      streak: 'Day streak',
      coins: 'Coins',
    },
    language: {
      title: 'Language',
      button: 'Language: {{name}}',
      current: 'current',
    },
    account: {
      button: 'Account menu for {{name}}',
      ranking: 'Ranking',
      logout: 'Log out',
    },
  },
  auth: {
    fields: {
      email: 'Email',
      password: 'Password',
      firstName: 'First name',
      lastName: 'Last name',
      confirmPassword: 'Confirm password',
    },
    login: {
      title: 'Sign in',
      lead: 'Welcome back! Sign in to pick up where you left off.',
      submit: 'Sign in',
      noAccount: 'New to Elearn?',
      toRegister: 'Create an account',
    },
    register: {
      title: 'Create your account',
      lead: 'Join free and start learning at your own pace.',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      toLogin: 'Sign in',
    },
    passwordHints: {
      title: 'Your password needs',
      length: 'At least 8 characters',
      letter: 'At least one English letter',
      digit: 'At least one number',
      met: '(done)',
      unmet: '(still needed)',
    },
    errors: {
      signInInsteadTitle: 'Sign in instead?',
      signInInstead:
        'We could not sign you in with these details. If you already have an account with this email, sign in with its password.',
      invalidCredentialsTitle: 'Sign-in failed',
      invalidCredentials: 'The email or password is not correct.',
      lockedTitle: 'Account locked',
      locked_one: 'Too many failed sign-ins. Please try again in {{count}} minute.',
      locked_other: 'Too many failed sign-ins. Please try again in {{count}} minutes.',
      rateLimitedTitle: 'Too many attempts',
      rateLimited: 'Too many attempts. Please wait a minute and try again.',
      failedTitle: 'Something went wrong',
      failed: 'We could not reach the server. Please try again.',
    },
  },
};
