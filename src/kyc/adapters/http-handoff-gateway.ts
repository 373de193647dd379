import { z } from '@/shared/validation/zod';
import { callApi } from '@/shared/http/api-client';
import { mainApiClient } from '@/shared/http/main-api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { requestIdHeader } from '@/shared/http/request-id';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { HandoffBackends, HandoffClaim, HandoffGateway, HandoffLink, HandoffProgress, IssuedHandoff } from '../application/handoff-ports';
import { VERIFICATION_STATUSES } from '../domain/verification-status';
import { documentRequestOf } from './handoff-answers';

const status = z.enum(VERIFICATION_STATUSES);
const result = z.enum(['Verified', 'NotVerified']);
const time = z.pipe(z.string(), z.transform((value) => Date.parse(value)));

const issuedSchema = z.object({ handoff_id: z.string(), token: z.string(), short_code: z.string(), url: z.string(), expires_at: time });
const progressSchema = z.object({
  status: z.enum(['waiting', 'opened', 'completed', 'expired', 'cancelled']),
  expires_at: time,
  verification: z.optional(z.object({ status, internalStatus: status, twoPlusTwoResult: result, watchlistResult: result })),
});
const claimSchema = z.object({
  capture_token: z.string(),
  document_request: z.object({ type: z.enum(['optional', 'standard']), screen_type: z.enum(['id', 'address', 'funds']), document: z.enum(['ID', 'Passport', 'DriversLicense', 'ProofOfAddress', 'ProofOfIncome']) }),
  first_name: z.string(),
  expires_at: time,
});

const progressOf = (data: z.infer<typeof progressSchema>): HandoffProgress => ({
  status: data.status,
  expiresAt: data.expires_at,
  ...(data.verification ? { verification: data.verification } : {}),
});

/** The phone hand-off calls of the main API (openapi/main-api.yaml, "not in the spec: phone hand-off"). */
export class HttpHandoffGateway implements HandoffGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
    private readonly backends: HandoffBackends,
  ) {}

  private client() {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl || !this.credentials.token()) throw noSessionError();
    return mainApiClient(baseUrl, this.fetch, () => this.credentials.token());
  }

  async issue(): Promise<IssuedHandoff> {
    const data = await callApi(() => this.client().POST('/verification/handoff', { params: { header: requestIdHeader() }, body: {} }), issuedSchema, this.sink);
    return { id: data.handoff_id, token: data.token, shortCode: data.short_code, path: data.url, expiresAt: data.expires_at };
  }

  async progress(id: string): Promise<HandoffProgress> {
    const params = { header: requestIdHeader(), path: { handoffId: id } };
    return progressOf(await callApi(() => this.client().GET('/verification/handoff/{handoffId}', { params }), progressSchema, this.sink));
  }

  async cancel(id: string): Promise<HandoffProgress> {
    const params = { header: requestIdHeader(), path: { handoffId: id } };
    return progressOf(await callApi(() => this.client().DELETE('/verification/handoff/{handoffId}', { params }), progressSchema, this.sink));
  }

  async claim(link: HandoffLink): Promise<HandoffClaim> {
    const backend = await this.backends.backendFor(link.country);
    // No session on the phone: the link is the credential, and a refusal is no session's end.
    const client = mainApiClient(backend.baseUrl, this.fetch, () => undefined);
    const body = link.token ? { token: link.token } : { code: link.code ?? '' };
    const data = await callApi(() => client.POST('/verification/handoff/claim', { params: { header: requestIdHeader() }, body }), claimSchema);
    return { captureToken: data.capture_token, request: documentRequestOf(data.document_request), firstName: data.first_name, expiresAt: data.expires_at, backend };
  }
}
