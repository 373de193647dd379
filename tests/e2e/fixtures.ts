import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** One thing the browser complained about while a test ran. */
export interface BrowserProblem {
  readonly kind: 'console error' | 'page error' | 'CSP violation';
  readonly text: string;
  readonly where?: string;
}

/** What the page reported through its `securitypolicyviolation` event. */
export interface CspViolation {
  readonly effectiveDirective: string;
  readonly blockedURI: string;
  readonly sample: string;
  readonly sourceFile: string;
  readonly lineNumber: number;
  readonly documentURI: string;
  readonly disposition: string;
}

interface HealthOptions {
  /**
   * CSP violations this test provokes on purpose. Tested against
   * "<effective-directive> <blocked-uri> <sample>" of each violation and against the text of the
   * browser's own console report of it ("Refused to ...", "... requires 'TrustedScript' ...").
   * A single RegExp (alternatives with |): Playwright would read a two-item array given to
   * test.use() as a [value, fixtureOptions] tuple.
   */
  allowedCspViolations: RegExp | null;
  /** Console errors this test provokes on purpose (a fault test's "Failed to load resource: 500"). */
  allowedConsoleErrors: RegExp | null;
}

interface HealthFixtures {
  /** Every CSP violation seen so far in this test's context, in order (allowed ones included). */
  cspViolations: CspViolation[];
  /** Auto fixture: fails the test at teardown when the browser reported a problem. */
  browserHealth: void;
  /**
   * Auto fixture: a browser whose customer already answered the notification permission (denied),
   * so the portal's push prompt (src/shell), which may open after any navigation, never takes the
   * focus from what a test is doing. The push prompt's own tests replace Notification per page
   * (a page's init script runs after this one).
   */
  notificationsDecided: void;
}

const BINDING = '__e2eReportCspViolation';

// The browser reports each CSP / Trusted Types refusal twice: as an event (collected below) and
// as a console error. The console copy is judged as a CSP violation, not as a console error.
const CSP_CONSOLE_TEXT =
  /Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame|create|compile|run)|Trusted ?(Types?|Script|HTML|ScriptURL)|requires 'Trusted/i;

function matches(text: string, allowed: RegExp | null): boolean {
  return allowed !== null && allowed.test(text);
}

function describeViolation(v: CspViolation): string {
  return [v.effectiveDirective, v.blockedURI, v.sample].filter(Boolean).join(' ');
}

/**
 * Runs in every document and frame before the page's own scripts (addInitScript is not subject
 * to the page's CSP), forwarding each violation to the test through an exposed binding.
 */
function listenForCspViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        effectiveDirective: e.effectiveDirective,
        blockedURI: e.blockedURI,
        sample: e.sample,
        sourceFile: e.sourceFile,
        lineNumber: e.lineNumber,
        documentURI: e.documentURI,
        disposition: e.disposition,
      });
    },
    true,
  );
}

async function flushPendingReports(context: BrowserContext): Promise<void> {
  // A violation event reaches the test asynchronously; one round trip per open page lets
  // reports raised by the last action of a test arrive before judging.
  await Promise.all(
    context.pages().map((p: Page) =>
      p.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50))).catch(() => undefined),
    ),
  );
}

export const test = base.extend<HealthOptions & HealthFixtures>({
  allowedCspViolations: [null, { option: true }],
  allowedConsoleErrors: [null, { option: true }],

  cspViolations: async ({ context }, use) => {
    const violations: CspViolation[] = [];
    await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
      violations.push(violation);
    });
    await context.addInitScript(listenForCspViolations, BINDING);
    await use(violations);
  },

  notificationsDecided: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        if (typeof window === 'undefined' || !('Notification' in window)) return;
        const Decided = function Notification() {} as unknown as { permission: string; requestPermission: () => Promise<string> };
        Object.defineProperty(Decided, 'permission', { get: () => 'denied' });
        Decided.requestPermission = async () => 'denied';
        Object.defineProperty(window, 'Notification', { value: Decided, configurable: true, writable: true });
      });
      await use();
    },
    { auto: true },
  ],

  browserHealth: [
    async ({ context, cspViolations, allowedCspViolations, allowedConsoleErrors }, use) => {
      const problems: BrowserProblem[] = [];

      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const { url, lineNumber } = message.location();
        const where = url ? `${url}:${lineNumber}` : undefined;
        if (CSP_CONSOLE_TEXT.test(text)) {
          if (!matches(text, allowedCspViolations)) problems.push({ kind: 'CSP violation', text, where });
        } else if (!matches(text, allowedConsoleErrors)) {
          problems.push({ kind: 'console error', text, where });
        }
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        problems.push({ kind: 'page error', text: error.stack ?? `${error.name}: ${error.message}`, where: webError.page()?.url() });
      });

      await use();

      await flushPendingReports(context);
      for (const v of cspViolations) {
        const text = describeViolation(v);
        if (!matches(text, allowedCspViolations)) {
          problems.push({ kind: 'CSP violation', text, where: `${v.sourceFile || v.documentURI}:${v.lineNumber}` });
        }
      }
      if (problems.length > 0) {
        const list = problems
          .map((p, i) => `  ${i + 1}. [${p.kind}] ${p.text}${p.where ? `\n     at ${p.where}` : ''}`)
          .join('\n');
        throw new Error(`The browser reported ${problems.length} problem(s) during the test:\n${list}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Details for a test or describe block whose screen is laid out differently at desktop size (the
 * header and its menus, popovers, tables, the wallet's columns, a QR code shown only on a large
 * screen): it runs in the desktop project too. Every test runs at phone size
 * (playwright.config.ts): most customers are on a phone.
 */
export const ALSO_AT_DESKTOP = { tag: '@desktop' } as const;

/** WCAG 2.2 AA as axe-core measures it (QUALITY.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now.
 * `label` names the state under test ("sign-in, sv, error state") in the failure message.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // options() replaces the whole run-options object, so it goes before withTags().
  // target-size (2.5.8, the only WCAG 2.2 AA rule axe has) is disabled by default; the wcag22aa
  // tag selects it too, the explicit switch keeps it on whatever the tags become.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(AXE_TAGS)
    .analyze();
  const lines = results.violations.map((v) => {
    const targets = v.nodes.map((n) => `      - ${n.target.join(' ')}`).join('\n');
    return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.helpUrl}\n${targets}`;
  });
  expect(results.violations.length, `axe violations on "${label}" (${page.url()}):\n${lines.join('\n')}`).toBe(0);
}
