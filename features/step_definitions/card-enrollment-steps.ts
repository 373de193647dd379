import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import payingCard from '@/app/i18n/locales/en/paying-card.json';
import { CardGateway } from '@/paying/application/card-gateway';
import { CardEnrollment } from '@/paying/application/card-enrollment';
import { CardEnrollmentResultViewModel, sessionIdOf } from '@/paying/ui/card/card-enrollment-result-view-model';
import { decideThreeDsEnrollmentAtDesk } from '@/sandbox/world/card-desk';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import type { PortalWorld } from '../support/world';
import { card, openCardPanel, PORTAL_ORIGIN, settle, typeOnTheProvidersForm } from './paying-card-steps';

/**
 * A card add's 3-D Secure by redirect (src/paying/ui/card/): the card panel's view model sends the
 * page away (its `leave`, recorded), the bank's page on the vendor origin is the card desk's
 * decision (what the imitation's Submit and Cancel do), and the result page is its view model over
 * the container's card gateway and the tab's enrollment, opened at the address the bank gave.
 */

interface Journey {
  /** The bank's 3-D Secure page the page left for. */
  bankPage?: URL;
  /** Where the bank sent the customer back. */
  returnedTo?: URL;
  result?: CardEnrollmentResultViewModel;
  /** The portal path the customer went back to. */
  backAt?: string;
}

const journeys = new WeakMap<PortalWorld, Journey>();
const journey = (world: PortalWorld): Journey => {
  let found = journeys.get(world);
  if (!found) journeys.set(world, (found = {}));
  return found;
};

const english = (key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], payingCard);
  assert.equal(typeof value, 'string', `no English text for paying-card:${key}`);
  return value as string;
};

const sessionOf = (url: URL | undefined): string => {
  const sid = url?.pathname.split('/').at(-1) ?? '';
  assert.ok(sid.startsWith('sid_'), `no session in ${url?.href ?? 'nothing'}`);
  return sid;
};

When('I type the card {string} expiring {string} into the card provider\'s form and save it', async function (this: PortalWorld, number: string, expiry: string) {
  await typeOnTheProvidersForm(this, number, expiry);
});

Then('the whole page goes to my bank\'s 3-D Secure page on the vendor origin', function (this: PortalWorld) {
  const s = card(this);
  assert.equal(s.vm.cardForm.kind, 'leaving');
  assert.equal(s.left.length, 1, `the page left for ${s.left.join(', ') || 'nothing'}`);
  const url = new URL(s.left[0]!);
  assert.ok(s.vendorOrigins.includes(url.origin), `${url.origin} is not a vendor origin`);
  assert.match(url.pathname, /^\/3ds\/enrollment\/sid_[a-z0-9]+$/);
  journey(this).bankPage = url;
});

Then('the page did not leave the portal', function (this: PortalWorld) {
  assert.deepEqual(card(this).left, []);
  assert.equal(card(this).vm.cardForm.kind, 'closed');
});

Then('no card {string} is saved yet', function (this: PortalWorld, last4: string) {
  assert.equal(this.sandbox.records.cards.some((k) => k.customerId === this.me.id && k.last4 === last4), false);
});

function decide(world: PortalWorld, decision: { action: 'submit' | 'cancel'; code?: string }): void {
  const j = journey(world);
  // The page the panel left for (the scenario may not have looked at it first).
  const left = card(world).left.at(-1);
  if (!j.bankPage && left) j.bankPage = new URL(left);
  const answer = decideThreeDsEnrollmentAtDesk(world.sandbox, sessionOf(j.bankPage), decision);
  assert.ok(answer.ok, answer.ok ? '' : answer.errors[0]?.message);
  j.returnedTo = new URL(answer.value.return_url);
}

When('I confirm the card on my bank\'s page with the code {string}', function (this: PortalWorld, code: string) {
  decide(this, { action: 'submit', code });
});

When('I cancel on my bank\'s page', function (this: PortalWorld) {
  decide(this, { action: 'cancel' });
});

Then('my bank sends me back to {string} with the session id', function (this: PortalWorld, path: string) {
  const j = journey(this);
  assert.ok(j.returnedTo);
  assert.equal(j.returnedTo.origin, PORTAL_ORIGIN);
  assert.equal(j.returnedTo.pathname, path);
  assert.equal(j.returnedTo.searchParams.get('cko-session-id'), sessionOf(j.bankPage));
});

async function openResultPage(world: PortalWorld, address: URL): Promise<void> {
  const j = journey(world);
  const vm = new CardEnrollmentResultViewModel(
    world.container.get(CardGateway),
    new CardEnrollment(world.container.get(TabStorageToken)),
    sessionIdOf(address.searchParams.get('cko-session-id')),
  );
  await vm.start();
  j.result = vm;
}

When('the card enrollment result page opens at that address', async function (this: PortalWorld) {
  const address = journey(this).returnedTo;
  assert.ok(address);
  await openResultPage(this, address);
});

When('the card enrollment result page opens at {string} with that session id', async function (this: PortalWorld, path: string) {
  await openResultPage(this, new URL(`${path}?cko-session-id=${sessionOf(journey(this).bankPage)}`, PORTAL_ORIGIN));
});

When('the card enrollment result page opens at {string}', async function (this: PortalWorld, path: string) {
  await openResultPage(this, new URL(path, PORTAL_ORIGIN));
});

const HEADINGS = { verified: 'success', declined: 'failure', pending: 'pending', unconfirmed: 'unconfirmed', failed: 'checkFailed', checking: 'checking' } as const;

Then('the result page says {string} and {string}', function (this: PortalWorld, heading: string, text: string) {
  const vm = journey(this).result;
  assert.ok(vm, 'the result page is not open');
  const state = vm.state;
  assert.equal(english(`enrollment.heading.${HEADINGS[state.kind]}`), heading);
  const shown =
    state.kind === 'verified'
      ? english('enrollment.text.verified').replace('{{last4}}', state.card.last4)
      : state.kind === 'declined'
        ? english(state.code === undefined || state.code === 'payment_was_not_authorised' ? 'enrollment.text.notAuthorised' : `cardPayment.${state.code}`)
        : english(`enrollment.text.${state.kind === 'failed' ? 'checkFailed' : state.kind}`);
  assert.equal(shown, text);
});

const BACK = { payment: 'enrollment.backToPayment', wallet: 'enrollment.backToWallet', page: 'enrollment.backToPage' } as const;

Then('the way back is {string}', function (this: PortalWorld, label: string) {
  const vm = journey(this).result;
  assert.ok(vm);
  assert.equal(english(BACK[vm.back.target]), label);
});

When('I go back by {string}', function (this: PortalWorld, label: string) {
  const j = journey(this);
  assert.ok(j.result);
  assert.equal(english(BACK[j.result.back.target]), label);
  j.result.goBack();
  j.backAt = j.result.back.path;
});

Then('I am back at {string}', function (this: PortalWorld, path: string) {
  assert.equal(journey(this).backAt, path);
});

When('the card panel of the payment opens again', async function (this: PortalWorld) {
  await openCardPanel(this, '1015.00 SEK');
  await settle();
});
