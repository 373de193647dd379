import type { ServiceIdentifier } from 'inversify';
import type { WalletBalance } from '../domain/wallet';

export interface WalletGateway {
  balance(): Promise<WalletBalance>;
}
export const WalletGateway = Symbol('WalletGateway') as ServiceIdentifier<WalletGateway>;
