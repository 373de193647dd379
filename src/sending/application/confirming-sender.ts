import { changedFields, hasUsState, type Sender, type SenderDetails, type UsState } from '../domain/sender';
import type { SenderPart } from '../domain/sender-part';
import type { SenderGateway } from './sender-gateway';
import type { TransferDraftStore } from './transfer-draft-store';

/** What the You step shows: the customer's details and, for a US customer, the states to choose from. */
export interface SenderStep {
  readonly sender: Sender;
  readonly usStates: readonly UsState[];
}

/**
 * Step 2's use cases: the customer's details as the back office holds them, a correction saved
 * there (only the fields changed), and the details confirmed kept in the transfer draft. Step 2
 * follows step 1: without a quote in the draft there is nothing to confirm them for.
 */
export class ConfirmingSender {
  constructor(
    private readonly gateway: SenderGateway,
    private readonly draft: TransferDraftStore,
    private readonly now: () => number,
  ) {}

  /** The transfer in progress has its quote (step 1 is done). */
  hasQuote(): boolean {
    return this.draft.draft.quote !== undefined;
  }

  async details(): Promise<SenderStep> {
    const sender = await this.gateway.current();
    return { sender, usStates: hasUsState(sender.country) ? await this.gateway.usStates() : [] };
  }

  /** Saves what the customer changed (nothing is sent when nothing changed); the details the back office then holds. */
  async correct(sender: Sender, typed: SenderDetails): Promise<Sender> {
    const changes = changedFields(sender.details, typed);
    return Object.keys(changes).length === 0 ? sender : this.gateway.update(changes);
  }

  /** The details the transfer goes ahead with. */
  confirm(sender: Sender): SenderPart {
    const d = sender.details;
    const part: SenderPart = {
      firstName: d.firstName,
      lastName: d.lastName,
      street: d.street,
      city: d.city,
      postcode: d.postcode,
      country: sender.country,
      ...(hasUsState(sender.country) && d.usState ? { usState: d.usState } : {}),
      confirmedAt: this.now(),
    };
    this.draft.set('sender', part);
    return part;
  }

  /** The details confirmed earlier for this transfer (after a reload, or coming back to step 2). */
  kept(): SenderPart | undefined {
    return this.draft.draft.sender;
  }
}
