/** Customer Support's contact page (opened in a new tab; configuration, not behaviour). */
export const SUPPORT_URL = 'https://support.sahan.example/contact';
