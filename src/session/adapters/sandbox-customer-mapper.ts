import type { SandboxCustomer } from '@/sandbox/world/customers';
import type { SignedInCustomer } from '../domain/session';

export function signedInCustomerFromSandbox(customer: SandboxCustomer): SignedInCustomer {
  return {
    id: customer.id,
    guid: customer.guid,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    country: customer.country,
    verificationStatus: customer.status,
    isRemittanceEnabled: customer.isRemittanceEnabled,
    usaState: customer.usaState,
  };
}
