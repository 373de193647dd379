/** The first screens of the way in (one chunk, one import in the route table): light, no form library. */
export { CountryOfResidencePage } from './country-of-residence-page';
export { CannotFindCountryPage } from './cannot-find-country-page';
export { AgentSignUpPage } from './agent-sign-up-page';
