import type { ServiceIdentifier } from 'inversify';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { WalletBalance } from '../domain/wallet';

export interface WalletGateway {
  balance(): Promise<WalletBalance>;
}
export const WalletGateway = Symbol('WalletGateway') as ServiceIdentifier<WalletGateway>;

/**
 * The auth-failure sink the wallet-side API's adapters report to (spec 01 section 7 "wallet-side":
 * /user/ekyc, /user/ekyc/verify): its 401/403 emits the logout event (src/shared/kernel/logout-events.ts).
 */
export const WalletSideFailureSink = Symbol('WalletSideFailureSink') as ServiceIdentifier<AuthFailureSink>;
