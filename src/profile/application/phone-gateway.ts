import type { ServiceIdentifier } from 'inversify';

/** A mobile number as the contract carries it (mobile_phone): the calling code and the national number, digits only. */
export interface MobilePhone {
  readonly code: string;
  readonly phone: string;
}

/**
 * The profile's mobile-number change at the back office: an SMS code to the new number, then the
 * change with that code. Every refusal is an AppError (type, status, request id, field errors on
 * `mobile_phone` or `code`), the same in both modes; no session means Unauthorized before any call.
 */
export interface PhoneGateway {
  /** POST /verification/send-phone-code: a code to the new number; seconds before another may be asked for. */
  sendCode(mobilePhone: MobilePhone, country: string): Promise<{ readonly resendAfterSeconds: number }>;
  /** POST /remit/remitter/update-phone: the new number with the code sent to it; answers the number the back office now holds (E.164). */
  update(mobilePhone: MobilePhone, code: string): Promise<{ readonly phone: string }>;
}
export const PhoneGateway = Symbol('PhoneGateway') as ServiceIdentifier<PhoneGateway>;
