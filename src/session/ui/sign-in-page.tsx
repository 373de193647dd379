import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContainer, useInjection, useViewModel } from '@/shared/di/container-context';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { Spinner } from '@/shared/ui/spinner';
import { Alert } from '@/shared/ui/alert';
import { ErrorDialogOnDemand, preloadErrorDialog } from '@/shared/ui/error-dialog-on-demand';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';
import { PageHeading } from '@/shared/ui/page-heading';
import { SupportEmail, useSupportContact } from '@/shared/ui/support';
import { useTypedBeforeHydration } from '@/shared/ui/typed-before-hydration';
import { useErrorText } from '@/shared/ui/use-error-text';
import { HOME_PATH } from '../domain/safe-redirect';
import { makeSignInViewModel, type SignInField, SignInViewModel } from './sign-in-view-model';

// Only after the inactivity sign-out: its code is not on the first screen.
const LoggedOutMessage = lazy(() => import('./logged-out-message'));
import { SIGN_IN_METHOD_KEY, isSignInMethod, methodsFor, type SignInMethod } from '../domain/sign-in-methods';

/** Every method but e-mail + password loads on demand (its own chunk, with the OAuth modules). */
const OauthMethod = lazy(() => import('./methods/oauth-method').then((m) => ({ default: m.OauthMethod })));

const FIELD_IDS: Record<SignInField, string> = { email: 'sign-in-email', password: 'sign-in-password', country: 'sign-in-country' };

/**
 * E-mail sign-in. The form's values and checks live in the view model (MobX), not in a form
 * library: the first screen stays light, and the whole form is testable without React.
 */
/** Country names come from the domain catalogue, loaded only when the choice is needed. */
function CountryOptions({ countries }: { countries: readonly string[] }) {
  const { t } = useTranslation('domain');
  return countries.map((country) => (
    <option key={country} value={country}>
      {t(`country.${country}`)}
    </option>
  ));
}

