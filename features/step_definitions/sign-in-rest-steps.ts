import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { SignInViewModel } from '@/session/ui/sign-in-view-model';
import type { PortalWorld } from '../support/world';

When('the sign-in page is made again before it is shown', function (this: PortalWorld) {
  // The first attempt's view model, thrown away before it was on screen (its effect never ran).
  const discarded = this.container.get(SignInViewModel);
  assert.equal(discarded.sessionEnded, true, 'the first attempt says the session ended');
  this.signInPage.reset();
});

When('the sign-in page is shown', function (this: PortalWorld) {
  this.signInPage.viewModel().pageShown();
});

Then('the sign-in e-mail field holds {string}', function (this: PortalWorld, email: string) {
  assert.equal(this.signInPage.viewModel().email, email);
});
