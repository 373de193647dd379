/** The onboarding context's HTTP adapters, in one chunk loaded on the first onboarding call (onboarding.modules.ts). */
export { HttpOnboardingLocator } from './http-onboarding-locator';
export { HttpRegistrationGateway } from './http-registration-gateway';
