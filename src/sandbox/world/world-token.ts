import type { ServiceIdentifier } from 'inversify';
import type { SandboxWorld } from './world';

export const SandboxWorldToken = Symbol('SandboxWorld') as ServiceIdentifier<SandboxWorld>;
