import { AppError } from '@/shared/kernel/app-error';
import type { Clock } from '@/shared/kernel/clock';
import type { RegistrationDraft } from '../domain/registration-draft';
import type {
  AddressDetail, FoundAddress, PurposeOfAccount, RegistrationAccess, RegistrationDraftStore, RegistrationStepsGateway,
  RegistrationSessionStarter, RemitterDetails, UsStateOption,
} from './ports';
import { isUsCustomer } from './registration-steps';

/**
 * How long a draft left alone lives: the inactivity limit of a signed-in session (spec 01
 * section 4, 60 minutes). A draft older than this is removed when read.
 */
export const DRAFT_LIFETIME_MS = 60 * 60_000;

/**
 * The registration after the account exists: the draft every step reads and writes (kept
 * across reloads, dropped when stale, completed or cancelled), the lookups the steps need, and
 * the end: remitter create (or update), then the signed-in session.
 */
export class RegistrationFlow {
  constructor(
    private readonly store: RegistrationDraftStore,
    private readonly gateway: RegistrationStepsGateway,
    private readonly starter: RegistrationSessionStarter,
    private readonly clock: Clock,
  ) {}

  /** The draft, or an empty one when there is none or it outlived DRAFT_LIFETIME_MS. */
  draft(): RegistrationDraft {
    const draft = this.store.load();
    if (draft.updatedAt !== undefined && this.clock.now() - draft.updatedAt > DRAFT_LIFETIME_MS) {
      this.store.clear();
      return {};
    }
    return draft;
  }

  /** Merges the answers and records the time (the draft's lifetime counts from it). */
  save(answers: Partial<RegistrationDraft>): RegistrationDraft {
    this.draft();
    return this.store.save({ ...answers, updatedAt: this.clock.now() });
  }

  /** "Cancel registration", YES: nothing of the draft remains. */
  cancel(): void {
    this.store.clear();
  }

  /** The registered customer's back end and token; RegistrationNotStarted when the draft has none. */
  access(draft: RegistrationDraft = this.draft()): RegistrationAccess {
    if (!draft.token || !draft.backend) throw new AppError('RegistrationNotStarted', 'No registration in progress');
    return { backend: draft.backend, token: draft.token };
  }

  purposes(): Promise<readonly PurposeOfAccount[]> {
    return this.gateway.purposesOfAccount(this.access());
  }

  findAddresses(query: string): Promise<readonly FoundAddress[]> {
    const draft = this.draft();
    return this.gateway.findAddresses(this.access(draft), query.trim(), draft.country ?? '');
  }

  addressDetail(id: string): Promise<AddressDetail> {
    return this.gateway.addressDetail(this.access(), id);
  }

  usStates(): Promise<readonly UsStateOption[]> {
    return this.gateway.usStates();
  }

  /**
   * The end of registration: creates the remitter from the draft (or updates it when the customer
   * already has one; the agent code of an agent sign-up goes with the create only), starts the signed-in session, and removes the draft. The social security
   * number is passed in, never stored. A failure leaves the draft as it was (but remembers a
   * remitter already created), so the customer can correct and retry.
   */
  async complete(ssn?: string): Promise<void> {
    const draft = this.draft();
    const access = this.access(draft);
    const remitter = remitterOf(draft, ssn);
    if (draft.remitterCreated) {
      await this.gateway.updateRemitter(access, remitter);
    } else {
      try {
        await this.gateway.createRemitter(access, draft.agentCode ? { ...remitter, agentCode: draft.agentCode } : remitter);
      } catch (error) {
        if (!(error instanceof AppError && error.hasType('CustomerAlreadyExists'))) throw error;
        await this.gateway.updateRemitter(access, remitter);
      }
      this.save({ remitterCreated: true });
    }
    await this.starter.start(access, draft.country ?? '');
    this.store.clear();
  }
}

function remitterOf(draft: RegistrationDraft, ssn: string | undefined): RemitterDetails {
  const us = isUsCustomer(draft);
  return {
    firstName: draft.firstName ?? '',
    lastName: draft.lastName ?? '',
    birthday: draft.dateOfBirth,
    nationality: draft.nationality,
    occupation: draft.occupation,
    purposeOfAccount: draft.reasonOfUsage,
    street: draft.address?.street ?? '',
    city: draft.address?.city ?? '',
    postcode: draft.address?.postcode ?? '',
    province: us ? draft.usState : draft.address?.province,
    ...(us ? { ssn: ssn?.trim(), usState: draft.usState } : {}),
  };
}
