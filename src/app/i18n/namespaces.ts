/** Namespaces the first screen needs; the others load with the screens that use them. */
export const FIRST_SCREEN_NAMESPACES = ['common', 'errors'] as const;
