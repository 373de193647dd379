import type { APIRequestContext, Page } from '@playwright/test';

/**
 * A registration in progress without going through the screens before the steps: an account
 * registered in the sandbox with register-with-phone and the draft those screens leave in the
 * tab's session storage. Used by the browser tests of the steps and by the bench, which opens
 * each registration route directly (a reload mid-registration).
 */

/** The tab's session-storage key of the registration draft. */
export const DRAFT_KEY = 'registration-draft';

/** The draft answer of each registration step, in the steps' order (the address is a US one). */
export const STEP_ANSWERS: readonly (readonly [path: string, answer: Readonly<Record<string, unknown>>])[] = [
  ['/registration-name', { firstName: 'Hodan', lastName: 'Ali' }],
  ['/registration-nationality', { nationality: 'SO' }],
  ['/registration-date-of-birthday', { dateOfBirth: '1990-05-15' }],
  ['/registration-reason-of-usage', { reasonOfUsage: 'family_support' }],
  ['/occupation', { occupation: 'Nurse' }],
  // The address step opens from the search too (typed by hand): both need the steps before the search.
  ['/address-search', {}],
  ['/address', { address: { street: '1 Main Street', city: 'Des Moines', postcode: '50309' } }],
  ['/ssn', {}],
];

let counter = 0;

/**
 * Registers a new customer of `country` in the sandbox (through `request`, whose base URL is the
 * portal's) and returns the draft of that registration, with `extra` answers, as stored.
 */
export async function newRegistrationDraft(request: APIRequestContext, country: 'GB' | 'US', extra: Record<string, unknown> = {}): Promise<string> {
  counter += 1;
  const unique = `${Date.now() % 100_000}${counter}`.padStart(6, '0').slice(-6);
  const project = country === 'US' ? 'remit-us' : 'remit-gb';
  const email = `e2e.${country.toLowerCase()}.${unique}@sandbox.test`;
  const mobile_phone = country === 'US' ? { code: '1', phone: `2025${unique}` } : { code: '44', phone: `7700${unique}` };
  const located = await request.get(`/sandbox/locator/countries/${country}`);
  const { middleware } = (await located.json()).data as { middleware: string };
  const registered = await request.post(`${middleware}/user/register-with-phone`, { data: { country, mobile_phone, email, password: 'Secret12' } });
  if (!registered.ok()) throw new Error(`register-with-phone answered ${registered.status()}: ${await registered.text()}`);
  const { token } = (await registered.json()).data as { token: string };
  return JSON.stringify({ country, method: 'phone', email, phone: `+${mobile_phone.code}${mobile_phone.phone}`, token, backend: { baseUrl: middleware, project }, ...extra });
}

/** Registers a new customer in the sandbox and puts the draft into this tab; `extra` adds answers. Returns the draft. */
export async function seedRegistration(page: Page, country: 'GB' | 'US', extra: Record<string, unknown> = {}): Promise<string> {
  const draft = await newRegistrationDraft(page.request, country, extra);
  await page.goto('/area-not-available');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [DRAFT_KEY, draft] as const);
  return draft;
}
