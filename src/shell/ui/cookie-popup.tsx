import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { focusPageHeading } from '@/shared/ui/heading-focus';
import type { CookiePopupViewModel } from './notice-view-models';

/**
 * The custom cookie popup (spec 01 sections 2 and 9): a bottom banner with Accept all and Only
 * necessary, until one is chosen (remembered under popover-cookies). Off unless its option is on.
 */
export const CookiePopup = observer(function CookiePopup({ model }: { model: CookiePopupViewModel }) {
  const { t } = useTranslation('shell-services');
  const titleId = useId();
  if (!model.visible) return null;
  const choose = (choice: 'all' | 'necessary') => {
    model.choose(choice);
    focusPageHeading();
  };
  return (
    <section className="shell-cookies" aria-labelledby={titleId} data-testid="cookie-popup">
      <h2 id={titleId} className="shell-cookies__title">
        {t('cookies.title')}
      </h2>
      <p>{t('cookies.text')}</p>
      <div className="actions shell-cookies__actions">
        <button type="button" className="button button--primary" onClick={() => choose('all')}>
          {t('cookies.accept')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose('necessary')}>
          {t('cookies.necessary')}
        </button>
      </div>
    </section>
  );
});
