export interface NavigateOptions {
  readonly replace?: boolean;
}

/**
 * Follows a navigation the router may refuse (it throws "External navigation is not allowed" for
 * a target that would leave the portal): a refused navigation goes to `fallback` instead, and
 * nothing is thrown at the caller.
 */
export function navigateOrFallback(
  navigate: (to: string, options?: NavigateOptions) => unknown,
  to: string,
  fallback: string,
  options?: NavigateOptions,
): string {
  try {
    void navigate(to, options);
    return to;
  } catch {
    void navigate(fallback, options);
    return fallback;
  }
}
