/** Strings every remote may use (namespace "common"). Remotes keep their own in their own namespace. */
export const en = {
  languageName: 'English',
  loading: 'Loading…',
  validation: {
    required: 'This field is required!',
    min3: 'Must be 3 letters at least!',
    email: 'Please, Enter a valid email!',
    emailTaken: 'An account with this email already exists.',
    password: 'Invalid Password!',
    passwordLength: 'Must be 8 characters at least!',
    passwordLetter: 'Must contain 1 english letter at least!',
    passwordDigit: 'Must contain 1 number at least!',
    confirmMatch: 'Must match Password!',
    invalid: 'Invalid value!',
  },
  errors: {
    somethingWentWrong: 'Something went wrong!',
    count_one: '{{count}} request failed:',
    count_other: '{{count}} requests failed:',
    message: 'Message',
    serverMessage: 'Server message',
    reloadPage: 'Reload Page',
    close: 'Close',
  },
  remote: {
    failed: 'This part of the page could not be loaded.',
    crashed: 'This part of the page stopped working.',
    retry: 'Retry',
    slow: 'Still loading…',
  },
  state: {
    empty: 'Nothing here yet.',
    failed: 'This could not be loaded.',
    retry: 'Retry',
    gone: 'Not found',
    goneBody: 'It was deleted, or it never existed.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist.',
    home: 'Go to home',
  },
  boot: { failed: 'The site could not start. Please reload the page.' },
};

export type CommonStrings = typeof en;
