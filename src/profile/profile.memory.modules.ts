import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { PasswordGateway } from './application/password-gateway';
import { PhoneGateway } from './application/phone-gateway';
import { ProfileGateway } from './application/profile-gateway';
import { InMemoryPasswordGateway, InMemoryPhoneGateway, InMemoryProfileGateway } from './adapters/in-memory-profile-gateway';
import { profileCoreModule } from './profile.core.modules';

/** The profile's back-office calls in the memory mode: the sandbox world's user block, password desk and phone codes. */
export const profileMemoryModule = new TrackedModule('profile/memory', (bind) => {
  bind(ProfileGateway).toResolvedValue((w, c, s) => new InMemoryProfileGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
  bind(PasswordGateway).toResolvedValue((w, c, s) => new InMemoryPasswordGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
  bind(PhoneGateway).toResolvedValue((w, c, s) => new InMemoryPhoneGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});

export const profileMemoryModules = [profileCoreModule, profileMemoryModule] as const;
