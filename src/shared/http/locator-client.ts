import type { paths } from '@/generated/service-locator';
import { isAppError } from '@/shared/kernel/app-error';
import type { CallOptions } from '@/shared/kernel/deadline';
import { z } from '@/shared/validation/zod';
import { callApi, createApiClient } from './api-client';
import type { FetchLike } from './api-fetch';
import { requestIdHeader } from './request-id';

/**
 * The service locator (openapi/service-locator.yaml) over HTTP: its three calls, made here for every
 * context that asks it (sign-in, registration, the sender's details, the footer's legal documents).
 * No token. Each caller reads the list and the lookup with its own schema, only what it relies on,
 * so a field one of them does not read never fails another's answer.
 */
export class LocatorClient {
  private readonly api;

  constructor(baseUrl: string, fetch: FetchLike) {
    this.api = createApiClient<paths>({ baseUrl, fetch });
  }

  /** GET /countries: the locator's countries, read with `schema`. */
  countries<S extends z.ZodMiniType>(schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
    return callApi(() => this.api.GET('/countries', { params: { header: requestIdHeader() }, signal: options.signal }), schema);
  }

  /** GET /countries/{iso2}: the country's back office, or undefined when the locator has no entry for it (404). */
  async backendOf(country: string, options: CallOptions = {}): Promise<LocatedBackend | undefined> {
    try {
      const data = await callApi(
        () => this.api.GET('/countries/{iso2}', { params: { path: { iso2: country }, header: requestIdHeader() }, signal: options.signal }),
        countryBackendSchema,
      );
      return { baseUrl: data.middleware, project: data.project };
    } catch (error) {
      if (isAppError(error) && error.status === 404) return undefined;
      throw error;
    }
  }

  /** GET /users/lookup?value=: where an e-mail or phone number is registered, read with `schema`. */
  lookup<S extends z.ZodMiniType>(value: string, schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
    return callApi(() => this.api.GET('/users/lookup', { params: { query: { value }, header: requestIdHeader() }, signal: options.signal }), schema);
  }
}

/** A country's back office: its middleware address and project. */
export interface LocatedBackend {
  readonly baseUrl: string;
  readonly project: string;
}

const countryBackendSchema = z.object({
  iso2: z.string().check(z.length(2)),
  middleware: z.string().check(z.minLength(1)),
  project: z.string().check(z.minLength(1)),
});

/** GET /countries, as far as the US states go (the sender's details and registration's address offer them). */
export const usStatesSchema = z.array(z.object({ iso2: z.string(), states: z.optional(z.array(z.object({ code: z.string(), name: z.string() }))) }));

/** The US entry's states, in the locator's order. */
export function usStatesOf(countries: z.infer<typeof usStatesSchema>): { readonly code: string; readonly name: string }[] {
  return (countries.find((c) => c.iso2 === 'US')?.states ?? []).map(({ code, name }) => ({ code, name }));
}
