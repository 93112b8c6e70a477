/** User-facing strings the spec fixes verbatim (spec §4, §5, §8). */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  network: 'Could not reach Shuruaat. Check your connection.',
  loading: 'Loading...',
  unexpectedError: 'Unexpected Application Error!',
  auth: {
    loginFailed: 'Failed to login',
    registerFailed: 'Failed to register',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'Email is already registered',
    signInRequired: 'Please sign in to continue',
    sessionExpired: 'Your session has ended. Please sign in again',
    forbidden: 'You do not have access to this',
  },
  guards: {
    admin: 'No token provided',
    employer: 'No token found',
    employerProfile: 'Missing token',
  },
} as const;
