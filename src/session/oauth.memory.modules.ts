import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { Captcha, OauthGateway } from './application/oauth-ports';
import { SandboxCaptcha } from './adapters/in-memory-captcha';
import { InMemoryOauthGateway } from './adapters/in-memory-oauth-gateway';
import { oauthCoreModule } from './oauth.modules';

export const oauthMemoryModule = new TrackedModule('session/oauth-memory', (bind) => {
  bind(OauthGateway).toResolvedValue((world) => new InMemoryOauthGateway(world), [SandboxWorldToken]).inSingletonScope();
  bind(Captcha).toResolvedValue((world) => new SandboxCaptcha(world), [SandboxWorldToken]).inSingletonScope();
});

export const oauthMemoryModules = [oauthCoreModule, oauthMemoryModule] as const;
