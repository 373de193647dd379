import { After, World, setWorldConstructor, type IWorldOptions } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { AppNavigatorToken } from '@/app/app-navigator';
import { readConfig } from '@/app/config';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { memoryMode } from '@/app/modes/memory-mode';
import { NavigationHistory } from '@/app/routing/navigation-history';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { SandboxWorld } from '@/sandbox/world/world';
import { SessionState } from '@/session/application/session-state';
import { SignIn } from '@/session/application/sign-in';
import { SignOut } from '@/session/application/sign-out';
import { endStaleSession } from '@/session/application/stale-session';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { signOutWhenEndedElsewhere } from '@/app/sign-out-when-ended-elsewhere';
import { InMemorySessionEndBroadcast, SessionEndBus } from '@/session/adapters/in-memory-session-end-broadcast';
import { Analytics } from '@/shared/kernel/analytics';
import { Clock } from '@/shared/kernel/clock';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import type { WalletViewModel } from '@/wallet/ui/wallet-view-model';
import { platformModule } from '@/app/modes/platform';
import { afterNavigation } from '@/app/routing/after-navigation';
import { titleKey, type RouteMatch } from '@/app/routing/resolve-navigation';
import { RouterDriver, type DriverLocation } from './router-driver';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { registrationProgress } from '@/onboarding/application/registration-steps';
import { SignInPageDriver } from './sign-in-page-driver';
import { sendingViewModelsModule } from '@/sending/sending.view-models';
import { profileViewModelsModule } from '@/profile/profile.view-models';
import { walletViewModelsModule } from '@/wallet/wallet.view-models';
import { transfersViewModelsModule } from '@/transfers/transfers.view-models';
import { promotionsViewModelsModule } from '@/promotions/promotions.view-models';
import { notificationsViewModelsModule } from '@/notifications/notifications.view-models';

export const PORTAL_ORIGIN = 'http://portal.test';

/**
 * One scenario's portal: a fresh sandbox back office, browser storage, analytics and DI container
 * (the app's own composition root in memory mode), plus a router once a page is opened.
 * The constructor is synchronous (Cucumber requirement); anything asynchronous happens in steps.
 */
export class PortalWorld extends World {
  /** The portal's clock; steps move it forward. */
  readonly clock = { at: Date.parse('2026-11-21T10:00:00Z'), now(): number { return this.at; } };
  /** What runs on a timer in the portal, ticked once a second when time passes (time-steps.ts). */
  readonly tickers: (() => unknown)[] = [];
  /** The back office keeps the same time: code and e-mail waits run on the scenario's clock. */
  readonly sandbox = new SandboxWorld({ clock: () => new Date(this.clock.at) });
  readonly storage = new MemoryStorage();
  readonly analytics = new RecordingAnalytics();
  /** The browser's cookies (document.cookie's behaviour); they survive a reload like storage. */
  readonly cookies = new MemoryCookieDocument();
  container: Container;
  /** "I" in the steps: the demo customer the scenario is about. */
  customer: SandboxCustomer | undefined;
  /** Every token the back office issued to this browser, so storage can be searched for them. */
  readonly issuedTokens: string[] = [];
  readonly signInPage = new SignInPageDriver(this);
  /** The wallet page's view model after the last balance load. */
  wallet: WalletViewModel | undefined;
  private driver: RouterDriver | undefined;
  /** The customer's other tabs of the portal, on one channel with this one (src/session: SessionEndBroadcast). */
  readonly tabs = new SessionEndBus();
  /** The pages a sign-out loaded afresh, in order (the browser's location.replace). */
  readonly freshLoads: string[] = [];

  constructor(options: IWorldOptions) {
    super(options);
    this.container = this.buildPortal();
  }

  get session(): SessionState {
    return this.container.get(SessionState);
  }

  get me(): SandboxCustomer {
    if (!this.customer) throw new Error('No customer chosen yet: start with e.g. "Given a customer from Sweden"');
    return this.customer;
  }

  get hasRouter(): boolean {
    return this.driver !== undefined;
  }

  get router(): RouterDriver {
    if (!this.driver) throw new Error('No page is open yet: start with When I open "<path>"');
    return this.driver;
  }

  /** The first navigation of the visit: the address typed into a fresh tab. */
  async open(path: string): Promise<void> {
    if (this.driver) throw new Error(`A page is already open (${this.driver.location}); use: When I then go to "${path}"`);
    const drafts = this.container.get(RegistrationDraftStore);
    const registration = () => registrationProgress(drafts.load());
    const driver = new RouterDriver({ session: this.session, history: this.container.get(NavigationHistory), registration }, path, (location, match) =>
      this.afterNavigation(location, match),
    );
    // As main.tsx does: app code navigates through this router; a sign-out loads a page afresh.
    this.container.get(AppNavigatorToken).attach(
      (to) => driver.navigate(to),
      () => driver.currentLocation,
      (to) => this.loadAfresh(to),
    );
    this.driver = driver;
    await driver.settle();
  }

