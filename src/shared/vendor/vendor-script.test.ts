// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appendVendorScript } from './vendor-script';

/** A window of its own with Trusted Types that records each policy made. */
function pageWithTrustedTypes() {
  const created: { name: string; createScriptURL(value: string): unknown }[] = [];
  const trustedTypes = {
    createPolicy: (name: string, rules: { createScriptURL(value: string): string }) => {
      const policy = { name, createScriptURL: (value: string) => `trusted:${rules.createScriptURL(value)}` };
      created.push(policy);
      return policy;
    },
  };
  return { page: { trustedTypes } as unknown as Window, created };
}

const scriptsOf = (address: string) => [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src')?.endsWith(address));

describe('a vendor script', () => {
  it('is added async through its named policy, made once per page, which passes only the addresses asked for', () => {
    const { page, created } = pageWithTrustedTypes();
    void appendVendorScript(document, 'https://a.example/one.js', 'vendor-a', () => new Error('no'), page);
    void appendVendorScript(document, 'https://a.example/two.js', 'vendor-a', () => new Error('no'), page);
    void appendVendorScript(document, 'https://b.example/b.js', 'vendor-b', () => new Error('no'), page);
    expect(created.map((p) => p.name)).toEqual(['vendor-a', 'vendor-b']);
    const [one] = scriptsOf('https://a.example/one.js');
    expect(one?.getAttribute('src')).toBe('trusted:https://a.example/one.js');
    expect(one?.async).toBe(true);
    expect(created[0]!.createScriptURL('https://a.example/two.js')).toBe('trusted:https://a.example/two.js');
    // Another vendor's address does not pass this vendor's policy.
    expect(() => created[0]!.createScriptURL('https://b.example/b.js')).toThrow('Not a script of the policy vendor-a');
    for (const s of document.head.querySelectorAll('script')) s.remove();
  });

  it('resolves once it ran; one that did not load is taken out and rejects with the adapter’s error', async () => {
    const loaded = appendVendorScript(document, 'https://c.example/ok.js', 'vendor-c', () => new Error('no'));
    scriptsOf('https://c.example/ok.js')[0]!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
    const failed = appendVendorScript(document, 'https://c.example/gone.js', 'vendor-c', () => new Error('The vendor did not load'));
    scriptsOf('https://c.example/gone.js')[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The vendor did not load');
    expect(scriptsOf('https://c.example/gone.js')).toHaveLength(0);
    for (const s of document.head.querySelectorAll('script')) s.remove();
  });
});
