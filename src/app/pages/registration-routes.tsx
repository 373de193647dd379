import type { ComponentType } from 'react';
import { useContainer } from '@/shared/di/container-context';
import {
  AddressPage, AddressSearchPage, OccupationPage, RegistrationDateOfBirthPage, RegistrationNamePage, RegistrationNationalityPage,
  RegistrationReasonOfUsagePage, SsnPage,
} from '@/onboarding/ui/registration-step-pages';
import { bindRegistrationSteps } from '../registration-composition';

/** A registration step's screen, once the container binds the steps' flow (see registration-composition.ts). */
function WithRegistration({ screen: Screen }: { screen: ComponentType }) {
  bindRegistrationSteps(useContainer());
  return <Screen />;
}

const route = (screen: ComponentType) => () => <WithRegistration screen={screen} />;

/** The registration steps' screens by step (one lazily loaded chunk for all of them). */
export const name = route(RegistrationNamePage);
export const nationality = route(RegistrationNationalityPage);
export const dateOfBirth = route(RegistrationDateOfBirthPage);
export const reasonOfUsage = route(RegistrationReasonOfUsagePage);
export const occupation = route(OccupationPage);
export const addressSearch = route(AddressSearchPage);
export const address = route(AddressPage);
export const ssn = route(SsnPage);
