/** What guards need to know about earlier navigations in this visit. */
export class NavigationHistory {
  private completed = 0;

  get firstNavigation(): boolean {
    return this.completed === 0;
  }

  recordCompleted(): void {
    this.completed += 1;
  }
}

/** Navigation state the "cannot find my country" link hands to its page (spec 01 section 2). */
export interface CountryLinkState {
  readonly fromCountryLink: true;
}

export function cameFromCountryLink(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<CountryLinkState>).fromCountryLink === true;
}
