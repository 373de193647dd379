import { describe, expect, it } from 'vitest';
import { ProviderCallbackViewModel } from './provider-callback-view-model';

const inProgress = (reference: string | undefined) => ({ reference: () => reference });

describe("the payment provider's return pages", () => {
  it('lead to the pay step of the transfer in progress, which asks the back office how the payment went (the address claims nothing)', () => {
    expect(new ProviderCallbackViewModel(inProgress('TR01000001')).checkPath).toBe('/send-money/pay/TR01000001?check=payment');
  });

  it('without a transfer in progress, lead nowhere: the page says it cannot tell', () => {
    expect(new ProviderCallbackViewModel(inProgress(undefined)).checkPath).toBeUndefined();
  });
});
