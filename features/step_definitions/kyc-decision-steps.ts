import { Given } from '@cucumber/cucumber';
import { decideMyNextVerification } from '../support/kyc-status-dialog';
import type { PortalWorld } from '../support/world';

// How the back office decides my next verification (features/kyc-frame, kyc-sdk, kyc-manual): the
// sandbox's decision control, as browser tests call it before the customer finishes.

Given(/^the back office will decide my next verification: (Pass|Fail|Review)$/, function (this: PortalWorld, decision: string) {
  decideMyNextVerification(this, decision);
});