export const SignInPage = observer(function SignInPage() {
  const { t } = useTranslation();
  const vm = useViewModel(SignInViewModel, makeSignInViewModel);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errorText = useErrorText();
  const support = useSupportContact();
  const [showPassword, setShowPassword] = useState(false);
  const storage = useInjection(KeyValueStorageToken);
  // Once on screen, the session-ended notice counts as shown (not in the constructor: React may
  // make the view model more than once before the page commits).
  useEffect(() => vm.pageShown(), [vm]);
  // After hydration (the prerendered form is empty) and after what was typed before it.
  useEffect(() => vm.prefillEmail(params.get('email')), [vm, params]);
  // The prerendered page shows the password form and every method; the remembered method and
  // the sign-in country's methods apply once the page is the app's (no mismatch on hydration).
  const [method, setMethod] = useState<SignInMethod>('password');
  const [country, setCountry] = useState<string | undefined>(undefined);
  // The BankID countries (country config's bank_id_login): asked only when a sign-in country is
  // set, by a module loaded then (nothing of it in the first screen).
  const container = useContainer();
  const [bankIdCountries, setBankIdCountries] = useState<readonly string[]>();
  const chosen = useRef(false);
  useEffect(() => {
    const remembered = storage.getItem(SIGN_IN_METHOD_KEY);
    const signInCountry = vm.defaultCountry;
    const apply = (list?: readonly string[]) => {
      if (!chosen.current && isSignInMethod(remembered) && methodsFor(signInCountry, list).includes(remembered)) setMethod(remembered);
    };
    setCountry(signInCountry);
    apply();
    let live = signInCountry !== undefined;
    if (live) {
      import('./methods/bank-id-countries')
        .then((m) => m.bankIdCountriesOf(container).load())
        .then((list) => live && (setBankIdCountries(list), apply(list)))
        // Logged by the loader: without the config, BankID is not offered.
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [storage, vm, container]);
  const chooseMethod = (next: SignInMethod) => {
    chosen.current = true;
    setMethod(next);
    storage.setItem(SIGN_IN_METHOD_KEY, next);
  };
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The page is prerendered: what was typed before the code arrived is the form's from the start.
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name in FIELD_IDS) vm.setField(name as SignInField, value);
  });

  /** The message at a field: the form's own check, else the server's (translated when known). */
  const fieldMessage = (field: SignInField): string | undefined => {
    const key = vm.clientErrors[field];
    if (key) return t(key);
    const server = vm.fieldErrors[field];
    return server ? t(`errors:${server.type}.message`, { defaultValue: server.message }) : undefined;
  };
  const invalid = vm.invalidFields;

  // Once per press of "Sign in" that ends on this page, focus moves to what the press produced
  // (error summary, message above the form, country choice), never left on the page body; the
  // error dialog takes the focus itself. Typing never moves it.
  const inlineRef = useRef<HTMLDivElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const focused = useRef<unknown>(undefined);
  const focusRequest = vm.focusRequest;
  useEffect(() => {
    if (!focusRequest || focused.current === focusRequest) return;
    focused.current = focusRequest;
    const target = { summary: summaryRef, inline: inlineRef, country: countryRef, dialog: undefined }[focusRequest.target];
    target?.current?.focus();
  }, [focusRequest]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const to = await vm.submit(params.get('redirect'), window.location.origin);
    // A target the router refuses lands on the wallet: the signed-in customer never stays here.
    if (to) navigateOrFallback(navigate, to, HOME_PATH, { replace: true });
  };

  const inline = vm.inlineError ? errorText(vm.inlineError) : undefined;
  const dialog = vm.dialogError ? errorText(vm.dialogError) : undefined;
  const fieldProps = (field: SignInField) => ({
    id: FIELD_IDS[field],
    name: field,
    value: vm[field],
    'aria-invalid': fieldMessage(field) ? true : undefined,
    'aria-describedby': fieldMessage(field) ? `${FIELD_IDS[field]}-error` : undefined,
    onChange: (event: { target: { value: string } }) => vm.setField(field, event.target.value),
  });
  const fieldError = (field: SignInField) =>
    fieldMessage(field) ? (
      <p id={`${FIELD_IDS[field]}-error`} className="field__error">
        {fieldMessage(field)}
      </p>
    ) : null;

  return (
    <section className="form-page">
      <PageHeading>{t('signIn.heading')}</PageHeading>
      {method === 'password' ? <p className="lead">{t('signIn.intro')}</p> : null}

      {vm.sessionEnded ? <Alert tone="info">{t('signIn.sessionEnded')}</Alert> : null}
      {vm.loggedOutMessage ? (
        <Suspense fallback={null}>
          <LoggedOutMessage onClose={vm.acknowledgeLoggedOut} />
        </Suspense>
      ) : null}

      {method !== 'password' ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <OauthMethod method={method} />
        </Suspense>
      ) : null}

      {method === 'password' && invalid.length > 0 ? (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="sign-in-summary-title">
          <h2 id="sign-in-summary-title" className="error-summary__title">
            {t('signIn.errorSummary')}
          </h2>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`}>{fieldMessage(field)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {method === 'password' && inline ? (
        <Alert tone="error" title={inline.title} ref={inlineRef} focusable>
          <p>{inline.message}</p>
          {vm.inlineError?.type === 'CustomerNotFoundNonActive' ? (
            <>
              <p>
                <a href={support.url} target="_blank" rel="noopener noreferrer">
                  {t('errors:contactSupport')}
                </a>
              </p>
              <SupportEmail contact={support} />
            </>
          ) : null}
          {inline.code ? <p className="error-code">{inline.code}</p> : null}
        </Alert>
      ) : null}

      {/* The error dialog's code comes when the form is first used, not with the page. */}
      <form
        ref={formRef}
        className="form"
        hidden={method !== 'password'}
        noValidate
        onFocus={() => void preloadErrorDialog().catch(() => undefined)}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className={fieldMessage('email') ? 'field field--invalid' : 'field'}>
          <label htmlFor={FIELD_IDS.email}>{t('signIn.email')}</label>
          <input type="email" inputMode="email" autoComplete="username" spellCheck={false} {...fieldProps('email')} />
          {fieldError('email')}
        </div>

        <div className={fieldMessage('password') ? 'field field--invalid' : 'field'}>
          <label htmlFor={FIELD_IDS.password}>{t('signIn.password')}</label>
          <div className="field__row">
            <input type={showPassword ? 'text' : 'password'} autoComplete="current-password" {...fieldProps('password')} />
            <button
              type="button"
              className="button button--ghost"
              aria-pressed={showPassword}
              aria-controls={FIELD_IDS.password}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
            </button>
          </div>
          {fieldError('password')}
        </div>

        {vm.countryChoices ? (
          <div className={fieldMessage('country') ? 'field field--invalid' : 'field'}>
            <label htmlFor={FIELD_IDS.country}>{t('signIn.country')}</label>
            <p className="hint" id={`${FIELD_IDS.country}-hint`}>
              {t('signIn.countryHint')}
            </p>
            <select
              ref={countryRef}
              {...fieldProps('country')}
              aria-describedby={[`${FIELD_IDS.country}-hint`, fieldMessage('country') ? `${FIELD_IDS.country}-error` : '']
                .filter(Boolean)
                .join(' ')}
            >
              <option value="">{t('signIn.choose')}</option>
              <Suspense fallback={null}>
                <CountryOptions countries={vm.countryChoices} />
              </Suspense>
            </select>
            {fieldError('country')}
          </div>
        ) : null}

        {/* aria-disabled, not disabled: a disabled button drops the focus to the page body. */}
        <button type="submit" className="button button--primary button--block" aria-disabled={vm.submitting || undefined}>
          {vm.submitting ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>

      <div className="method-switch" role="group" aria-labelledby="sign-in-methods-label">
        <p id="sign-in-methods-label" className="method-switch__label">
          {t('signIn.methods.label')}
        </p>
        {methodsFor(country, bankIdCountries).map((m) => (
          <button key={m} type="button" className="button button--ghost" aria-pressed={m === method} onClick={() => chooseMethod(m)}>
            {t(`signIn.methods.${m}`)}
          </button>
        ))}
      </div>

      <p className="links">
        <Link to="/recovery-password">{t('signIn.forgotPassword')}</Link>
        <Link to="/sign-in-country">{t('signIn.changeCountry')}</Link>
      </p>
      <p className="links">
        {t('signIn.noAccount')} <Link to="/country-of-residence">{t('signIn.register')}</Link>
      </p>

      <ErrorDialogOnDemand
        open={Boolean(dialog)}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        codeLabel={dialog?.code}
        okLabel={t('errors:ok')}
        onClose={vm.dismissDialog}
      />
    </section>
  );
});
