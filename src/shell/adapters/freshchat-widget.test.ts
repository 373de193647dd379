// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadFreshchatWidget, type FreshchatWidget } from './freshchat-widget';

const SCRIPT = 'https://wchat.freshchat.example/js/widget.js';

/** A page of its own for each test (jsdom's document), with Trusted Types when asked for. */
function page(trustedTypes?: object) {
  const state: { fcWidget?: unknown } = {};
  const fake = {
    document,
    trustedTypes,
    get fcWidget() {
      return state.fcWidget;
    },
  } as unknown as Window;
  const scripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === SCRIPT);
  return { window: fake, state, scripts };
}

const widget = { open: () => undefined } as unknown as FreshchatWidget;

describe('loading Freshchat’s widget script', () => {
  it('adds the configured script once, async, and answers the fcWidget it defines', async () => {
    const p = page();
    const first = loadFreshchatWidget(SCRIPT, p.window);
    const again = loadFreshchatWidget(SCRIPT, p.window);
    expect(p.scripts()).toHaveLength(1);
    const [script] = p.scripts();
    expect(script!.async).toBe(true);
    p.state.fcWidget = widget;
    script!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(widget);
    await expect(again).resolves.toBe(widget);
    // Defined already: nothing more is loaded.
    await expect(loadFreshchatWidget(SCRIPT, p.window)).resolves.toBe(widget);
    expect(p.scripts()).toHaveLength(1);
    script!.remove();
  });

  it('fails when the script does not load or defines nothing, and tries again on the next call', async () => {
    const p = page();
    const failed = loadFreshchatWidget(SCRIPT, p.window);
    p.scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');
    expect(p.scripts()).toHaveLength(0);
    const empty = loadFreshchatWidget(SCRIPT, p.window);
    p.scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('defined no fcWidget');
    p.scripts()[0]!.remove();
  });

  it('adds the script through the portal’s one Trusted Types policy, which passes the configured address only', async () => {
    const created: { name: string; rules: { createScriptURL(url: string): string } }[] = [];
    const trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        created.push({ name, rules });
        return { createScriptURL: (url: string) => rules.createScriptURL(url) };
      },
    };
    const p = page(trustedTypes);
    void loadFreshchatWidget(SCRIPT, p.window).catch(() => undefined);
    expect(created.map((c) => c.name)).toEqual(['freshchat-widget']);
    expect(p.scripts()).toHaveLength(1);
    expect(() => created[0]!.rules.createScriptURL('https://evil.example/x.js')).toThrow('Not a script of the policy freshchat-widget');
    p.scripts()[0]!.remove();
  });
});
