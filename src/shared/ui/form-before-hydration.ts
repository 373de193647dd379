/**
 * On a prerendered page a form can be submitted before the app's code has taken it over: the
 * page's early script then stops the browser's own submission (it would put the password in the
 * address) and marks the form with this attribute, and the form submits itself once hydrated.
 */
export const SUBMIT_PENDING_ATTR = 'data-submit-pending';
