import { AppError } from '@/shared/kernel/app-error';
import type { MobilePhone, PhoneGateway } from './phone-gateway';

/** Seconds before another code may be asked for when the back office said one was already sent (it gave no figure). */
export const ALREADY_SENT_WAIT_SECONDS = 60;

/** A code is on its way to the new number: another may be asked for after `resendAfterSeconds`; `alreadySent` when an earlier one still counts. */
export interface PhoneCodeSent {
  readonly resendAfterSeconds: number;
  readonly alreadySent: boolean;
}

/**
 * The profile's change of mobile number (issue 21: a BankID registration starts with a
 * placeholder): a code by SMS to the new number, then the change with that code (remitter
 * update-phone checks it). Any customer may change their number; the new one is a number of their
 * country (the form's rule, src/shared/validation/rules.ts `mobilePhone`).
 */
export class ChangingPhone {
  constructor(private readonly gateway: PhoneGateway) {}

  /**
   * Sends a code to the new number. OTPAlreadySent (one went to it less than a minute ago) is not a
   * failure: the customer goes on with that code, and may ask for another a minute on.
   */
  async sendCode(mobilePhone: MobilePhone, country: string): Promise<PhoneCodeSent> {
    try {
      const { resendAfterSeconds } = await this.gateway.sendCode(mobilePhone, country);
      return { resendAfterSeconds, alreadySent: false };
    } catch (error) {
      if (error instanceof AppError && error.hasType('OTPAlreadySent')) return { resendAfterSeconds: ALREADY_SENT_WAIT_SECONDS, alreadySent: true };
      throw error;
    }
  }

  /** The change with the code typed (spaces around it dropped): the number the back office now holds (E.164). */
  async confirm(mobilePhone: MobilePhone, code: string): Promise<string> {
    const { phone } = await this.gateway.update(mobilePhone, code.trim());
    return phone;
  }
}
