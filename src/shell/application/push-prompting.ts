import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { PUSH_DONT_ALLOW_KEY, pushPromptDecision, type PushPermission, type PushPromptDecision } from '../domain/push-prompt';
import type { PushNotifications } from './ports';

/**
 * The notification permission dialog's rules over the browser's permission and local storage
 * (spec 01 sections 2 and 3): asks at most once a visit (one instance per page load), never on
 * the first page, never again after "Not now" (is-push-dont-allowed), never when the browser
 * granted or denied already.
 */
export class PushPrompting {
  private askedThisVisit = false;

  constructor(
    private readonly push: PushNotifications,
    private readonly storage: KeyValueStorage,
    private readonly signedIn: () => boolean,
  ) {}

  permission(): PushPermission {
    return this.push.permission();
  }

  get refusedBefore(): boolean {
    return this.storage.getItem(PUSH_DONT_ALLOW_KEY) === 'true';
  }

  decide(facts: { readonly customerKnown: boolean; readonly navigated: boolean; readonly otherDialogOpen?: boolean }): PushPromptDecision {
    return pushPromptDecision({
      signedIn: this.signedIn(),
      permission: this.push.permission(),
      refusedBefore: this.refusedBefore,
      askedThisVisit: this.askedThisVisit,
      ...facts,
    });
  }

  /** The dialog is shown: it will not be shown again this visit, whatever the answer. */
  asked(): void {
    this.askedThisVisit = true;
  }

  /** "Allow": the browser asks the customer (it must follow their press). */
  allow(): Promise<PushPermission> {
    this.askedThisVisit = true;
    return this.push.request();
  }

  /** "Not now": remembered, never asked again. */
  notNow(): void {
    this.askedThisVisit = true;
    this.storage.setItem(PUSH_DONT_ALLOW_KEY, 'true');
  }
}
