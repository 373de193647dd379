import { HOME_PATH } from '@/session/domain/safe-redirect';
import { agentCodeOf as agentCodeFromParams } from '@/onboarding/domain/agent-code';

/** What a guard knows about the navigation. Pure data, so guards are plain functions. */
export interface GuardContext {
  readonly url: URL;
  readonly signedIn: boolean;
  /** True when this is the first route of the visit (opened directly, no previous route). */
  readonly firstNavigation: boolean;
  /** Navigation state passed by the previous screen (e.g. the "cannot find my country" link). */
  readonly cameFromCountryLink: boolean;
  /**
   * The registration draft (src/onboarding): with a token, a registration is in progress; its
   * `openPaths` are the steps its answers reach, `resumePath` where it continues.
   */
  readonly registration?: { readonly token?: string; readonly openPaths?: readonly string[]; readonly resumePath?: string };
}

export type GuardName =
  | 'auth'
  | 'guest'
  | 'registration-entry'
  | 'trustly-callback'
  | 'agent-sign-up'
  | 'cannot-find-country'
  | 'verification-link';

/** A guard returns where to go instead, or undefined to let the navigation through. */
export type Guard = (context: GuardContext) => string | undefined;

const COUNTRY_OF_RESIDENCE = '/country-of-residence';
const SIGN_IN = '/sign-in';

const guards: Readonly<Record<GuardName, Guard>> = {
  /** Anonymous users go to sign-in, carrying the wanted path. */
  auth: ({ url, signedIn }) =>
    signedIn ? undefined : `${SIGN_IN}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
  /** Signed-in users have no business on sign-in or registration. */
  guest: ({ signedIn }) => (signedIn ? HOME_PATH : undefined),
  /**
   * Registration steps opened directly start over at country of residence (not the nets callback).
   * A reload mid-registration (a draft in progress) opens the step again when its earlier answers
   * are in the draft, else the step where the registration continues.
   */
  'registration-entry': ({ url, firstNavigation, registration }) => {
    if (!firstNavigation || url.pathname === COUNTRY_OF_RESIDENCE) return undefined;
    if (url.pathname === '/registration' && hasNetsCallback(url)) return undefined;
    if (registration?.token) {
      const resume = registration.resumePath ?? '/registration-name';
      return (registration.openPaths ?? [resume]).includes(url.pathname) ? undefined : resume;
    }
    return COUNTRY_OF_RESIDENCE;
  },
  /** The bank-link callback needs status, provider and routeName. */
  'trustly-callback': ({ url }) =>
    ['status', 'provider', 'routeName'].every((key) => url.searchParams.get(key)) ? undefined : SIGN_IN,
  /** Agent sign-up needs agentCode inside the JSON query parameter `params`, and no session. */
  'agent-sign-up': ({ url, signedIn }) => (!signedIn && agentCodeOf(url) ? undefined : SIGN_IN),
  /**
   * /verification is for visitors, but a phone hand-off link (token or code) works for anyone: the
   * link, not the session, is what the capture uses (a customer signed in on the phone too).
   */
  'verification-link': ({ url, signedIn }) => (signedIn && !url.searchParams.get('token') && !url.searchParams.get('code') ? HOME_PATH : undefined),
  /** Reachable only from country of residence, after its link was clicked. */
  'cannot-find-country': ({ cameFromCountryLink }) => (cameFromCountryLink ? undefined : COUNTRY_OF_RESIDENCE),
};

export function runGuards(names: readonly GuardName[], context: GuardContext): string | undefined {
  for (const name of names) {
    const redirect = guards[name](context);
    if (redirect !== undefined) return redirect;
  }
  return undefined;
}

function hasNetsCallback(url: URL): boolean {
  return [...url.searchParams.keys()].some((key) => key.toLowerCase().replace(/[-_]/g, '') === 'netscallback');
}

/** agentCode from `?params={"agentCode":"..."}` (the onboarding rule); malformed JSON means no code. */
export function agentCodeOf(url: URL): string | undefined {
  return agentCodeFromParams(url.searchParams.get('params'));
}
