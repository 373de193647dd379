import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { focusPageHeading } from '@/shared/ui/heading-focus';
import type { PayoutNoticeViewModel } from './notice-view-models';

/**
 * The "new payout method" card (spec 02 section 2): once per customer until "Got it", only while
 * its date is active. Not a modal: a card above the chat button that never takes the focus.
 */
export const NewPayoutNoticeCard = observer(function NewPayoutNoticeCard({ model }: { model: PayoutNoticeViewModel }) {
  const { t } = useTranslation('shell-services');
  const titleId = useId();
  if (!model.visible) return null;
  return (
    <section className="shell-notice" aria-labelledby={titleId} data-testid="new-payout-notice">
      <h2 id={titleId} className="shell-notice__title">
        {t('payoutNotice.title')}
      </h2>
      <p>{t('payoutNotice.text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          model.gotIt();
          // The button goes away with the card: the focus goes to the page, not to the body.
          focusPageHeading();
        }}
      >
        {t('payoutNotice.gotIt')}
      </button>
    </section>
  );
});
