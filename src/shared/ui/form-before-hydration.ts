/**
 * On a prerendered page a form can be submitted before the app's code has taken it over: the
 * page's early script then stops the browser's own submission (it would put the password in the
 * address) and marks the form with this attribute, and the form submits itself once hydrated.
 */
export const SUBMIT_PENDING_ATTR = 'data-submit-pending';

/**
 * Set by a control once the app has taken it over. Until then, on a prerendered page, choosing a
 * language in the list (name "lang") reloads the page in that language (?lang=), as the app would.
 */
export const TAKEN_OVER_ATTR = 'data-taken-over';
export const LANGUAGE_FIELD = 'lang';
