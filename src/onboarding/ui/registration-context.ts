import { createContext, useContext } from 'react';
import type { RegistrationScreens } from './registration-screens';

/** The registration screens' view-model factory, provided by the app's registration routes. */
export const RegistrationScreensContext = createContext<RegistrationScreens | null>(null);

export function useRegistrationScreens(): RegistrationScreens {
  const screens = useContext(RegistrationScreensContext);
  if (!screens) throw new Error('RegistrationScreensContext is missing');
  return screens;
}
