/** The tab-storage entry of the top-up attempt in progress (a sign-out wipes it; tiny on purpose: the sign-out's wipe imports it, on the first screen). */
export const TOP_UP_ATTEMPT_KEY = 'wallet-top-up-attempt';
