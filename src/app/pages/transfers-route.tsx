import { observer } from 'mobx-react-lite';
import { SessionState } from '@/session/application/session-state';
import { TransferDisclosure } from '@/sending/ui/disclosure/transfer-disclosure';
import { useInjection } from '@/shared/di/container-context';
import { TransfersPage, type TransferReceiptProps } from '@/transfers/ui/transfers-page';

/** A transfer's receipt on /transfers: send money's receipt, by the regulator of the customer's country. */
const Receipt = observer(function Receipt({ facts, now }: TransferReceiptProps) {
  const session = useInjection(SessionState);
  return <TransferDisclosure facts={facts} sourceCountry={session.session?.country ?? ''} now={now} kind="receipt" />;
});

/** /transfers: the transfers area's page, with send money's receipt (the areas meet here, in the composition root). */
export function TransfersRoute() {
  return <TransfersPage receipt={Receipt} />;
}
