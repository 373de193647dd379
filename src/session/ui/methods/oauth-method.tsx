import { use, useState } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { ensureOauthModules } from '../../oauth-loader';
import type { SignInMethod } from '../../domain/sign-in-methods';
import { BankIdSignInViewModel } from './bankid-sign-in-view-model';
import { CodeSignInViewModel } from './code-sign-in-view-model';
import { BankIdSignIn } from './bankid-sign-in';
import { CodeSignIn } from './code-sign-in';

/**
 * Every sign-in method but e-mail + password: loaded on demand (with the OAuth modules) when the
 * customer picks one, so /sign-in's first screen does not carry them.
 */
export function OauthMethod({ method, bankIdCountries }: { method: Exclude<SignInMethod, 'password'>; bankIdCountries: readonly string[] }) {
  const container = useContainer();
  use(ensureOauthModules(container));
  // One view model per method, made when the method is first shown (nothing observes it yet).
  const [models] = useState(() => new Map<string, CodeSignInViewModel>());
  const [bankId] = useState(() => {
    const vm = container.get(BankIdSignInViewModel);
    vm.offer(bankIdCountries);
    return vm;
  });
  if (method === 'bankId') return <BankIdSignIn vm={bankId} />;
  let code = models.get(method);
  if (!code) {
    code = container.get(CodeSignInViewModel);
    code.setMethod(method);
    models.set(method, code);
  }
  return <CodeSignIn key={method} vm={code} />;
}
