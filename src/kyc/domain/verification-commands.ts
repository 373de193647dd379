/**
 * The verification-process command list (spec 01 section 7; main-api VerificationCommand). Every
 * command names the vendor that runs it. `advance` is a decimal string with two decimals, built
 * from integer minor units, never from a float.
 */
export type VerificationCommand =
  | { readonly cmd: 'watchlist'; readonly vendor: string }
  | { readonly cmd: 'twoplustwo'; readonly vendor: string }
  | { readonly cmd: 'customer'; readonly vendor: string; readonly verification_reference: string }
  | { readonly cmd: 'document'; readonly vendor: string; readonly guid?: string }
  | {
      readonly cmd: 'customer_status';
      readonly vendor: string;
      readonly guid: string;
      readonly is_agency: boolean;
      readonly destination_country_iso: string;
      readonly advance: string;
    };
