/** Cookie and header names shared by the server and the web client. */
export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const REQUEST_ID_HEADER = 'x-request-id';
