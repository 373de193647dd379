import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_CODES, CARD_STATUS_POLL_MS, DIALOG_REMEDY, StatusPolling, cardPaymentMessageKey, dialogOf, isCardPaymentCode, statusStep,
} from './card-payment';

describe('card payment codes (spec 02 section 8)', () => {
  it('are the twelve codes of the table', () => {
    expect(CARD_PAYMENT_CODES).toEqual([
      'unknown_error', 'general_problem_with_payment_try_again', 'approved', 'payment_was_declined_by_bank', 'payment_was_declined_try_again',
      'we_do_not_accept_this_card_type', 'payment_was_not_authorised', 'insufficient_funds', 'invalid_card_number', 'card_has_expired',
      'incorrect_account_id', 'unauthorized',
    ]);
  });

  it('each have a message of their own; a code the portal does not know says contact support', () => {
    for (const code of CARD_PAYMENT_CODES) expect(cardPaymentMessageKey(code)).toBe(`cardPayment.${code}`);
    expect(cardPaymentMessageKey('something_new')).toBe('cardPayment.unknown_error');
    expect(cardPaymentMessageKey(undefined)).toBe('cardPayment.unknown_error');
    expect(isCardPaymentCode('insufficient_funds')).toBe(true);
    expect(isCardPaymentCode('__proto__')).toBe(false);
  });
});

describe('the refusals with a dialog of their own', () => {
  it('opens the issuer-country, card-expired and bank-authorisation dialogs by error type, field error type or code', () => {
    expect(dialogOf({ types: ['IssuerCardCountryNotEqualBeneficiaryCountry'] })).toBe('issuerCountry');
    expect(dialogOf({ types: ['InvalidValue', 'CardExpired'] })).toBe('cardExpired');
    expect(dialogOf({ types: ['BankAuthorizationFailed'] })).toBe('bankAuthorisation');
    expect(dialogOf({ code: 'card_has_expired' })).toBe('cardExpired');
  });

  it('opens none for anything else', () => {
    expect(dialogOf({ types: ['InsufficientWalletBalance'] })).toBeUndefined();
    expect(dialogOf({ code: 'insufficient_funds' })).toBeUndefined();
    expect(dialogOf({})).toBeUndefined();
  });

  it('asks for a new card after the issuer-country and expired dialogs, the same card again after the bank’s refusal', () => {
    expect(DIALOG_REMEDY).toEqual({ issuerCountry: 'newCard', cardExpired: 'newCard', bankAuthorisation: 'tryAgain' });
  });
});

describe('the status of a card payment (spec 02 sections 4 and 9)', () => {
  it('APPROVED is success, WAITING means retry, anything else is failure', () => {
    expect(statusStep('APPROVED')).toBe('success');
    expect(statusStep('WAITING')).toBe('retry');
    expect(statusStep('DECLINED')).toBe('failure');
    expect(statusStep('SOMETHING')).toBe('failure');
  });

  it('is checked at once, then every 15 seconds while it waits, never twice at a time', () => {
    expect(CARD_STATUS_POLL_MS).toBe(15_000);
    const polling = new StatusPolling();
    expect(polling.due(0)).toBe(false);
    polling.start(1_000);
    expect(polling.due(1_000)).toBe(true);
    polling.asked();
    expect(polling.due(100_000)).toBe(false);
    polling.answered('retry', 2_000);
    expect(polling.nextCheckAt).toBe(17_000);
    expect(polling.due(16_999)).toBe(false);
    expect(polling.due(17_000)).toBe(true);
    polling.asked();
    polling.answered('success', 17_500);
    expect(polling.nextCheckAt).toBeUndefined();
    expect(polling.due(1_000_000)).toBe(false);
  });

  it('stops when told', () => {
    const polling = new StatusPolling();
    polling.start(0);
    polling.stop();
    expect(polling.due(60_000)).toBe(false);
  });
});
