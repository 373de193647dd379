/**
 * The locale stamp: a classic same-origin script the prerendered pages load twice (CSP: no inline
 * script). It resolves the language exactly as the app does (?lang=, then tr-lang, then English).
 */
import { browserStorage } from '../browser-storage';
import { resolveLocale } from '../i18n/locale';
import { stampBody, stampHead, visitorMatchesPrerender } from './locale-stamp';

const storage = browserStorage();
const locale = resolveLocale(window.location.search, storage);
const matches = visitorMatchesPrerender(storage);
if (document.body) stampBody(document, locale, matches);
else stampHead(document, document.currentScript, locale, matches);
