/** The browser's Trusted Types, where it has them (not in TypeScript's DOM library yet). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(value: string): string }): { createScriptURL(value: string): unknown };
}

interface NamedPolicy {
  readonly policy: { createScriptURL(value: string): unknown };
  /** The addresses the adapters asked for: the only ones the policy passes. */
  readonly allowed: Set<string>;
}

/** Each page's policies by name: a policy is created once per page (a second createPolicy of a name is refused). */
const pagePolicies = new WeakMap<object, Map<string, NamedPolicy>>();

/**
 * The address as a TrustedScriptURL where the page enforces Trusted Types (its CSP requires them for
 * scripts, so a script element's `src` needs a policy), through the vendor's named policy, which
 * passes only the addresses its adapter asked for; the plain address where the browser has none.
 */
function trustedScriptAddress(page: Window | null, address: string, policyName: string): unknown {
  const trustedTypes = (page as unknown as { trustedTypes?: TrustedTypesFactory } | null)?.trustedTypes;
  if (!page || !trustedTypes) return address;
  const named = pagePolicies.get(page) ?? new Map<string, NamedPolicy>();
  pagePolicies.set(page, named);
  let entry = named.get(policyName);
  if (!entry) {
    const allowed = new Set<string>();
    const policy = trustedTypes.createPolicy(policyName, {
      createScriptURL: (value) => {
        if (!allowed.has(value)) throw new TypeError(`Not a script of the policy ${policyName}: ${value}`);
        return value;
      },
    });
    entry = { policy, allowed };
    named.set(policyName, entry);
  }
  entry.allowed.add(address);
  return entry.policy.createScriptURL(address);
}

/**
 * Adds a vendor's script to the page (async, at the end of its head) through the vendor's Trusted
 * Types policy, the one way every vendor adapter loads its vendor's script (reCAPTCHA, Checkout.com
 * Frames, Freshchat's widget, ...). Resolves when it has run; a script that did not load is taken
 * out again (so a later try adds a fresh one) and rejects with the adapter's own error.
 */
export function appendVendorScript(
  document: Document,
  address: string,
  policyName: string,
  failure: () => Error,
  /** The window whose Trusted Types apply (the document's unless given). */
  page: Window | null = document.defaultView,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(failure());
    });
    (script as { src: unknown }).src = trustedScriptAddress(page, address, policyName);
    document.head.append(script);
  });
}
