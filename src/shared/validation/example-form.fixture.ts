import { z } from '@/shared/validation/zod';
import { AppError } from '../kernel/app-error';
import { FormModel } from './form-model';
import { field, is, password, personName, required } from './rules';

/**
 * A small form proving the bridge in both worlds (form-model.test.ts without React,
 * use-zod-form.test.tsx in a DOM, features/validation with Cucumber): a name and a new password
 * with its confirmation. The "server" refuses the name "Taken" on first_name and the password
 * "Dialog1" with an error no field matches.
 */
export const exampleSchema = z
  .object({
    firstName: field(required(), personName()),
    password: field(required(), password()),
    passwordConfirmation: field(required()),
  })
  .check(is('password', 'passwordConfirmation', 'validation:fields.password'));

export type ExampleValues = { firstName: string; password: string; passwordConfirmation: string };

export function exampleForm(draft: Partial<ExampleValues> = {}, saved: ExampleValues[] = [], submitted: unknown[] = []) {
  return new FormModel({
    schema: exampleSchema,
    initial: { firstName: draft.firstName ?? '', password: '', passwordConfirmation: '' },
    serverFields: { first_name: 'firstName' },
    saveDraft: (values) => saved.push(values),
    submit: async (data) => {
      await Promise.resolve();
      if (data.firstName === 'Taken') {
        throw new AppError('InvalidInformation', 'Name taken', {
          requestId: 'rid-1',
          fieldErrors: [{ field: 'data.first_name', type: 'InvalidInformation', message: 'This name cannot be used' }],
        });
      }
      if (data.password === 'Dialog1') throw new AppError('SendLimit', 'Too many attempts', { requestId: 'rid-2' });
      submitted.push(data);
      return `welcome ${data.firstName}`;
    },
  });
}
