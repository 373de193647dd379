import type { i18n as I18n } from 'i18next';

/**
 * When the portal cannot start (its catalogue or code failed to load), show a plain message
 * built with DOM APIs. If the catalogue loaded, its text is used; otherwise this last-resort
 * text, which is the one user-facing string outside the catalogues (recorded in the README).
 */
const LAST_RESORT = 'The portal could not start. Check your connection and reload the page.';

export function showBootFailure(error: unknown, i18n: I18n | undefined): void {
  console.error('Portal failed to start', error);
  const root = document.getElementById('root') ?? document.body;
  const main = document.createElement('main');
  main.id = 'main';
  main.className = 'background__main';
  const heading = document.createElement('h1');
  heading.textContent = i18n?.isInitialized ? i18n.t('routeError.heading') : LAST_RESORT;
  const text = document.createElement('p');
  text.textContent = i18n?.isInitialized ? i18n.t('routeError.text') : '';
  main.append(heading, text);
  root.replaceChildren(main);
}
