import { Hono } from 'hono';
import type { SandboxWorld } from '../world/world';
import { createMainApi } from './main-api.ts';
import { createControlApi } from './control-api.ts';
import { createServiceLocatorApi } from './service-locator-api.ts';
import { createOauthApi } from './oauth-api.ts';
import { createKycApi } from './kyc-api.ts';

import { REQUEST_ID_HEADER } from '../../shared/http/request-id.ts';

/**
 * The whole sandbox back office as one Hono app. Mounted into the Vite dev and preview servers
 * (src/sandbox/vite-plugin.ts) and started on 127.0.0.1 by tests (src/sandbox/serve.ts).
 *
 *   /sandbox/api/:project/...   main API, one project per back end (openapi/main-api.yaml)
 *   /sandbox/locator/...        service locator (openapi/service-locator.yaml)
 *   /sandbox/oauth/...          OAuth API (openapi/oauth.yaml)
 *   /sandbox/kyc/..., /sandbox/kyc-us/...   KYC service and its US variant (openapi/kyc.yaml)
 *   /sandbox/control/...        test controls, not part of any contract
 *   /sandbox/csp-reports        the CSP's report-uri: violation reports, kept for the tests
 *
 * The vendor pages it sends customers to (BankID, identity verification, 3-D Secure, bank link)
 * live on another origin: src/sandbox/vendor/vendor-app.ts.
 */
export interface SandboxAppOptions {
  /** Origin of the simulated vendor pages (src/sandbox/vendor/): the addresses the sandbox hands out point there. */
  readonly vendorOrigin: string;
}

export function createSandboxApp(world: SandboxWorld, { vendorOrigin }: SandboxAppOptions): Hono {
  const app = new Hono();
  // Echo the caller's request id so a failure can be traced from the "Error code" a customer reads.
  app.use('*', async (c, next) => {
    await next();
    const requestId = c.req.header(REQUEST_ID_HEADER);
    if (requestId) c.res.headers.set(REQUEST_ID_HEADER, requestId);
  });
  app.route('/sandbox/api/:project', createMainApi(world, vendorOrigin));
  app.route('/sandbox/locator', createServiceLocatorApi(world));
  app.route('/sandbox/oauth', createOauthApi(world, vendorOrigin));
  app.route('/sandbox/kyc', createKycApi(world, 'kyc', vendorOrigin));
  app.route('/sandbox/kyc-us', createKycApi(world, 'kyc-us', vendorOrigin));
  app.route('/sandbox/control', createControlApi(world));
  // The browser's CSP and Trusted Types violation reports (report-uri: application/csp-report),
  // kept as they come; GET /sandbox/control/csp-reports lists them.
  app.post(CSP_REPORTS_PATH, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const report = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['csp-report'] : undefined;
    if (typeof report !== 'object' || report === null) return c.body(null, 400);
    world.cspReports.push(report as Record<string, unknown>);
    return c.body(null, 204);
  });
  return app;
}

/** Where the sandbox's pages report CSP violations (same origin: the report-uri of the preview and dev servers). */
export const CSP_REPORTS_PATH = '/sandbox/csp-reports';
