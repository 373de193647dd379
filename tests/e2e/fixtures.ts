import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type CDPSession, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions, default as Axe } from 'axe-core';

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
  /**
   * Auto fixture: when a test fails, a screenshot of each of its pages under test-results/ (npm
   * test lists them). Playwright's own `screenshot: 'only-on-failure'` shoots every page of every
   * test at its end and keeps the failures' only: about 0.3 s of CPU a test at phone size.
   */
  screenshotOnFailure: void;
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

  screenshotOnFailure: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [index, page] of context.pages().entries()) {
        const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
        try {
          await page.screenshot({ path, timeout: 5_000 });
          await testInfo.attach('screenshot', { path, contentType: 'image/png' });
        } catch {
          // A page that crashed or closed has nothing to show.
        }
      }
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
        // The full Chromium asks for /favicon.ico itself for a document without an icon link (the
        // version file that signedInThroughApi opens): the browser's request, not the page's.
        if (new URL(url || 'about:blank').pathname === '/favicon.ico') return;
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
 * axe's run options: WCAG 2.2 AA. target-size (2.5.8, the only WCAG 2.2 AA rule axe has) is
 * disabled by default; the wcag22aa tag selects it too, the explicit switch keeps it on whatever the
 * tags become. Only violations are gathered: the passes' node lists are work nobody reads.
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
};

type AxeWindow = Window & { axe: typeof Axe };
type FrameContext = { frameSelector: unknown; frameContext: unknown };

/**
 * axe-core's minified build (the package's axe.min.js: the same rules as `axe.source`, 0.6 MB
 * instead of 1.3): a page loaded again (a test's next language) compiles it again, in half the time.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The Chrome DevTools Protocol session of a page, opened once: axe goes into the page through it. */
const devTools = new WeakMap<Page, Promise<CDPSession>>();

