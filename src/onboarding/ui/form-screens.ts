/** The form screens of the way in (one chunk, one import in the route table); the form library and rules come with them. */
export { PhoneVerificationPage } from './phone-verification-page';
export { EmailVerificationPage } from './email-verification-page';
export { RecoveryPasswordPage } from './recovery-password-page';
export { ChangePasswordPage } from './change-password-page';
