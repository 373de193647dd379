import { replayIntegration } from '@sentry/browser';
// The replay's compression worker as a file of the portal's own (/assets/...): worker-src stays
// 'self' (no blob: worker), and Sentry's inline copy is left out of the build
// (__SENTRY_EXCLUDE_REPLAY_WORKER__ in vite.config.ts).
import workerUrl from '@sentry/replay/worker-bundler?worker&url';
import { SENTRY_REPLAY_WORKER_POLICY } from '../shell-settings';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/**
 * The worker's address as `new Worker()` may take it under the portal's CSP: Trusted Types make
 * the Worker constructor refuse a plain string, so the address goes through the one policy the CSP
 * names for it (SENTRY_REPLAY_WORKER_POLICY), which lets that worker's address alone through.
 */
function trustedWorkerUrl(): string {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes) return workerUrl;
  const expected = new URL(workerUrl, document.baseURI).href;
  const policy = trustedTypes.createPolicy(SENTRY_REPLAY_WORKER_POLICY, {
    createScriptURL: (url) => {
      if (new URL(url, document.baseURI).href !== expected) throw new TypeError(`Not Sentry's replay worker: ${url}`);
      return url;
    },
  });
  // Sentry passes it straight to `new Worker(workerUrl)`, which takes a TrustedScriptURL.
  return policy.createScriptURL(workerUrl) as string;
}

let trusted: string | undefined;

/**
 * Sentry's session replay, in a chunk of its own (src/shell/adapters/sentry-error-reporter.ts
 * loads it only for a sampled visit or at an error): every text and input masked and media
 * blocked (the portal shows balances, names and documents), no request or response bodies. Not a
 * sticky session: Sentry would keep the replay's session in the tab's storage (sentryReplaySession),
 * where it outlived the sign-out, and carry it into the next page load, whoever signs in there; each
 * page load of the portal makes its own draw (replaysSessionSampleRate) instead.
 */
export function sentryReplay(): ReturnType<typeof replayIntegration> {
  trusted ??= trustedWorkerUrl();
  return replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    networkDetailAllowUrls: [],
    stickySession: false,
    workerUrl: trusted,
  });
}
