import type { RegistrationDraft } from '../domain/registration-draft';

/**
 * The registration steps after the account exists (name to SSN), their order and their paths:
 * the one place that knows which step follows which. The screens before them (country of
 * residence, the three ways to register, phone and e-mail verification) end on the first step.
 */
export const REGISTRATION_STEPS = ['name', 'nationality', 'dateOfBirth', 'reasonOfUsage', 'occupation', 'addressSearch', 'address', 'ssn'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const STEP_PATHS: Readonly<Record<RegistrationStep, string>> = {
  name: '/registration-name',
  nationality: '/registration-nationality',
  dateOfBirth: '/registration-date-of-birthday',
  reasonOfUsage: '/registration-reason-of-usage',
  occupation: '/occupation',
  addressSearch: '/address-search',
  address: '/address',
  ssn: '/ssn',
};

/** Where the customer lands once registration is complete and the session started. */
export const AFTER_REGISTRATION_PATH = '/wallet';
/** Where a cancelled registration starts over. */
export const REGISTRATION_START_PATH = '/country-of-residence';

/**
 * Steps whose back button asks "Cancel registration" (YES: the draft is cleared, back to the
 * country of residence; NO: stay): the /registration-* screens, right after the account was
 * created. On the later steps, back goes to the previous step.
 */
const CANCEL_ON_BACK: ReadonlySet<RegistrationStep> = new Set(['name', 'nationality', 'dateOfBirth', 'reasonOfUsage']);

/** The social security number and the state are asked of US customers only. */
export function isUsCustomer(draft: RegistrationDraft): boolean {
  return draft.country === 'US';
}

/** The steps this customer goes through, in order. */
export function stepsFor(draft: RegistrationDraft): RegistrationStep[] {
  return REGISTRATION_STEPS.filter((step) => step !== 'ssn' || isUsCustomer(draft));
}

export function stepOfPath(pathname: string): RegistrationStep | undefined {
  return REGISTRATION_STEPS.find((step) => STEP_PATHS[step] === pathname);
}

/** Whether the draft already holds the step's answer. */
export function isAnswered(draft: RegistrationDraft, step: RegistrationStep): boolean {
  switch (step) {
    case 'name':
      return Boolean(draft.firstName && draft.lastName);
    case 'nationality':
      return Boolean(draft.nationality);
    case 'dateOfBirth':
      return Boolean(draft.dateOfBirth);
    case 'reasonOfUsage':
      return Boolean(draft.reasonOfUsage);
    case 'occupation':
      return Boolean(draft.occupation);
    // The search is done once an address is known (found, or typed by hand).
    case 'addressSearch':
    case 'address':
      return Boolean(draft.address?.street);
    case 'ssn':
      return Boolean(draft.usState);
  }
}

/** The step after `step`, or 'complete' after the last one. */
export function nextStep(draft: RegistrationDraft, step: RegistrationStep): RegistrationStep | 'complete' {
  const steps = stepsFor(draft);
  return steps[steps.indexOf(step) + 1] ?? 'complete';
}

export function isLastStep(draft: RegistrationDraft, step: RegistrationStep): boolean {
  return nextStep(draft, step) === 'complete';
}

/** What the back button does on a step: ask "Cancel registration", or go to the previous step. */
export function backAction(draft: RegistrationDraft, step: RegistrationStep): { kind: 'ask-cancel' } | { kind: 'go'; to: string } {
  if (CANCEL_ON_BACK.has(step)) return { kind: 'ask-cancel' };
  const steps = stepsFor(draft);
  const previous = steps[steps.indexOf(step) - 1];
  return previous ? { kind: 'go', to: STEP_PATHS[previous] } : { kind: 'ask-cancel' };
}

/** A registration is in progress once the account exists (the draft holds its token). */
export function isInProgress(draft: RegistrationDraft): boolean {
  return Boolean(draft.token);
}

/** The first step without an answer: where a customer coming back continues. */
export function resumeStep(draft: RegistrationDraft): RegistrationStep {
  const steps = stepsFor(draft);
  return steps.find((step) => !isAnswered(draft, step)) ?? steps[steps.length - 1]!;
}

/**
 * The steps a customer may open with this draft: every answered step and the first unanswered
 * one (never a step further on, whose earlier answers are missing).
 */
export function openSteps(draft: RegistrationDraft): RegistrationStep[] {
  const steps = stepsFor(draft);
  const resume = resumeStep(draft);
  const open = steps.slice(0, steps.indexOf(resume) + 1);
  // From the search the customer may choose to type the address by hand.
  if (resume === 'addressSearch') open.push('address');
  return open;
}

export const PHONE_VERIFICATION_PATH = '/phone-verification';
export const EMAIL_VERIFICATION_PATH = '/email-verification';

/** What the route guard needs of a registration in progress: the token, where to continue, what may be opened. */
export interface RegistrationProgress {
  readonly token?: string;
  readonly resumePath: string;
  readonly openPaths: readonly string[];
}

/**
 * Where a reload (or a link) mid-registration may land, from the draft alone: the phone way waits
 * on /phone-verification until the phone is verified; then /email-verification stays open (its
 * e-mail is confirmed from the inbox, it does not hold the customer up) beside every step the
 * answers reach, and the registration continues at the first unanswered step.
 */
export function registrationProgress(draft: RegistrationDraft): RegistrationProgress {
  if (draft.phoneVerified === false) {
    return { token: draft.token, resumePath: PHONE_VERIFICATION_PATH, openPaths: [PHONE_VERIFICATION_PATH] };
  }
  const open = openSteps(draft).map((step) => STEP_PATHS[step]);
  return {
    token: draft.token,
    resumePath: STEP_PATHS[resumeStep(draft)],
    // Only the phone way confirms the e-mail on /email-verification; the e-mail way confirmed it with its code.
    openPaths: draft.emailVerified === undefined || draft.method !== 'phone' ? open : [EMAIL_VERIFICATION_PATH, ...open],
  };
}
