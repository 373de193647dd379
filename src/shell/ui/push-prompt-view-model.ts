import { makeAutoObservable, runInAction } from 'mobx';
import type { PushPermission } from '../domain/push-prompt';
import { PushPrompting } from '../application/push-prompting';
import type { Resolver } from '@/shared/di/container-context';

/** After a navigation, the new page is announced first; the dialog follows this much later. */
export const PUSH_PROMPT_DELAY_MS = 1200;

/**
 * The notification permission dialog after navigations (spec 01 section 2). The first location it
 * sees is the page the services started on: that page load never asks; every later location is a
 * navigation, after which the rules (PushPrompting) may open the dialog, once a visit.
 */
export class PushPromptViewModel {
  open = false;
  /** "Allow" is waiting for the browser's own question. */
  busy = false;
  private firstKey: string | undefined = undefined;
  private navigated = false;

  constructor(private readonly prompting: PushPrompting) {
    makeAutoObservable<PushPromptViewModel, 'prompting' | 'firstKey' | 'navigated'>(this, { prompting: false, firstKey: false, navigated: false }, { autoBind: true });
  }

  /** A location was shown (its key changes on every navigation); true once a navigation happened. */
  seen(locationKey: string): boolean {
    if (this.firstKey === undefined) this.firstKey = locationKey;
    else if (locationKey !== this.firstKey) this.navigated = true;
    return this.navigated;
  }

  /** After a navigation, when the page settled: opens the dialog if the rules say so. */
  consider(facts: { readonly customerKnown: boolean; readonly otherDialogOpen?: boolean }): boolean {
    if (this.open) return true;
    const decision = this.prompting.decide({ ...facts, navigated: this.navigated });
    if (!decision.ask) return false;
    this.prompting.asked();
    this.open = true;
    return true;
  }

  /**
   * Opened on request (the wallet's "get notified" button): asks whenever the browser has not
   * decided yet, whatever the navigation rules; answers what the browser says so far.
   */
  request(): PushPermission {
    const permission = this.prompting.permission();
    if (permission === 'default') {
      this.prompting.asked();
      this.open = true;
    }
    return permission;
  }

  async allow(): Promise<PushPermission> {
    if (this.busy) return this.prompting.permission();
    this.busy = true;
    try {
      return await this.prompting.allow();
    } finally {
      runInAction(() => {
        this.busy = false;
        this.open = false;
      });
    }
  }

  notNow(): void {
    this.prompting.notNow();
    this.open = false;
  }

  /** Closed with Escape: not asked again this visit, nothing remembered. */
  dismiss(): void {
    if (this.busy) return;
    this.open = false;
  }
}

/** The PushPromptViewModel over the container's PushPrompting: bound once per container (one prompt for the visit). */
export const makePushPromptViewModel = (c: Resolver) => new PushPromptViewModel(c.get(PushPrompting));
