import { describe, expect, it } from 'vitest';
import { ProviderCallbackViewModel } from './provider-callback-view-model';

const inProgress = (reference: string | undefined) => ({ reference: () => reference });

describe('ProviderCallbackViewModel (/nets-success, /nets-fail)', () => {
  it('after a success, the way on is the transfer’s result', () => {
    expect(new ProviderCallbackViewModel('success', inProgress('TR01000001')).next).toBe('/send-money/pay/TR01000001?result=successful');
  });

  it('after a failure, the way on is the pay step to try again', () => {
    expect(new ProviderCallbackViewModel('fail', inProgress('TR01000001')).next).toBe('/send-money/pay/TR01000001');
  });

  it('without a transfer in progress: the transfers list, or a new transfer', () => {
    expect(new ProviderCallbackViewModel('success', inProgress(undefined)).next).toBe('/transfers');
    expect(new ProviderCallbackViewModel('fail', inProgress(undefined)).next).toBe('/send-money');
  });
});
