/** Cookie and header names shared by the server and the web client. */
export const SESSION_COOKIE = 'session';
/** Set at sign-in: this browser is a device of the account, so guessers cannot lock it out. */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const REQUEST_ID_HEADER = 'x-request-id';

/** Sent on creating POSTs so a retry returns the first answer instead of creating twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 8 to 128 visible characters (a UUID works well).',
  otherRoute: 'This Idempotency-Key was already used for a different request.',
  stillRunning:
    'The first request with this Idempotency-Key is still being processed. Try again shortly.',
  answerLost:
    'The first request with this Idempotency-Key was carried out, but its answer was lost. Check the result before trying again.',
} as const;
