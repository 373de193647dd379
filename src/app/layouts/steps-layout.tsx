import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContainer } from '@/shared/di/container-context';
import { ClearTransferDraft } from '@/sending/application/ports';
import { matchEntry } from '../routing/resolve-navigation';
import { BrandLogo } from './brand-logo';
import { SendMoneyVerification } from './kyc-send-money';

const STEPS = ['amount', 'you', 'them', 'confirm'] as const;

/** Send money: 4-step progress (Amount, You, Them, Confirm) and a close button that ends the transfer and goes to /transfers. */
export function StepsLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useContainer();
  const close = () => {
    // Nothing of the transfer in progress is kept (spec 02 section 2).
    if (container.isBound(ClearTransferDraft)) container.get(ClearTransferDraft)();
    void navigate('/transfers');
  };
  const { pathname } = useLocation();
  const current = matchEntry(pathname)?.entry.step ?? 1;
  return (
    <div className="steps">
      <header className="topbar">
        <BrandLogo />
        <button type="button" className="icon-button" aria-label={t('steps.close')} onClick={close}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" className="icon-stroke" />
          </svg>
        </button>
      </header>
      <nav aria-label={t('steps.progress', { current, total: STEPS.length })}>
        <ol className="progress">
          {STEPS.map((step, index) => {
            const number = index + 1;
            const state = number === current ? 'active' : number < current ? 'complete' : 'todo';
            return (
              <li key={step} className={`progress__step progress__step--${state}`} aria-current={state === 'active' ? 'step' : undefined}>
                <span className="progress__number" aria-hidden="true">
                  {number}
                </span>
                <span>{t(`steps.${step}`)}</span>
                {state === 'complete' ? <span className="visually-hidden"> ({t('steps.complete')})</span> : null}
              </li>
            );
          })}
        </ol>
      </nav>
      <main id="main" className="steps__main">
        <SendMoneyVerification />
        <Outlet />
      </main>
    </div>
  );
}
