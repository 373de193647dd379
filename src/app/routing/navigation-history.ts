/** What guards need to know about earlier navigations in this visit. */
export class NavigationHistory {
  private completed = 0;
  private countryLinkClicked = false;

  get firstNavigation(): boolean {
    return this.completed === 0;
  }

  recordCompleted(): void {
    this.completed += 1;
  }

  /** Set by the "cannot find my country" link; read once by the guard. */
  markCountryLinkClicked(): void {
    this.countryLinkClicked = true;
  }

  takeCountryLinkClicked(): boolean {
    const clicked = this.countryLinkClicked;
    this.countryLinkClicked = false;
    return clicked;
  }
}
