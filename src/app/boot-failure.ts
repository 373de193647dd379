import type { i18n as I18n } from 'i18next';
import { ConfigError } from './config';

/**
 * When the portal cannot start (its catalogue or code failed to load, or its configuration is
 * wrong), show a plain message built with DOM APIs. If the catalogue loaded, its text is used;
 * otherwise this last-resort text, which is the one user-facing string outside the catalogues
 * (recorded in docs/decisions.md). A configuration error also shows its technical message (spec 01
 * section 8: "Environment variable not found: NAME").
 */
const LAST_RESORT = 'The portal could not start. Check your connection and reload the page.';

export function showBootFailure(error: unknown, i18n: I18n | undefined): void {
  console.error('Portal failed to start', error);
  // The report (scrubbed of personal data) loads its own chunk, only when the portal fails to start.
  void import('@/shell/boot-failure-report').then((m) => m.reportBootFailure(error), () => undefined);
  const root = document.getElementById('root') ?? document.body;
  const main = document.createElement('main');
  main.id = 'main';
  main.className = 'background__main';
  const translated = i18n?.isInitialized === true;
  const config = error instanceof ConfigError;
  const heading = document.createElement('h1');
  heading.textContent = translated ? i18n.t(config ? 'bootFailure.configHeading' : 'routeError.heading') : LAST_RESORT;
  const text = document.createElement('p');
  text.textContent = translated ? i18n.t(config ? 'bootFailure.configText' : 'routeError.text') : '';
  main.append(heading, text);
  if (config) {
    const detail = document.createElement('p');
    detail.className = 'boot-failure__detail';
    detail.textContent = error.message;
    main.append(detail);
  }
  root.replaceChildren(main);
}
