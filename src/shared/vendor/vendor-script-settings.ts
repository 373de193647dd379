// Relative imports with their extension: the build configuration loads this file too.

/** A vendor's settings that cannot be used: the same name as the app's configuration errors, for the boot-failure page. */
export class VendorSettingsError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

const given = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return value === undefined || value === '' ? undefined : String(value);
};

/**
 * A vendor script's settings (the bot check's, Checkout.com Frames'): its address and its keys, all
 * given or none (undefined). The address is resolved against the first vendor origin, so the sandbox
 * builds name their vendor origin's imitation with a path, and must be http(s). Read where the
 * vendor's adapter is bound, after the first screen (src/session/oauth.http.modules.ts,
 * src/paying/card.http.modules.ts), by the build for real hosting, which requires them
 * (src/app/build-target/build-target-plugin.ts), and by vite.config.ts for the CSP.
 */
export function readVendorScript<K extends string>(env: Env, script: string, keys: readonly K[], vendorOrigin: string | undefined): { readonly scriptUrl: string; readonly keys: Readonly<Record<K, string>> } | undefined {
  const names = [script, ...keys];
  if (names.every((name) => given(env, name) === undefined)) return undefined;
  const missing = names.filter((name) => given(env, name) === undefined);
  if (missing.length > 0) throw new VendorSettingsError(`Environment variable not found: ${missing[0]} (${names.join(', ')} go together)`);
  const value = given(env, script)!;
  let scriptUrl: URL;
  try {
    scriptUrl = new URL(value, vendorOrigin);
  } catch {
    throw new VendorSettingsError(`Not an address for ${script}: ${value}`);
  }
  if (scriptUrl.protocol !== 'https:' && scriptUrl.protocol !== 'http:') throw new VendorSettingsError(`Not an address for ${script}: ${value}`);
  return { scriptUrl: scriptUrl.href, keys: Object.fromEntries(keys.map((key) => [key, given(env, key)!])) as Record<K, string> };
}
