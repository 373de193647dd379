import { describe, expect, it } from 'vitest';
import { Container, type ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { HandoffCaptureModules } from '../../application/handoff-ports';
import { captureContainer } from './capture-container';

const Upload = Symbol('Upload') as ServiceIdentifier<{ token: string | undefined; baseUrl: string | undefined }>;

describe('the phone’s capture container', () => {
  it('gives the upload the capture token at the customer’s back end, and leaves the app’s own services alone', () => {
    const uploadModule = new TrackedModule('kyc/test-upload', (bind) => {
      bind(Upload).toResolvedValue((c) => ({ token: c.token(), baseUrl: c.baseUrl() }), [SessionCredentials]).inSingletonScope();
    });
    const app = new Container();
    app.bind(SessionCredentials).toConstantValue({ token: () => 'app-session', baseUrl: () => 'https://app', project: () => 'remit-gb' });
    app.bind(AuthFailureSink).toConstantValue({ unauthorized: () => { throw new Error('signed out'); }, disabled: () => undefined });
    app.bind(HandoffCaptureModules).toConstantValue(() => [uploadModule.module]);
    app.load(uploadModule.module);
    expect(app.get(Upload)).toEqual({ token: 'app-session', baseUrl: 'https://app' });

    const capture = captureContainer(app, {
      captureToken: 'capture-1', request: { screen: 'address', document: 'ProofOfAddress', optional: false }, firstName: 'Ayan', expiresAt: 0,
      backend: { baseUrl: 'https://se', project: 'remit-eu' },
    });
    expect(capture.get(Upload)).toEqual({ token: 'capture-1', baseUrl: 'https://se' });
    expect(app.get(Upload)).toEqual({ token: 'app-session', baseUrl: 'https://app' });
    // A refused capture token never signs anyone out.
    expect(() => capture.get(AuthFailureSink).unauthorized(undefined as never)).not.toThrow();
  });
});
