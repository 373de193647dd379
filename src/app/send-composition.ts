import type { Container } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { PaymentPanels } from '@/shared/payment/payment-panel';
import { ensureSendingModules } from '@/sending/sending-loader';

const loaded = new WeakMap<Container, Promise<void>>();

/**
 * Where send money meets the payment methods: the payment panels come from the paying context
 * (each loaded when the customer chooses it), the steps from send money. Loaded with the first
 * step the customer opens (src/app/pages/send-routes.tsx), never with the first screen.
 */
const paymentPanelsModule = new TrackedModule('app/payment-panels', (bind) => {
  // One line per built method, e.g. card: () => import('@/paying/ui/card/card-payment-panel').then((m) => m.CardPaymentPanel).
  bind(PaymentPanels).toConstantValue({});
});

export function ensureSendMoney(container: Container): Promise<void> {
  let done = loaded.get(container);
  if (!done) {
    done = ensureSendingModules(container).then(() => {
      if (!container.isBound(PaymentPanels)) container.load(paymentPanelsModule.module);
    });
    done.catch(() => loaded.delete(container));
    loaded.set(container, done);
  }
  return done;
}
