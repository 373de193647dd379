import { describe, expect, it, vi } from 'vitest';
import { browserCamera, CameraError } from './camera';

function navigatorWith(parts: { permissions?: unknown; mediaDevices?: unknown }): Navigator {
  return parts as unknown as Navigator;
}

const refusal = (name: string) => Object.assign(new Error(name), { name });

describe('the browser camera', () => {
  it('reads the camera permission from the Permissions API', async () => {
    const query = vi.fn(async () => ({ state: 'denied' }));
    expect(await browserCamera(navigatorWith({ permissions: { query } })).permission()).toBe('denied');
    expect(query).toHaveBeenCalledWith({ name: 'camera' });
  });

  it('answers unknown without the Permissions API or when it does not know "camera"', async () => {
    expect(await browserCamera(navigatorWith({})).permission()).toBe('unknown');
    const query = vi.fn(async () => Promise.reject(new TypeError("'camera' is not a valid value for enumeration PermissionName")));
    expect(await browserCamera(navigatorWith({ permissions: { query } })).permission()).toBe('unknown');
  });

  it('asks for the camera facing the way the shot needs, without sound', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }, { stop }] }));
    const stream = await browserCamera(navigatorWith({ mediaDevices: { getUserMedia } })).open('user');
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'user' } }) }));
    stream.stop();
    stream.stop();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'unavailable'],
    ['NotReadableError', 'unavailable'],
    ['OverconstrainedError', 'unavailable'],
    ['TypeError', 'unavailable'],
  ])('turns a %s into a %s camera error', async (name, failure) => {
    const getUserMedia = vi.fn(async () => Promise.reject(refusal(name)));
    const opening = browserCamera(navigatorWith({ mediaDevices: { getUserMedia } })).open('environment');
    await expect(opening).rejects.toBeInstanceOf(CameraError);
    await expect(opening).rejects.toMatchObject({ failure });
  });

  it('reports a browser without getUserMedia as no camera', async () => {
    await expect(browserCamera(navigatorWith({})).open('environment')).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