  /** A later navigation of the same visit (a link or the address bar in an open app). */
  async goTo(path: string, options?: { replace?: boolean; state?: unknown }): Promise<void> {
    this.router.navigate(path, options);
    await this.router.settle();
  }

  /**
   * A page loaded afresh (a sign-out's way out): as a reload, everything held in memory is rebuilt,
   * and the page at `to` opens in the new portal. Its first navigation is under way when this
   * returns: `router.settle()` waits for it.
   */
  loadAfresh(to: string): void {
    const pageOpen = this.hasRouter;
    this.freshLoads.push(to);
    this.reload();
    if (pageOpen) void this.open(to);
  }

  /** A browser reload: storage and the back office stay, everything held in memory is rebuilt. */
  reload(): void {
    this.closeRouter();
    this.signInPage.reset();
    this.container = this.buildPortal();
  }

  /** Signs "me" in through the SignIn use case, without the sign-in page (a Given). */
  async signInDirectly(): Promise<void> {
    const me = this.me;
    const several = this.sandbox.customersByEmail(me.email).length > 1;
    const outcome = await this.container.get(SignIn).execute({
      email: me.email,
      password: me.password,
      country: several ? me.country : undefined,
    });
    if (outcome.kind !== 'signed-in') throw new Error(`Sign-in of ${me.email} asked for a country`);
    this.rememberToken();
  }

  rememberToken(): void {
    const token = this.session.token();
    if (token && !this.issuedTokens.includes(token)) this.issuedTokens.push(token);
  }

  closeRouter(): void {
    this.driver?.dispose();
    this.driver = undefined;
  }

  /**
   * Another tab of the portal in the same browser (same storage, same back office, the same
   * channel between tabs), at `path`: its own container, listening for a sign-out elsewhere as the shell does.
   */
  openAnotherTab(path: string): Container {
    const { container } = this.portalContainer();
    container.get(AppNavigatorToken).attach(() => undefined, () => ({ pathname: path, search: '' }), (to) => this.otherTabLoads.push(to));
    return container;
  }

  /** The pages the other tab's sign-outs loaded afresh. */
  readonly otherTabLoads: string[] = [];
  /** This tab's end of the channel between tabs, closed when the page goes. */
  private tabEnd: InMemorySessionEndBroadcast | undefined;

  private portalContainer(): { container: Container; tabEnd: InMemorySessionEndBroadcast } {
    const tabEnd = new InMemorySessionEndBroadcast(this.tabs);
    const { container } = buildContainer({
      config: readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, PORTAL_ORIGIN),
      mode: memoryMode(this.sandbox),
      platform: platformModule(this.storage, this.analytics, undefined, this.cookies, this.storage, tabEnd),
    });
    container.rebind(Clock).toConstantValue(this.clock);
    // Resolved when heard, not now: a scenario may still rebind what the sign-out is built with.
    signOutWhenEndedElsewhere(tabEnd, { execute: (reason) => container.get(SignOut).execute(reason) });
    return { container, tabEnd };
  }

  private buildPortal(): Container {
    // As main.tsx does first: a stored session idle past the limit is wiped before anything uses it.
    const stale = endStaleSession(new StorageSessionStore(this.storage), this.clock.now());
    this.tabEnd?.close();
    const { container, tabEnd } = this.portalContainer();
    this.tabEnd = tabEnd;
    // Before a page is open, a sign-out still loads afresh (no page to open then).
    container.get(AppNavigatorToken).attach(() => undefined, () => ({ pathname: '/', search: '' }), (to) => this.loadAfresh(to));
    if (stale) void container.get(SignOut).endStale(stale);
    // The one override (made in portalContainer): time is the scenario's to move ("When I do nothing for 58 minutes").
    // Steps drive the view models without their pages (which make their own): bound here, each
    // resolvable once its area's modules are loaded (the app never loads these modules).
    container.load(
      ...[sendingViewModelsModule, profileViewModelsModule, walletViewModelsModule, transfersViewModelsModule, promotionsViewModelsModule, notificationsViewModelsModule].map((m) => m.module),
    );
    return container;
  }

  /**
   * The app's own after-navigation step (AppRoutes calls the same function): page view and the
   * navigation record the guards read. Nothing is rendered, so the title is the route's title key.
   */
  private afterNavigation(location: DriverLocation, match: RouteMatch | undefined): void {
    afterNavigation(
      { analytics: this.container.get(Analytics), history: this.container.get(NavigationHistory) },
      { path: location.pathname, title: titleKey(match), locale: 'en' },
    );
  }
}

setWorldConstructor(PortalWorld);

After(function (this: PortalWorld) {
  this.closeRouter();
});
