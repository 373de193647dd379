import { describe, expect, it } from 'vitest';
import { topBarAction } from './top-bar-action';

describe('the default layout’s top-bar button', () => {
  it('is Register on the sign-in page, to the country of residence', () => {
    expect(topBarAction('/sign-in', '', false)).toEqual({ to: '/country-of-residence', label: 'nav.register' });
  });

  it('is Sign in on every other page', () => {
    expect(topBarAction('/nets-success', '?x=1', false)).toEqual({ to: '/sign-in', label: 'nav.signIn' });
    expect(topBarAction('/checkout-card-enrollment/success', '', false)).toEqual({ to: '/sign-in', label: 'nav.signIn' });
  });

  it('keeps the redirect query parameter, encoded, and nothing else of the query', () => {
    expect(topBarAction('/sign-in', '?redirect=%2Ftransfers%3Fpage%3D2&lang=sv', false)).toEqual({
      to: '/country-of-residence?redirect=%2Ftransfers%3Fpage%3D2',
      label: 'nav.register',
    });
    expect(topBarAction('/nets-fail', '?redirect=/wallet', false)).toEqual({ to: '/sign-in?redirect=%2Fwallet', label: 'nav.signIn' });
  });

  it('is not there for a signed-in customer', () => {
    expect(topBarAction('/checkout-card-enrollment/success', '?redirect=/wallet', true)).toBeUndefined();
  });
});
