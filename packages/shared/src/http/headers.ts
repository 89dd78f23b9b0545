/** Header a guest's browser sends so the server can count its messages (lower case, as Node sees it). */
export const ANONYMOUS_ID_HEADER = 'x-anonymous-id';

/** Header carrying the id the server gave a request, echoed in every response and in the log. */
export const REQUEST_ID_HEADER = 'x-request-id';
