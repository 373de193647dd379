/** The header carrying the session token on the main API (kept apart so the early script stays tiny). */
export const MAIN_API_AUTH_HEADER = 'X-Auth-Token';
