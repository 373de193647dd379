import { use, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel, viewModelOf } from '@/shared/di/container-context';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { ensureOauthModules } from '../../oauth-loader';
import { bankIdCountriesOf } from './bank-id-countries';
import type { SignInMethod } from '../../domain/sign-in-methods';
import { BankIdSignInViewModel, makeBankIdSignInViewModel } from './bankid-sign-in-view-model';
import { CodeSignInViewModel, makeCodeSignInViewModel } from './code-sign-in-view-model';
import { makePinSignInViewModel, PinSignInViewModel } from './pin-sign-in-view-model';
import { BankIdSignIn } from './bankid-sign-in';
import { CodeSignIn } from './code-sign-in';
import { PinSignIn } from './pin-sign-in';

/**
 * Every sign-in method but e-mail + password: loaded on demand (with the OAuth modules) when the
 * customer picks one, so /sign-in's first screen does not carry them.
 */
export function OauthMethod({ method }: { method: Exclude<SignInMethod, 'password'> }) {
  const container = useContainer();
  use(ensureOauthModules(container));
  // One view model per method, made when the method is first shown (nothing observes it yet).
  const [models] = useState(() => new Map<string, CodeSignInViewModel>());
  const bankId = useViewModel(BankIdSignInViewModel, makeBankIdSignInViewModel);
  const pin = useViewModel(PinSignInViewModel, makePinSignInViewModel);
  if (method === 'bankId' || method === 'pin') {
    return (
      <WithBankIdCountries key={method} offer={(countries) => (method === 'bankId' ? bankId : pin).offer(countries)}>
        {method === 'bankId' ? <BankIdSignIn vm={bankId} /> : <PinSignIn vm={pin} />}
      </WithBankIdCountries>
    );
  }
  let code = models.get(method);
  if (!code) {
    code = viewModelOf(container, CodeSignInViewModel, makeCodeSignInViewModel);
    code.setMethod(method);
    models.set(method, code);
  }
  return <CodeSignIn key={method} vm={code} />;
}

/** The BankID methods need the country config's bank_id_login countries: loaded once, with a retry when it fails. */
function WithBankIdCountries({ offer, children }: { offer: (countries: readonly string[]) => void; children: ReactNode }) {
  const { t } = useTranslation('signInMethods');
  const config = bankIdCountriesOf(useContainer());
  const [state, setState] = useState<{ kind: 'loading' | 'ready' } | { kind: 'failed'; error: AppError; retrying: boolean }>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    config.load().then(
      (countries) => {
        if (!live) return;
        offer(countries);
        setState({ kind: 'ready' });
      },
      (error: unknown) => live && setState({ kind: 'failed', error: toAppError(error), retrying: false }),
    );
    return () => {
      live = false;
    };
    // `offer` is the method's own: a new one only with a new method (keyed above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, attempt]);
  if (state.kind === 'failed') {
    return (
      <LoadFailed
        what={t('pin.countriesFailed')}
        error={state.error}
        retrying={state.retrying}
        onRetry={() => {
          setState({ ...state, retrying: true });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return state.kind === 'loading' ? <Spinner label={t('common:loading')} /> : children;
}
