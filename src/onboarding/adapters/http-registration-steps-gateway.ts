import { z } from '@/shared/validation/zod';
import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { LocatorClient, usStatesOf, usStatesSchema } from '@/shared/http/locator-client';
import { mainApiClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type {
  AddressDetail, FoundAddress, NewRemitter, PurposeOfAccount, RegistrationAccess, RegistrationStepsGateway, RemitterDetails, UsStateOption,
} from '../application/ports';

const purposesSchema = z.object({ purposes: z.array(z.object({ key: z.string(), name: z.string() })) });
const addressesSchema = z.object({ addresses: z.array(z.object({ id: z.string(), text: z.string() })) });
const detailSchema = z.object({
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), province: z.string(), country_code: z.string() }),
});
// Remitter create and update answer the user block; registration needs only to know it worked.
const remitterSchema = z.object({ user: z.object({ id: z.number() }) });

/** The contract's remitter body (create and update): only the fields with a value. */
function remitterBody(r: RemitterDetails) {
  const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const body = {
    first_name: r.firstName,
    last_name: r.lastName,
    birthday: optional(r.birthday),
    nationality: optional(r.nationality),
    occupation: optional(r.occupation),
    purpose_of_account: optional(r.purposeOfAccount),
    street: r.street,
    city: r.city,
    postcode: r.postcode,
    province: optional(r.province),
    ssn: optional(r.ssn),
    usa_state: optional(r.usState),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as typeof body;
}

/**
 * Registration's calls over HTTP: the main API of the country of residence with the registering
 * customer's token (not a session: a refusal is not reported as a sign-out), and the service
 * locator's country list for the US states. Built by the registration steps' chunk
 * (src/app/registration-composition.ts), not at start: /sign-in's JavaScript has no room for it.
 */
export class HttpRegistrationStepsGateway implements RegistrationStepsGateway {
  private readonly locator;

  constructor(
    locatorUrl: string,
    private readonly fetch: FetchLike,
  ) {
    this.locator = new LocatorClient(locatorUrl, fetch);
  }

  private api(access: RegistrationAccess) {
    return mainApiClient(access.backend.baseUrl, this.fetch, () => access.token);
  }

  async purposesOfAccount(access: RegistrationAccess): Promise<readonly PurposeOfAccount[]> {
    const data = await callApi(() => this.api(access).GET('/remit/options/get-purpose-of-account', { params: { header: requestIdHeader() } }), purposesSchema);
    return data.purposes;
  }

  async findAddresses(access: RegistrationAccess, query: string, country: string): Promise<readonly FoundAddress[]> {
    const data = await callApi(
      () => this.api(access).POST('/verification/address-plain-lookup', { params: { header: requestIdHeader() }, body: { query, country } }),
      addressesSchema,
    );
    return data.addresses;
  }

  async addressDetail(access: RegistrationAccess, id: string): Promise<AddressDetail> {
    const { address } = await callApi(
      () => this.api(access).POST('/verification/address-detail-lookup', { params: { header: requestIdHeader() }, body: { id } }),
      detailSchema,
    );
    return { street: address.street, city: address.city, postcode: address.postcode, province: address.province, country: address.country_code };
  }

  async usStates(): Promise<readonly UsStateOption[]> {
    return usStatesOf(await this.locator.countries(usStatesSchema));
  }

  async createRemitter(access: RegistrationAccess, remitter: NewRemitter): Promise<void> {
    await callApi(
      () =>
        this.api(access).POST('/remit/remitter/create', {
          params: { header: requestIdHeader() },
          body: { ...remitterBody(remitter), ...(remitter.agentCode ? { agent_code: remitter.agentCode } : {}) },
        }),
      remitterSchema,
    );
  }

  async updateRemitter(access: RegistrationAccess, remitter: RemitterDetails): Promise<void> {
    await callApi(
      () => this.api(access).POST('/remit/remitter/update', { params: { header: requestIdHeader() }, body: remitterBody(remitter) }),
      remitterSchema,
    );
  }
}
