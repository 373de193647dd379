import type { PushPermission } from '../domain/push-prompt';
import type { PushNotifications } from '../application/ports';

/**
 * The fake browser permission (tests and scenarios): `now` is what the browser answers so far,
 * `answer` what it will answer when asked; every request is counted.
 */
export class InMemoryPushNotifications implements PushNotifications {
  requests = 0;

  constructor(
    public now: PushPermission = 'default',
    public answer: Exclude<PushPermission, 'unsupported'> = 'granted',
  ) {}

  permission(): PushPermission {
    return this.now;
  }

  async request(): Promise<PushPermission> {
    this.requests += 1;
    if (this.now === 'unsupported') return 'unsupported';
    this.now = this.answer;
    return this.now;
  }
}
