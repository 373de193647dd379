import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportBootFailure } from './boot-failure-report';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the boot failure’s report', () => {
  it('posts the failure to the error-reporting address, scrubbed of the stored token', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'access-token' ? 'sbx-7-00000b' : null) });
    const requests: Request[] = [];
    await reportBootFailure(new Error('Catalogue failed for sbx-7-00000b and a@b.se'), {
      env: { MODE: 'production', VITE_ERROR_REPORTS_URL: 'https://reports.test/store', VITE_APP_VERSION: '10.56.0' },
      fetch: async (request) => {
        requests.push(request);
        return new Response('{}', { status: 201 });
      },
    });
    expect(requests).toHaveLength(1);
    expect(await requests[0]!.json()).toMatchObject({ kind: 'exception', source: 'boot', message: 'Catalogue failed for [token] and [email]', release: '10.56.0' });
  });

  it('sends nothing on a hosted build without an address, and never throws', async () => {
    const fetch = vi.fn();
    await reportBootFailure(new Error('x'), { env: { MODE: 'hosting' }, fetch });
    expect(fetch).not.toHaveBeenCalled();
    await expect(reportBootFailure(new Error('x'), { env: { VITE_ERROR_REPORTS_URL: 'javascript:x' }, fetch })).resolves.toBeUndefined();
    await expect(
      reportBootFailure(new Error('x'), {
        env: {},
        fetch: async () => {
          throw new Error('offline');
        },
      }),
    ).resolves.toBeUndefined();
  });
});