/**
 * axe-core in this document, injected once: a later scan of the same document reuses it. The
 * page's own document gets it straight through the DevTools protocol (Runtime.evaluate, in the
 * page's main world): without Playwright's wrapping of an evaluated string, a third less time to
 * inject (about 95 instead of 150 ms a page load here); a frame's document through Playwright.
 */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  const page = frame.page();
  if (frame !== page.mainFrame()) {
    await frame.evaluate(AXE_SOURCE);
    return;
  }
  const session = devTools.get(page) ?? page.context().newCDPSession(page);
  devTools.set(page, session);
  const { exceptionDetails } = await (await session).send('Runtime.evaluate', { expression: AXE_SOURCE, silent: true });
  if (exceptionDetails) throw new Error(`axe-core could not be injected: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
}

/**
 * The vendor pages' documents (the sandbox's imitation of a third party's page, framed from its own
 * origin: the same page, in English, whichever language the portal shows) that axe has already
 * scanned in a page. The same page showing the same (its path, its elements and its text; not the
 * session in its address) is not scanned again: a screen checked in five languages scans the
 * vendor's page once, and again whenever the vendor's page shows something else.
 */
const scannedVendorDocuments = new WeakMap<Page, Set<string>>();

/**
 * What a document shows, read in it: each element (of the body only, with `bodyOnly`) with its
 * attributes (less those named in `leftOut` or matching `leftOutPattern`; React's generated ids,
 * which follow the order of rendering, made alike), an input's checked and disabled state, which
 * element has the focus, and the text when `withText`. The key of the scans below.
 */
function documentShown({ bodyOnly, leftOut, leftOutPattern, withText }: { bodyOnly: boolean; leftOut: string[]; leftOutPattern?: string; withText: boolean }): string {
  const skipped = (name: string) => leftOut.includes(name) || (leftOutPattern !== undefined && new RegExp(leftOutPattern).test(name));
  const elements = [...(bodyOnly ? document.body : document).querySelectorAll('*')];
  const lines = elements.map((el) => {
    const attributes = [...el.attributes].filter((a) => !skipped(a.name)).map((a) => ` ${a.name}=${a.value.replace(/_r_\w+?_/g, '_r_')}`);
    const control = el instanceof HTMLInputElement ? ` checked=${el.checked} disabled=${el.disabled}` : '';
    return `${el.localName}${attributes.join('')}${control}`;
  });
  return `${lines.join('\n')}\nfocus=${elements.indexOf(document.activeElement as Element)}${withText ? `\n${document.body.innerText}` : ''}`;
}

/** The vendor's page in `frame` as axe would see it now: its path, its elements and its text (not the addresses: they carry the session). */
async function vendorDocument(frame: Frame): Promise<string | undefined> {
  const vendor = process.env.E2E_VENDOR_ORIGIN;
  const url = new URL(frame.url());
  if (!vendor || url.origin !== vendor) return undefined;
  const shown = await frame.evaluate(documentShown, { bodyOnly: false, leftOut: ['src', 'href', 'action'], withText: true });
  return `${url.pathname}\n${shown}`;
}

/**
 * axe's partial results for `frame` and, depth first, for every frame in it (cross-origin ones
 * too): what @axe-core/playwright gathers, with axe injected once a document. A frame that went away
 * meanwhile gives null, as axe's own runner has it; so does a vendor's document already scanned as
 * it is now (scannedVendorDocuments): the page's own scan still checks the frame element itself.
 */
async function partialResults(frame: Frame, context: unknown, scanned: Set<string>): Promise<unknown[]> {
  await withAxe(frame);
  const children = await frame.evaluate((c) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(c as never) as FrameContext[], context);
  const own = await frame.evaluate(({ c, options }) => (window as unknown as AxeWindow).axe.runPartial(c as never, options), { c: context, options: AXE_OPTIONS });
  const results: unknown[] = [own];
  for (const { frameSelector, frameContext } of children) {
    try {
      const element = (await frame.evaluateHandle((selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector as never), frameSelector)).asElement();
      const child = await element?.contentFrame();
      const vendor = child ? await vendorDocument(child) : undefined;
      if (!child || (vendor !== undefined && scanned.has(vendor))) {
        results.push(null);
        continue;
      }
      results.push(...(await partialResults(child, frameContext, scanned)));
      if (vendor !== undefined) scanned.add(vendor);
    } catch {
      results.push(null);
    }
  }
  return results;
}

/**
 * The looks of the pages whose colour contrast axe has already checked, per page (test). Colours
 * come from the elements and their styles, not from the words: the same screen in another
 * language has the same elements, attributes and focus, so its contrast was checked with the first
 * language, and axe checks every other rule again (colour contrast was half of axe's time). A screen
 * that looks any different (another state, an error shown, another element focused) is checked in full.
 */
const contrastCheckedLooks = new WeakMap<Page, Set<string>>();

/** Attributes that carry words, not looks. */
const WORDS = ['aria-label', 'aria-valuetext', 'aria-roledescription', 'title', 'alt', 'placeholder', 'value', 'href', 'datetime'];

/**
 * The page as colours see it: its body (the head's catalogues and preloads change with the
 * language), its elements without the attributes that carry words or name the language, its form
 * state and the focus; not the text.
 */
function pageLook(page: Page): Promise<string> {
  return page.evaluate(documentShown, { bodyOnly: true, leftOut: WORDS, leftOutPattern: 'lang|locale', withText: false });
}

/** axe's options for this scan of a page without frames: colour contrast only for a look not checked yet. */
async function optionsForLook(page: Page): Promise<RunOptions> {
  const look = await pageLook(page);
  const checked = contrastCheckedLooks.get(page) ?? new Set<string>();
  contrastCheckedLooks.set(page, checked);
  if (checked.has(look)) return { ...AXE_OPTIONS, rules: { ...AXE_OPTIONS.rules, 'color-contrast': { enabled: false } } };
  checked.add(look);
  return AXE_OPTIONS;
}

/**
 * The page's WCAG 2.2 AA violations as axe finds them now: axe.run in the page when it has no
 * frame (colour contrast once per look: contrastCheckedLooks); with frames, axe.runPartial in each
 * frame and axe.finishRun in the page (the page is the portal's own, so no blank page is opened for it).
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  const main = page.mainFrame();
  if (page.frames().length === 1) {
    await withAxe(main);
    const options = await optionsForLook(page);
    return page.evaluate(async (options) => (await (window as unknown as AxeWindow).axe.run(document, options)).violations, options);
  }
  const scanned = scannedVendorDocuments.get(page) ?? new Set<string>();
  scannedVendorDocuments.set(page, scanned);
  const partials = await partialResults(main, { include: [], exclude: [] }, scanned);
  return page.evaluate(
    async ({ results, options }) => (await (window as unknown as AxeWindow).axe.finishRun(results as never, options)).violations,
    { results: partials, options: AXE_OPTIONS },
  );
}

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now,
 * its frames included. `label` names the state under test ("sign-in, sv, error state") in the
 * failure message.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  const lines = violations.map((v) => {
    const targets = v.nodes.map((n) => `      - ${n.target.join(' ')}`).join('\n');
    return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.helpUrl}\n${targets}`;
  });
  expect(violations.length, `axe violations on "${label}" (${page.url()}):\n${lines.join('\n')}`).toBe(0);
}
