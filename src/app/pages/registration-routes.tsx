import { useState, type ComponentType } from 'react';
import { useInjection } from '@/shared/di/container-context';
import { Clock } from '@/shared/kernel/clock';
import { RegistrationDraftStore, RegistrationGateway } from '@/onboarding/application/ports';
import { RegistrationScreensContext } from '@/onboarding/ui/registration-context';
import { RegistrationBack } from '@/onboarding/ui/registration-back';
import {
  AddressPage, AddressSearchPage, OccupationPage, RegistrationDateOfBirthPage, RegistrationNamePage, RegistrationNationalityPage,
  RegistrationReasonOfUsagePage, SsnPage,
} from '@/onboarding/ui/registration-step-pages';
import { AuthGateway } from '@/session/application/ports';
import { SessionState } from '@/session/application/session-state';
import { registrationScreens } from '../registration-composition';

/** The registration steps' composition for one mounted screen (see registration-composition.ts). */
function WithRegistration({ screen: Screen }: { screen: ComponentType }) {
  const parts = {
    store: useInjection(RegistrationDraftStore),
    gateway: useInjection(RegistrationGateway),
    auth: useInjection(AuthGateway),
    session: useInjection(SessionState),
    clock: useInjection(Clock),
  };
  const [screens] = useState(() => registrationScreens(parts));
  return (
    <RegistrationScreensContext.Provider value={screens}>
      <Screen />
    </RegistrationScreensContext.Provider>
  );
}

const route = (screen: ComponentType) => () => <WithRegistration screen={screen} />;

/** The registration steps' screens (one lazily loaded chunk for all of them) and the layout's back button. */
export const RegistrationNameRoute = route(RegistrationNamePage);
export const RegistrationNationalityRoute = route(RegistrationNationalityPage);
export const RegistrationDateOfBirthRoute = route(RegistrationDateOfBirthPage);
export const RegistrationReasonOfUsageRoute = route(RegistrationReasonOfUsagePage);
export const OccupationRoute = route(OccupationPage);
export const AddressSearchRoute = route(AddressSearchPage);
export const AddressRoute = route(AddressPage);
export const SsnRoute = route(SsnPage);
export const RegistrationBackRoute = route(RegistrationBack);
