import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { signedInThroughApi } from './journey';

/**
 * Identity verification's browser specs (kyc-*.spec.ts, profile.spec.ts): customers of their own,
 * made and moved by the sandbox's control (src/sandbox/server/control-kyc-sdk.ts,
 * control-verification.ts), so no two tests (nor the phone and desktop runs) change one customer.
 */

/** The countries the sandbox's control makes customers in (CA uses the identity SDK, SE the vendor's frame, GB the manual upload). */
export type ControlCountry = 'CA' | 'SE' | 'GB' | 'US';

interface CustomerOptions {
  /** false: a customer who may not send money yet (/profile shows "not yet available"). */
  readonly remittance_enabled?: boolean;
  /** false: a customer without a password, as one registered by one-time codes is (signs in by code only). */
  readonly has_password?: boolean;
}

/** A fresh, fully registered customer (Sagal Camera) of `country` in the verification status `status`; their e-mail. */
export async function freshKycCustomer(page: Page, country: ControlCountry, status: string, options: CustomerOptions = {}): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country, status, ...options } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { email: string }).email;
}

interface SignedInOptions extends CustomerOptions {
  /** The language kept as the customer's choice; English by default. */
  readonly lang?: string;
  /** The page opened once signed in; the wallet by default. */
  readonly path?: string;
}

/**
 * A fresh customer of `country` in `status`, signed in through the sandbox's API (one page load:
 * the sign-in screen has specs of its own) on `path`; their e-mail.
 */
export async function signedInWithStatus(page: Page, country: ControlCountry, status: string, options: SignedInOptions = {}): Promise<string> {
  const { lang, path, ...customer } = options;
  const email = await freshKycCustomer(page, country, status, customer);
  await signedInThroughApi(page, email, { country, lang, path });
  return email;
}

/** The customer's verification status from now on, set in the sandbox's back office. The portal reads it on its next load. */
export async function setStatus(page: Page, email: string, status: string): Promise<void> {
  const response = await page.request.post('/sandbox/control/verification-status', { data: { email, status } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The back office's decision on the customer's next verification (used once): Pass, Fail or Review. */
export async function decideNext(page: Page, email: string, decision: 'Pass' | 'Fail' | 'Review'): Promise<void> {
  const response = await page.request.post('/sandbox/control/verification-decision', { data: { email, decision } });
  expect(response.ok(), await response.text()).toBe(true);
}
