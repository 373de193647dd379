import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { useCountryOptions } from '@/shared/ui/country-options';
import { Field } from '@/shared/ui/form-parts';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { PROVINCE_COUNTRIES, addressForm, dateOfBirthForm, nameForm, nationalityForm, occupationForm } from '../domain/registration-forms';
import {
  AddressSearchViewModel, ReasonOfUsageViewModel, SsnViewModel, makeAddressSearchViewModel, makeReasonOfUsageViewModel, makeSsnViewModel,
} from './registration-screens';
import { RegistrationStepViewModel, makeRegistrationStepViewModel } from './registration-step-view-model';
import { NAMESPACES, StepForm, TextField, fieldId, ignoreDigitKeystroke } from './step-form';

/** "family_support" → "familySupport" (the domain catalogue's reasonOfUsage keys). */
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const RegistrationNamePage = observer(function RegistrationNamePage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RegistrationStepViewModel, (c) => makeRegistrationStepViewModel(c, nameForm, 'name'));
  return (
    <StepForm vm={vm} heading={t('registration:name.heading')} intro={t('registration:name.intro')}>
      {(api) => (
        <>
          <TextField api={api} field="firstName" label={t('registration:name.firstName')} autoComplete="given-name" onKeyDown={ignoreDigitKeystroke} />
          <TextField api={api} field="lastName" label={t('registration:name.lastName')} autoComplete="family-name" onKeyDown={ignoreDigitKeystroke} />
        </>
      )}
    </StepForm>
  );
});

export const RegistrationNationalityPage = observer(function RegistrationNationalityPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RegistrationStepViewModel, (c) => makeRegistrationStepViewModel(c, nationalityForm, 'nationality'));
  const countries = useCountryOptions();
  return (
    <StepForm vm={vm} heading={t('registration:nationality.heading')} intro={t('registration:nationality.intro')}>
      {(api) => (
        <Field id={fieldId('nationality')} label={t('registration:nationality.label')} error={api.message('nationality')}>
          {() => (
            <select {...api.fieldProps('nationality')}>
              <option value="">{t('registration:choose')}</option>
              {countries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </StepForm>
  );
});

export const RegistrationDateOfBirthPage = observer(function RegistrationDateOfBirthPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RegistrationStepViewModel, (c) => makeRegistrationStepViewModel(c, dateOfBirthForm, 'dateOfBirth'));
  return (
    <StepForm vm={vm} heading={t('registration:dateOfBirth.heading')} intro={t('registration:dateOfBirth.intro')}>
      {(api) => (
        <TextField
          api={api}
          field="dateOfBirth"
          label={t('registration:dateOfBirth.label')}
          hint={t('registration:dateOfBirth.hint')}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
        />
      )}
    </StepForm>
  );
});

export const RegistrationReasonOfUsagePage = observer(function RegistrationReasonOfUsagePage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(ReasonOfUsageViewModel, makeReasonOfUsageViewModel);
  const purposes = vm.purposes;
  useEffect(() => {
    void purposes.load();
  }, [purposes]);
  if (purposes.state !== 'ready' && !purposes.error) return <Spinner label={t('registration:loading')} />;
  return (
    <StepForm vm={vm.form} heading={t('registration:reasonOfUsage.heading')} intro={t('registration:reasonOfUsage.intro')}>
      {(api) =>
        purposes.error && purposes.state !== 'ready' ? (
          <LoadFailed what={t('registration:reasonOfUsage.loadFailed')} error={purposes.error} retrying={purposes.retrying} onRetry={() => void purposes.load()} />
        ) : (
          <fieldset className="choices" aria-describedby={api.message('reasonOfUsage') ? `${fieldId('reasonOfUsage')}-error` : undefined}>
            <legend>{t('registration:reasonOfUsage.label')}</legend>
            {(purposes.value ?? []).map((purpose, index) => {
              const props = api.fieldProps('reasonOfUsage');
              return (
                <label className="choice" key={purpose.key}>
                  <input
                    type="radio"
                    {...props}
                    id={index === 0 ? fieldId('reasonOfUsage') : `${fieldId('reasonOfUsage')}-${purpose.key}`}
                    aria-describedby={undefined}
                    value={purpose.key}
                  />
                  {t(`domain:reasonOfUsage.${camel(purpose.key)}`, { defaultValue: purpose.name })}
                </label>
              );
            })}
            {api.fieldError('reasonOfUsage')}
          </fieldset>
        )
      }
    </StepForm>
  );
});

export const OccupationPage = observer(function OccupationPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RegistrationStepViewModel, (c) => makeRegistrationStepViewModel(c, occupationForm, 'occupation'));
  return (
    <StepForm vm={vm} heading={t('registration:occupation.heading')} intro={t('registration:occupation.intro')}>
      {(api) => <TextField api={api} field="occupation" label={t('registration:occupation.label')} autoComplete="organization-title" />}
    </StepForm>
  );
});

