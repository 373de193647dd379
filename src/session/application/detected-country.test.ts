import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import { RecordingLogger } from '@/shared/kernel/logger';
import { AppError } from '@/shared/kernel/app-error';
import { buildContainer } from '@/app/container';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { readConfig } from '@/app/config';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { CookieDetectedCountryStore, DETECTED_COUNTRY_COOKIE } from '../adapters/cookie-detected-country-store';
import { DetectedCountry, DetectedCountryToken } from './detected-country';
import type { CountryDetector } from './ports';

const BACKEND = { baseUrl: 'memory://remit-test', project: 'remit-test' };

function setup(detect: CountryDetector['detect'] = async () => ({ countryCode: 'GB', regionCode: 'ENG' })) {
  const cookies = new MemoryCookieDocument();
  const logger = new RecordingLogger();
  const detector = { detect: vi.fn(detect) };
  const detected = new DetectedCountry(detector, BACKEND, new CookieDetectedCountryStore(cookies), logger);
  return { cookies, logger, detector, detected };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DetectedCountry', () => {
  it('asks detect-country once and keeps the answer in a cookie for 365 days, Secure, SameSite Lax', async () => {
    const { cookies, detector, detected } = setup();
    expect(await detected.current()).toBe('GB');
    expect(detector.detect).toHaveBeenCalledTimes(1);
    expect(detector.detect.mock.calls[0]?.[0]).toEqual(BACKEND);
    expect(cookies.cookies.get(DETECTED_COUNTRY_COOKIE)).toEqual({
      value: 'GB',
      attributes: { 'max-age': String(365 * 24 * 60 * 60), path: '/', samesite: 'Lax', secure: true },
    });
  });

  it('reads the cookie before calling again', async () => {
    const { cookies, detector, detected } = setup();
    cookies.cookie = `${DETECTED_COUNTRY_COOKIE}=SE; Max-Age=100; Path=/`;
    expect(await detected.current()).toBe('SE');
    expect(await detected.current()).toBe('SE');
    expect(detector.detect).not.toHaveBeenCalled();
  });

  it('asks once for questions asked at the same time', async () => {
    const { detector, detected } = setup();
    expect(await Promise.all([detected.current(), detected.current()])).toEqual(['GB', 'GB']);
    expect(detector.detect).toHaveBeenCalledTimes(1);
  });

  it('ignores a cookie that is not a country code', async () => {
    const { cookies, detector, detected } = setup();
    cookies.cookie = `${DETECTED_COUNTRY_COOKIE}=%3Cscript%3E; Path=/`;
    expect(await detected.current()).toBe('GB');
    expect(detector.detect).toHaveBeenCalledTimes(1);
  });

  it('answers nothing and logs when detection fails, keeps no cookie and asks again next time', async () => {
    const { cookies, logger, detector, detected } = setup(async () => {
      throw new AppError('OpsSomethingWentWrong', 'down', { status: 500 });
    });
    expect(await detected.current()).toBeUndefined();
    expect(logger.entries.map((e) => e.message)).toEqual(['Country detection failed']);
    expect(cookies.cookie).toBe('');
    await detected.current();
    expect(detector.detect).toHaveBeenCalledTimes(2);
  });

  it('gives up after 5 seconds', async () => {
    vi.useFakeTimers();
    const { logger, detected } = setup(
      (_backend, options) =>
        new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(options.signal?.reason as Error))),
    );
    const answer = detected.current();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(logger.entries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBeUndefined();
    expect(logger.entries).toHaveLength(1);
  });
});

describe('DetectedCountryToken in the container', () => {
  it('loads the use case on first use and detects through the mode’s adapter (the sandbox test project: HR)', async () => {
    const cookies = new MemoryCookieDocument();
    const { container } = buildContainer({
      config: readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, 'http://portal.test'),
      mode: memoryMode(),
      platform: platformModule(new MemoryStorage(), new RecordingAnalytics(), undefined, cookies),
    });
    expect(await container.get(DetectedCountryToken).current()).toBe('HR');
    expect(cookies.cookie).toBe(`${DETECTED_COUNTRY_COOKIE}=HR`);
  });
});
