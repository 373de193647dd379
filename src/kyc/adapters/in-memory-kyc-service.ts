import { Hono } from 'hono';
import type { z } from '@/shared/validation/zod';
import { createKycApi } from '@/sandbox/server/kyc-api';
import type { SandboxWorld } from '@/sandbox/world/world';
import { errorFromResponse } from '@/shared/http/error-envelope';
import { readData } from '@/shared/http/envelope';
import { REQUEST_ID_HEADER } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import { reportAuthFailure, type AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { KycService, VendorSession } from '../application/ports';
import { kycCustomerSchema, toVendorSession, usesUsKycService, vendorSessionSchema } from './kyc-mappers';

/** Where the in-memory mode's vendor pages "live" when no vendor origin is given (nothing is served there). */
export const MEMORY_KYC_VENDOR_ORIGIN = 'http://vendor.memory';

let memoryRequestCounter = 0;

/**
 * The KYC service of the sandbox world, asked in-process: the sandbox's own KYC app
 * (src/sandbox/server/kyc-api.ts, its US variant for US customers) without the wire, its
 * envelopes read with the HTTP adapter's checks.
 */
export class InMemoryKycService implements KycService {
  private readonly services: Record<'kyc' | 'kyc-us', { request: Hono['request'] }>;

  constructor(
    world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
    private readonly country: () => Promise<string>,
    vendorOrigin: string = MEMORY_KYC_VENDOR_ORIGIN,
  ) {
    this.services = { kyc: createKycApi(world, 'kyc', vendorOrigin), 'kyc-us': createKycApi(world, 'kyc-us', vendorOrigin) };
  }

  private async ask<S extends z.ZodMiniType>(method: 'GET' | 'POST', path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    const token = this.credentials.token();
    if (!this.credentials.baseUrl() || !token) throw noSessionError();
    const service = usesUsKycService(await this.country()) ? 'kyc-us' : 'kyc';
    memoryRequestCounter += 1;
    const headers = new Headers({ [REQUEST_ID_HEADER]: `mem-kyc-${memoryRequestCounter.toString(16).padStart(6, '0')}`, 'X-Auth-Token': token });
    if (method === 'POST') headers.set('Content-Type', 'application/json');
    const response = await this.services[service].request(`http://kyc.memory${path}`, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}) });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, headers.get(REQUEST_ID_HEADER) ?? '');
    if (!response.ok) throw reportAuthFailure(this.sink, errorFromResponse(response, answer));
    return readData(response, answer, schema);
  }

  async startIdVerification(): Promise<VendorSession> {
    return toVendorSession(await this.ask('GET', '/verification/id-device', vendorSessionSchema));
  }

  async startDocumentVerification(input: { readonly userCountry: string; readonly documentType: 'POA' | 'SOF'; readonly companyName: string }): Promise<VendorSession> {
    return toVendorSession(await this.ask('POST', '/verification/document', vendorSessionSchema, input));
  }

  async customer(): Promise<{ readonly userReference: string; readonly internalReference: string }> {
    const d = await this.ask('GET', '/customer', kycCustomerSchema);
    return { userReference: d.userReference, internalReference: d.internalReference };
  }
}
