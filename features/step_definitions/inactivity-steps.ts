import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { InactivityViewModel, makeInactivityViewModel } from '@/session/ui/inactivity-view-model';
import { SessionStore } from '@/session/application/ports';
import type { PortalWorld } from '../support/world';

const watches = new WeakMap<PortalWorld, InactivityViewModel>();

/** The shell's inactivity watch, as mounted when the signed-in portal opens. */
function watch(world: PortalWorld): InactivityViewModel {
  let vm = watches.get(world);
  if (!vm) {
    vm = makeInactivityViewModel(world.container);
    vm.check();
    watches.set(world, vm);
  }
  return vm;
}

When('I do nothing for {int} minute(s)', function (this: PortalWorld, minutes: number) {
  const vm = watch(this);
  // The watch checks every minute; each check sees the clock as it is then.
  for (let minute = 0; minute < minutes; minute += 1) {
    this.clock.at += 60_000;
    vm.check();
  }
});

When('I choose to stay signed in', function (this: PortalWorld) {
  watch(this).staySignedIn();
});

Then('I am warned that I will be signed out in {int} minute(s)', function (this: PortalWorld, minutes: number) {
  const vm = watch(this);
  assert.equal(vm.view, 'warning');
  assert.equal(vm.minutesLeft, minutes);
});

Then('I am still signed in without a warning', function (this: PortalWorld) {
  assert.equal(watch(this).view, 'active');
  assert.equal(this.session.isSignedIn, true);
});

Then('I am signed out for inactivity and told so', function (this: PortalWorld) {
  assert.equal(this.session.isSignedIn, false);
  // A fresh sign-in page (nothing of the customer behind the message), which says why.
  assert.equal(this.freshLoads.length, 1);
  assert.match(this.freshLoads[0] ?? '', /^\/sign-in\b/);
  assert.equal(this.container.get(SessionStore).readEndedNotice(), 'inactivity');
});

When('I close the portal and come back {int} minutes later', function (this: PortalWorld, minutes: number) {
  // The watch ran while the portal was open (it records the last activity).
  watch(this);
  this.rememberToken();
  this.closeRouter();
  this.clock.at += minutes * 60_000;
  watches.delete(this);
  this.reload();
});

Then('the sign-in page says I was logged out for inactivity', function (this: PortalWorld) {
  const page = this.signInPage.viewModel();
  assert.equal(page.sessionEnded, true);
  assert.equal(page.loggedOutMessage, true);
});
