/** Spec 01 section 9: the version file is checked every 30 s; the minor-update banner shows 15 s. */
export const VERSION_CHECK_EVERY_MS = 30_000;
export const MINOR_BANNER_MS = 15_000;
