import type { Translate } from '@/shared/validation/messages';
import { NS } from '@/shared/ui/schema-form/problem-text';
import type { DialogChoice, Lookup, NewRecipientDialog } from './new-recipient-view-model';

/** The new-recipient screen's own texts: the lookup's outcome and the dialogs (a field's label and problem: src/shared/ui/schema-form/problem-text.ts). */

/** The lookup's outcome as the customer reads it under the field (a forced lookup's refusals are the field's problems instead). */
export function lookupStatus(lookup: Lookup | undefined, forced: boolean, t: Translate): string | null {
  switch (lookup?.status) {
    case 'searching':
      return t(`${NS}:lookup.searching`);
    case 'found':
      return t(lookup.account.restricted ? `${NS}:lookup.foundRestricted` : `${NS}:lookup.found`, { name: lookup.account.accountName });
    case 'notFound':
      return forced ? null : t('validation:beneficiary.accountNotFound');
    case 'currencyMismatch':
      return forced ? null : t('validation:beneficiary.currencyMismatch');
    default:
      return null;
  }
}

/** A dialog's title (the error catalogue's, as the error catalogue of spec 02 section 8 names them). */
export const DIALOG_TITLE: Readonly<Record<NewRecipientDialog['kind'], string>> = {
  nameMismatch: 'errors:BeneficiaryAccountMismatch.title',
  exists: 'errors:BeneficiaryAlreadyExists.title',
  stateMismatch: 'errors:StateMismatch.title',
};

/** A dialog choice's button text. */
export function choiceKey(dialog: NewRecipientDialog['kind'], choice: DialogChoice): string {
  switch (choice) {
    case 'updateAndContinue':
      return 'errors:BeneficiaryAccountMismatch.updateAndContinue';
    case 'continueWithoutUpdate':
      return 'errors:BeneficiaryAccountMismatch.continueWithoutUpdate';
    case 'updateExisting':
      return 'errors:BeneficiaryAlreadyExists.update';
    case 'proceed':
      return 'errors:StateMismatch.proceed';
    case 'back':
      return dialog === 'stateMismatch' ? `${NS}:dialog.changeCity` : `${NS}:dialog.back`;
  }
}

/** A dialog's question. */
export function dialogQuestion(t: Translate, dialog: NewRecipientDialog, destinationCountry: string): string {
  switch (dialog.kind) {
    case 'nameMismatch':
      return t(dialog.account.restricted ? `${NS}:dialog.mismatchRestricted` : 'errors:BeneficiaryAccountMismatch.message');
    case 'exists':
      return t('errors:BeneficiaryAlreadyExists.message');
    case 'stateMismatch':
      return t(`${NS}:dialog.stateMismatch`, {
        city: dialog.city,
        state: t(`domain:country.${dialog.state}`, { defaultValue: dialog.state }),
        country: t(`domain:country.${destinationCountry}`, { defaultValue: destinationCountry }),
      });
  }
}
