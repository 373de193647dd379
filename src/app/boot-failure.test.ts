// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showBootFailure } from './boot-failure';
import { ConfigError, readConfig } from './config';
import { initI18n } from './i18n/i18n';

/** The error readConfig throws for `env`. */
function configError(env: Record<string, string>): unknown {
  try {
    readConfig(env, 'http://127.0.0.1:5173');
  } catch (error) {
    return error;
  }
  throw new Error('readConfig accepted the configuration');
}

const texts = () => [...document.querySelectorAll('#root main > *')].map((element) => element.textContent);

describe('the boot-failure page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><p>Loading</p></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a missing setting in the visitor language, with the technical message', async () => {
    const error = configError({});
    expect(error).toBeInstanceOf(ConfigError);

    showBootFailure(error, await initI18n('sv'));

    expect(texts()).toEqual([
      'Portalen kan inte starta: den är inte rätt konfigurerad',
      'Försök igen senare. Om du kontaktar supporten, ange meddelandet nedan.',
      'Environment variable not found: VITE_LOCATOR_URL',
    ]);
  });

  it('shows an unknown choice the same way', async () => {
    const error = configError({ VITE_REGION: 'MARS' });

    showBootFailure(error, await initI18n('en'));

    expect(texts()).toEqual([
      'The portal cannot start: it is not configured correctly',
      'Please try again later. If you contact support, quote the message below.',
      'Unknown value for VITE_REGION: MARS (allowed: GB, EU, CA, US)',
    ]);
  });

  it('shows the technical message under the last-resort text when no catalogue loaded', () => {
    showBootFailure(new ConfigError('Environment variable not found: VITE_KYC_URL'), undefined);

    expect(texts()).toEqual([
      'The portal could not start. Check your connection and reload the page.',
      '',
      'Environment variable not found: VITE_KYC_URL',
    ]);
  });

  it('shows no technical detail for other failures', async () => {
    showBootFailure(new Error('chunk failed'), await initI18n('en'));

    expect(texts()).toEqual(['Something went wrong on this page', 'The rest of the portal still works. Try again, or go back to your wallet.']);
  });
});