export const AddressSearchPage = observer(function AddressSearchPage() {
  const { t } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const vm = useViewModel(AddressSearchViewModel, makeAddressSearchViewModel);
  const messageRef = useRef<HTMLDivElement>(null);
  const focusRequest = vm.form.focusRequest;
  const focused = useRef<unknown>(undefined);
  useEffect(() => {
    if (focusRequest?.target !== 'message' || focused.current === focusRequest || !messageRef.current) return;
    focused.current = focusRequest;
    messageRef.current.focus();
  });
  const unavailable = vm.unavailable ? errorText(vm.unavailable) : undefined;
  const manual = (
    <button type="button" className="button button--secondary button--block" onClick={() => navigate(vm.enterManually())}>
      {t('registration:addressSearch.manual')}
    </button>
  );
  return (
    <StepForm
      vm={vm.form}
      heading={t('registration:addressSearch.heading')}
      intro={t('registration:addressSearch.intro')}
      submitLabel={t('registration:addressSearch.search')}
      after={
        <>
          {unavailable ? (
            <div className="alert alert--error" role="alert" tabIndex={-1} ref={messageRef}>
              <p className="alert__title">{t('registration:addressSearch.unavailable')}</p>
              <div className="alert__body">
                <p>{unavailable.message}</p>
                {unavailable.code ? <p className="error-code">{unavailable.code}</p> : null}
              </div>
            </div>
          ) : vm.results ? (
            <div ref={messageRef} tabIndex={-1} role="status" className="address-results">
              <h2 className="error-summary__title">
                {vm.results.length > 0 ? t('registration:addressSearch.found', { count: vm.results.length }) : t('registration:addressSearch.none')}
              </h2>
              {vm.results.length > 0 ? (
                <ul className="choices">
                  {vm.results.map((address) => (
                    <li key={address.id}>
                      <button
                        type="button"
                        className="choice button--block"
                        aria-disabled={vm.choosing || undefined}
                        onClick={() => void vm.choose(address.id).then((to) => to && navigate(to))}
                      >
                        {address.text}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <p className="links">{manual}</p>
        </>
      }
    >
      {(api) => <TextField api={api} field="query" label={t('registration:addressSearch.label')} hint={t('registration:addressSearch.hint')} autoComplete="off" />}
    </StepForm>
  );
});

export const AddressPage = observer(function AddressPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RegistrationStepViewModel, (c) => makeRegistrationStepViewModel(c, addressForm, 'address'));
  const hasProvince = PROVINCE_COUNTRIES.has(vm.draft.country ?? '');
  return (
    <StepForm
      vm={vm}
      heading={t('registration:address.heading')}
      intro={vm.draft.addressFromSearch ? t('registration:address.introFound') : t('registration:address.intro')}
    >
      {(api) => (
        <>
          {vm.draft.addressFromSearch ? (
            <div className="alert alert--info" role="status">
              <p className="alert__body">{t('registration:address.found')}</p>
            </div>
          ) : null}
          <TextField api={api} field="street" label={t('registration:address.street')} autoComplete="address-line1" />
          <TextField api={api} field="city" label={t('registration:address.city')} autoComplete="address-level2" />
          <TextField api={api} field="postcode" label={t('registration:address.postcode')} autoComplete="postal-code" />
          {hasProvince ? <TextField api={api} field="province" label={t('registration:address.province')} autoComplete="address-level1" /> : null}
        </>
      )}
    </StepForm>
  );
});

export const SsnPage = observer(function SsnPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(SsnViewModel, makeSsnViewModel);
  const states = vm.states;
  useEffect(() => {
    void states.load();
  }, [states]);
  if (states.state !== 'ready' && !states.error) return <Spinner label={t('registration:loading')} />;
  return (
    <StepForm vm={vm.form} heading={t('registration:ssn.heading')} intro={t('registration:ssn.intro')}>
      {(api) => (
        <>
          <TextField api={api} field="ssn" label={t('registration:ssn.label')} hint={t('registration:ssn.hint')} inputMode="numeric" autoComplete="off" maxLength={11} />
          {states.error && states.state !== 'ready' ? (
            <LoadFailed what={t('registration:ssn.statesFailed')} error={states.error} retrying={states.retrying} onRetry={() => void states.load()} />
          ) : (
            <div className={api.message('usState') ? 'field field--invalid' : 'field'}>
              <label htmlFor={fieldId('usState')}>{t('registration:ssn.state')}</label>
              <select {...api.fieldProps('usState')} autoComplete="address-level1">
                <option value="">{t('registration:choose')}</option>
                {(states.value ?? []).map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              {api.fieldError('usState')}
            </div>
          )}
        </>
      )}
    </StepForm>
  );
});
