/**
 * The locale stamp: a classic same-origin script the prerendered pages load twice (CSP: no inline
 * script). It resolves the language exactly as the app does (?lang=, then tr-lang, then English),
 * and keeps a form submitted before the app's code arrived from leaving the page.
 */
import { resolveLocale } from '../i18n/locale';
import { holdSubmissions, prerenderVisitorOf, readOnlyStorage, stampBody, stampHead, startAppAfterPaint, visitorMatchesPrerender } from './locale-stamp';

// Reads only: the app remembers ?lang= itself.
const storage = readOnlyStorage(window);
const locale = resolveLocale(window.location.search, storage);
if (document.body) {
  stampBody(document, locale, visitorMatchesPrerender(storage, prerenderVisitorOf(document.getElementById('root'))));
  startAppAfterPaint(window, document.currentScript, locale);
} else {
  stampHead(document, document.currentScript, locale);
  holdSubmissions(window);
}
