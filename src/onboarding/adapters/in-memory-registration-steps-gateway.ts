import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { REASONS_OF_USAGE } from '@/sandbox/world/remittance-catalogue';
import { addressDetailAtDesk, createRemitterAtDesk, findAddressesAtDesk, updateRemitterAtDesk, type RemitterBody } from '@/sandbox/world/remitter-desk';
import { US_STATES } from '@/sandbox/world/us-states';
import type { SandboxWorld } from '@/sandbox/world/world';
import type {
  AddressDetail, FoundAddress, NewRemitter, PurposeOfAccount, RegistrationAccess, RegistrationStepsGateway, RemitterDetails, UsStateOption,
} from '../application/ports';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

const body = (r: RemitterDetails): RemitterBody => {
  const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  return {
    first_name: r.firstName, last_name: r.lastName, birthday: optional(r.birthday), nationality: optional(r.nationality),
    occupation: optional(r.occupation), purpose_of_account: optional(r.purposeOfAccount), street: r.street, city: r.city,
    postcode: r.postcode, province: optional(r.province), ssn: optional(r.ssn), usa_state: optional(r.usState),
  };
};

/** Registration's calls answered by the sandbox world and its desks (the HTTP sandbox asks the same). */
export class InMemoryRegistrationStepsGateway implements RegistrationStepsGateway {
  constructor(private readonly world: SandboxWorld) {}

  private customer(access: RegistrationAccess) {
    return fromDesk(customerAtDesk(this.world, access.backend.project, access.token));
  }

  async purposesOfAccount(access: RegistrationAccess): Promise<readonly PurposeOfAccount[]> {
    this.customer(access);
    return REASONS_OF_USAGE.map((name) => ({ key: slug(name), name }));
  }

  async findAddresses(_access: RegistrationAccess, query: string, country: string): Promise<readonly FoundAddress[]> {
    return fromDesk(findAddressesAtDesk(this.world, query, country));
  }

  async addressDetail(_access: RegistrationAccess, id: string): Promise<AddressDetail> {
    const a = fromDesk(addressDetailAtDesk(this.world, id));
    return { street: a.street, city: a.city, postcode: a.postcode, province: a.province, country: a.country_code };
  }

  async usStates(): Promise<readonly UsStateOption[]> {
    return US_STATES.map(({ code, name }) => ({ code, name }));
  }

  async createRemitter(access: RegistrationAccess, remitter: NewRemitter): Promise<void> {
    fromDesk(createRemitterAtDesk(this.world, this.customer(access), { ...body(remitter), ...(remitter.agentCode ? { agent_code: remitter.agentCode } : {}) }));
  }

  async updateRemitter(access: RegistrationAccess, remitter: RemitterDetails): Promise<void> {
    fromDesk(updateRemitterAtDesk(this.world, this.customer(access), body(remitter)));
  }
}
