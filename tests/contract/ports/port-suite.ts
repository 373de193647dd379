import type { ServiceIdentifier } from 'inversify';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { startSandbox } from '@/sandbox/serve';
import { DEMO_PASSWORD, TEST_PROJECT } from '@/sandbox/world/customers';
import { SandboxWorld } from '@/sandbox/world/world';
import { HttpAuthGateway } from '@/session/adapters/http-auth-gateway';
import { HttpServiceLocator } from '@/session/adapters/http-service-locator';
import { InMemoryAuthGateway } from '@/session/adapters/in-memory-auth-gateway';
import { InMemoryServiceLocator, MEMORY_BASE_PREFIX } from '@/session/adapters/in-memory-service-locator';
import type { AuthGateway, ServiceLocator } from '@/session/application/ports';
import type { Backend } from '@/session/domain/session';
import { createApiFetch, type FetchLike } from '@/shared/http/api-fetch';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import { isAppError, type AppError, type FieldError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';

/**
 * One behaviour suite per port, run against every adapter of the port: the HTTP adapter over the
 * sandbox on 127.0.0.1 and the in-memory adapter over the same kind of world. The same `it`s run
 * in both modes, each test with a fresh SandboxWorld, so the fake is held to the real adapter's
 * answers and typed errors.
 *
 * A suite is a `<port>.suite.ts` file in this folder exporting `suite = definePortSuite(...)`;
 * ports.test.ts runs every such file, and port-suites-guard.test.ts fails when a port bound by
 * both modes has no suite.
 */

export const MODES = ['http', 'memory'] as const;
export type Mode = (typeof MODES)[number];

/** What the auth-failure sink was told, in order. */
export interface SinkReport {
  readonly kind: 'unauthorized' | 'disabled';
  readonly type: string;
  readonly status: number | undefined;
}

export class RecordingSink implements AuthFailureSink {
  readonly reports: SinkReport[] = [];
  unauthorized(error: AppError): void {
    this.reports.push({ kind: 'unauthorized', type: error.type, status: error.status });
  }
  disabled(error: AppError): void {
    this.reports.push({ kind: 'disabled', type: error.type, status: error.status });
  }
}

/** The signed-in customer's credentials as the session holds them; the harness sets them. */
export class TestCredentials implements SessionCredentials {
  current: { token?: string; baseUrl?: string; project?: string } = {};
  token(): string | undefined {
    return this.current.token;
  }
  baseUrl(): string | undefined {
    return this.current.baseUrl;
  }
  project(): string | undefined {
    return this.current.project;
  }
}

/** Everything an adapter of either mode is built from, fresh for each test. */
export interface PortEnvironment {
  readonly mode: Mode;
  readonly world: SandboxWorld;
  readonly sink: RecordingSink;
  readonly credentials: TestCredentials;
}

export interface HttpEnvironment extends PortEnvironment {
  /** Origin of the sandbox on 127.0.0.1. */
  readonly origin: string;
  /** Origin of the sandbox's vendor pages and scripts (another port); the sandbox's when not started. */
  readonly vendorOrigin?: string;
  readonly fetch: FetchLike;
}

export interface PortSuite<A> {
  /** The port's token (src/<context>/application/ports.ts): the guard matches it against the modes. */
  readonly port: ServiceIdentifier<A>;
  readonly name: string;
  readonly adapters: {
    readonly http: (env: HttpEnvironment) => A;
    readonly memory: (env: PortEnvironment) => A;
  };
  readonly behaviour: (subject: PortSubject<A>) => void;
}

/** Declares a suite; adapters are built per test, `behaviour` declares the `it`s. */
export function definePortSuite<A>(suite: PortSuite<A>): PortSuite<A> {
  return suite;
}

/** What a test sees: the adapter under test and the world behind it, for the current mode. */
export interface PortSubject<A> {
  readonly mode: Mode;
  readonly adapter: A;
  readonly world: SandboxWorld;
  readonly sink: RecordingSink;
  readonly credentials: TestCredentials;
  /** The main-API address of a project in this mode (what the locator answers for its countries). */
  backend(project: string): Backend;
  /** This mode's session adapters, e.g. to sign in or to check a session. */
  readonly locator: ServiceLocator;
  readonly auth: AuthGateway;
  /**
   * Signs a demo customer in the way the app does, with this mode's own locator and auth
   * adapters (lookup, country's back end or the test address, login), and makes the session the
   * current credentials. `country` picks one when the login is registered in several.
   */
  signIn(email: string, country?: string): Promise<{ token: string; backend: Backend }>;
}

interface Running<A> {
  readonly adapter: A;
  readonly env: PortEnvironment;
  readonly locator: ServiceLocator;
  readonly auth: AuthGateway;
  readonly backend: (project: string) => Backend;
  readonly close: () => Promise<void>;
}

async function start<A>(suite: PortSuite<A>, mode: Mode): Promise<Running<A>> {
  const base = { world: new SandboxWorld(), sink: new RecordingSink(), credentials: new TestCredentials() };
  if (mode === 'memory') {
    const env: PortEnvironment = { mode, ...base };
    return {
      adapter: suite.adapters.memory(env),
      env,
      locator: new InMemoryServiceLocator(env.world),
      auth: new InMemoryAuthGateway(env.world, env.sink),
      backend: (project) => ({ baseUrl: `${MEMORY_BASE_PREFIX}${project}`, project }),
      close: async () => undefined,
    };
  }
  const sandbox = await startSandbox(base.world);
  // No waiting between retries: a test never sleeps.
  const fetch = createApiFetch({ sleep: async () => undefined });
  const env: HttpEnvironment = { mode, ...base, origin: sandbox.origin, vendorOrigin: sandbox.vendorOrigin, fetch };
  return {
    adapter: suite.adapters.http(env),
    env,
    locator: new HttpServiceLocator(`${sandbox.origin}/sandbox/locator`, fetch),
    auth: new HttpAuthGateway(fetch, env.sink),
    backend: (project) => ({ baseUrl: `${sandbox.origin}/sandbox/api/${project}`, project }),
    close: () => sandbox.close(),
  };
}

/** Runs a suite's behaviour once per mode: describe(name) > describe('http' | 'memory') > its. */
export function describePortSuite<A>(suite: PortSuite<A>): void {
  describe(suite.name, () => {
    for (const mode of MODES) {
      describe(mode, () => {
        let running: Running<A> | undefined;
        const current = (): Running<A> => {
          if (!running) throw new Error('The port suite has not started (use the subject inside an it)');
          return running;
        };
        beforeEach(async () => {
          running = await start(suite, mode);
        });
        afterEach(async () => {
          await running?.close();
          running = undefined;
        });
        const subject: PortSubject<A> = {
          mode,
          get adapter() {
            return current().adapter;
          },
          get world() {
            return current().env.world;
          },
          get sink() {
            return current().env.sink;
          },
          get credentials() {
            return current().env.credentials;
          },
          get locator() {
            return current().locator;
          },
          get auth() {
            return current().auth;
          },
          backend: (project) => current().backend(project),
          async signIn(email, country) {
            const { locator, auth, backend: backendOf, env } = current();
            const locations = await locator.lookupLogin(email);
            const chosen = country ?? locations[0]?.country;
            if (!chosen) throw new Error(`${email} is not registered anywhere`);
            const backend = (await locator.backendFor(chosen)) ?? backendOf(TEST_PROJECT);
            const { token } = await auth.login(backend, { email, password: DEMO_PASSWORD, country: chosen });
            env.credentials.current = { token, baseUrl: backend.baseUrl, project: backend.project };
            return { token, backend };
          },
        };
        suite.behaviour(subject);
      });
    }
  });
}

/** Every observable part of a typed error but the request id's value (which differs by nature). */
export interface TypedError {
  readonly type: string;
  readonly status: number | undefined;
  readonly message: string;
  readonly clientMessage: string | undefined;
  readonly fieldErrors: readonly FieldError[];
  /** True when the error carries a request id (shown to the customer as "Error code"). */
  readonly hasRequestId: boolean;
}

/** Awaits a call that must fail with an AppError and returns its typed shape, for toEqual. */
export async function refusal(call: Promise<unknown>): Promise<TypedError> {
  const outcome = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`Expected a refusal, got ${JSON.stringify(outcome.value)}`);
  expect(isAppError(outcome.error), String(outcome.error)).toBe(true);
  const error = outcome.error as AppError;
  return {
    type: error.type,
    status: error.status,
    message: error.message,
    clientMessage: error.options.clientMessage,
    fieldErrors: error.fieldErrors,
    hasRequestId: typeof error.requestId === 'string' && error.requestId.length > 0,
  };
}

/** A refusal the back office answered: its message is also the client message, with a request id. */
export function serverRefusal(type: string, status: number, message: string, fieldErrors: readonly FieldError[] = []): TypedError {
  return { type, status, message, clientMessage: message, fieldErrors, hasRequestId: true };
}
