import type { paths } from '@/generated/kyc';
import { callApi, createApiClient } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { KycService, VendorSession } from '../application/ports';
import { kycCustomerSchema, toVendorSession, usesUsKycService, vendorSessionSchema } from './kyc-mappers';

/** The KYC service's header for the main-API token (openapi/kyc.yaml securitySchemes). */
const KYC_AUTH_HEADER = 'X-Auth-Token';

/**
 * The KYC service (openapi/kyc.yaml): the main-API token in X-Auth-Token; the base is the KYC
 * service's address, or its US variant's for US customers (spec 01 section 7).
 */
export class HttpKycService implements KycService {
  constructor(
    private readonly urls: { readonly kyc: string; readonly kycUs: string },
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
    private readonly country: () => Promise<string>,
  ) {}

  private async client() {
    if (!this.credentials.baseUrl() || !this.credentials.token()) throw noSessionError();
    const baseUrl = usesUsKycService(await this.country()) ? this.urls.kycUs : this.urls.kyc;
    return createApiClient<paths>({ baseUrl, fetch: this.fetch, auth: { header: KYC_AUTH_HEADER, token: () => this.credentials.token() } });
  }

  async startIdVerification(): Promise<VendorSession> {
    const client = await this.client();
    return toVendorSession(await callApi(() => client.GET('/verification/id-device', { params: { header: requestIdHeader() } }), vendorSessionSchema, this.sink));
  }

  async startDocumentVerification(input: { readonly userCountry: string; readonly documentType: 'POA' | 'SOF'; readonly companyName: string }): Promise<VendorSession> {
    const client = await this.client();
    const body = { userCountry: input.userCountry, documentType: input.documentType, companyName: input.companyName };
    return toVendorSession(await callApi(() => client.POST('/verification/document', { params: { header: requestIdHeader() }, body }), vendorSessionSchema, this.sink));
  }

  async customer(): Promise<{ readonly userReference: string; readonly internalReference: string }> {
    const client = await this.client();
    const d = await callApi(() => client.GET('/customer', { params: { header: requestIdHeader() } }), kycCustomerSchema, this.sink);
    return { userReference: d.userReference, internalReference: d.internalReference };
  }
}
