import { use, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { AddingRecipient } from '../../application/adding-recipient';
import { ensureRecipientFormModules } from '../../sending-loader';
import { PageHeading } from '@/shared/ui/page-heading';
import { makeNewRecipientViewModel, NewRecipientViewModel } from './new-recipient-view-model';
import { NS } from '@/shared/ui/schema-form/problem-text';
import { RecipientForm } from './recipient-form';

const NAMESPACES = [NS, 'domain'] as const;

/**
 * Step 3, Them: a new recipient, with the form the back office's beneficiary schema describes for
 * the quote's destination, payout type and currency. Saved, the recipient goes into the transfer
 * and the step goes on to the payment; without a quote, back to the amount. The schema form's use
 * cases are not among the steps' modules: a route loader can bring them with the page's chunk
 * (ensureSendMoneyWithRecipientForms in src/app/send-composition.ts); under one that does not
 * (ensureSendMoney), the page loads them itself before it shows, one request later.
 */
export function NewRecipientPage() {
  const container = useContainer();
  if (!container.isBound(AddingRecipient) && !container.isBound(NewRecipientViewModel)) use(ensureRecipientFormModules(container));
  return <NewRecipientStep />;
}

const NewRecipientStep = observer(function NewRecipientStep() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(NewRecipientViewModel, makeNewRecipientViewModel);
  const navigate = useNavigate();

  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);

  // Step 3 follows step 1: without a quote in the transfer, back to the amount.
  useEffect(() => {
    if (vm.needsQuote) void navigate('/send-money/quote', { replace: true });
  }, [vm.needsQuote, navigate]);

  useEffect(() => {
    if (vm.done) void navigate('/send-money/pay');
  }, [vm.done, navigate]);

  const target = vm.step.state === 'ready' ? vm.target : undefined;
  return (
    <div className="new-recipient">
      <PageHeading>{t(`${NS}:heading`)}</PageHeading>
      {target ? (
        <p className="lead">
          {t(`${NS}:intro`, {
            country: t(`domain:country.${target.destinationCountry}`, { defaultValue: target.destinationCountry }),
            payoutType: t(`domain:payoutType.${target.payoutType}`),
          })}
        </p>
      ) : null}
      <RecipientForm vm={vm} saveLabel={t(`${NS}:save`)} />
    </div>
  );
});
