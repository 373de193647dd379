import { use, type ComponentType } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { ensureSendMoney } from '../send-composition';

const wrapped = new WeakMap<ComponentType, ComponentType>();

/** A send-money page with send money's services (and the payment panels) loaded before it renders. */
export function withSendMoney(Page: ComponentType): ComponentType {
  let Route = wrapped.get(Page);
  if (!Route) {
    Route = function SendMoneyRoute() {
      use(ensureSendMoney(useContainer()));
      return <Page />;
    };
    wrapped.set(Page, Route);
  }
  return Route;
}
