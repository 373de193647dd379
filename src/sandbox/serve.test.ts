import { describe, expect, it } from 'vitest';
import { startSandbox } from './serve';

describe('the sandbox on 127.0.0.1', () => {
  it('leaves its host’s Request and Response alone (Hono’s node server would put lighter ones in the globals, which take any status)', async () => {
    const { Request: request, Response: response } = globalThis;
    const sandbox = await startSandbox();
    try {
      expect([globalThis.Request, globalThis.Response]).toEqual([request, response]);
      expect(() => new Response('', { status: 0 })).toThrow(RangeError);
    } finally {
      await sandbox.close();
    }
  });
});
