import { makeAutoObservable, runInAction } from 'mobx';
import { z } from '@/shared/validation/zod';
import type { AppError } from '@/shared/kernel/app-error';
import { FormModel } from '@/shared/validation/form-model';
import { bankIdNumber, field } from '@/shared/validation/rules';
import { MigrateToBankId, UNTRUSTED_BANKID_ADDRESS } from '../application/migrate-to-bank-id';
import type { Resolver } from '@/shared/di/container-context';

export type BankIdLoginValues = { personalIdentityNumber: string };

/**
 * The "Login with BankID" dialog (spec 02 sections 2, 5 and 7): the personal identity (social
 * security) number, required, digits only, 10 to 12 of them; then the migration, and the browser
 * leaves for the BankID address (`leavingFor`), only when it is on a configured vendor origin. The
 * back office's refusals on the number show under the field, any other failure (the untrusted
 * address included) in the dialog with its error code; what was typed stays.
 */
export class BankIdLoginViewModel {
  /** The address the browser is leaving for (the page follows it), once the migration answered. */
  leavingFor: string | undefined = undefined;
  readonly form: FormModel<BankIdLoginValues, BankIdLoginValues, string>;

  constructor(migrate: MigrateToBankId) {
    this.form = new FormModel({
      schema: z.object({ personalIdentityNumber: field(bankIdNumber()) }),
      // The number is personal data: kept while the dialog's page lives, never stored.
      initial: { personalIdentityNumber: '' },
      submit: (values: BankIdLoginValues) => migrate.execute(values.personalIdentityNumber.trim()),
    });
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  /** A failure no field shows (shown in the dialog with its error code), e.g. an address off the vendor origins. */
  get failure(): AppError | undefined {
    return this.form.dialogError;
  }

  /** The failure is an address off the configured vendor origins (the dialog says so in its own words). */
  get untrustedAddress(): boolean {
    return this.failure?.type === UNTRUSTED_BANKID_ADDRESS;
  }

  get busy(): boolean {
    return this.form.submitting || this.leavingFor !== undefined;
  }

  /** Continue: checks the number, then migrates; resolves when settled. */
  async submit(): Promise<void> {
    if (this.busy) return;
    const outcome = await this.form.submit();
    if (outcome.ok) {
      runInAction(() => {
        this.leavingFor = outcome.result;
      });
    }
  }
}

/** A new BankIdLoginViewModel over the container's migration: one per open dialog. */
export const makeBankIdLoginViewModel = (c: Resolver) => new BankIdLoginViewModel(c.get(MigrateToBankId));
