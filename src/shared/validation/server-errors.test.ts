import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../http/error-envelope';
import { AppError } from '../kernel/app-error';
import { mapServerErrors, serverIssueMessage } from './server-errors';

/** An AppError exactly as the HTTP adapter builds it from the contract's error envelope. */
function fromServer(errors: { type: string; property_path?: string; message?: string }[]): AppError {
  const response = new Response(null, { status: 422, headers: { 'X-Request-Id': 'rid-7' } });
  return errorFromResponse(response, { code: 422, message: 'Validation Exception', errors });
}

const FIELDS = ['firstName', 'lastName', 'street', 'email'] as const;
const TABLE = { first_name: 'firstName', 'data[last_name]': 'lastName', 'address.street': 'street' };

describe('mapServerErrors', () => {
  it('brackets removed: data[last_name] and address[street] find their fields through the table', () => {
    const mapped = mapServerErrors(
      fromServer([
        { type: 'ValueNotBeBlank', property_path: 'data[last_name]', message: 'The last name field is required' },
        { type: 'InvalidInformation', property_path: 'address[street]', message: 'Check the street' },
      ]),
      FIELDS,
      TABLE,
    );
    expect(mapped.fields).toEqual({
      lastName: { field: 'lastName', type: 'ValueNotBeBlank', message: 'The last name field is required' },
      street: { field: 'street', type: 'InvalidInformation', message: 'Check the street' },
    });
    expect(mapped.dialog).toBe(false);
  });

  it('a path that is a field name maps to that field without the table', () => {
    const mapped = mapServerErrors(fromServer([{ type: 'InvalidEmail', property_path: 'email', message: 'Invalid email' }]), FIELDS);
    expect(Object.keys(mapped.fields)).toEqual(['email']);
  });

  it('first error per field wins; paths no field matches are kept apart', () => {
    const mapped = mapServerErrors(
      fromServer([
        { type: 'ValueNotBeBlank', property_path: 'first_name', message: 'a' },
        { type: 'InvalidInformation', property_path: 'first_name', message: 'b' },
        { type: 'InvalidCountry', property_path: 'country_code', message: 'c' },
      ]),
      FIELDS,
      TABLE,
    );
    expect(mapped.fields.firstName?.message).toBe('a');
    expect(mapped.unmatched.map((e) => e.field)).toEqual(['country_code']);
    expect(mapped.dialog).toBe(false);
  });

  it('goes to the error dialog when no error names a form field', () => {
    expect(mapServerErrors(fromServer([{ type: 'InvalidCountry', property_path: 'country_code' }]), FIELDS, TABLE).dialog).toBe(true);
    expect(mapServerErrors(fromServer([{ type: 'SendLimit', message: 'Too many' }]), FIELDS, TABLE).dialog).toBe(true);
    expect(mapServerErrors(new AppError('Network', 'offline'), FIELDS, TABLE)).toEqual({ fields: {}, unmatched: [], dialog: true });
  });

  it('a table entry naming no field of the form does not invent one', () => {
    const mapped = mapServerErrors(fromServer([{ type: 'X', property_path: 'first_name' }]), ['email'], TABLE);
    expect(mapped.fields).toEqual({});
    expect(mapped.dialog).toBe(true);
  });
});

describe('serverIssueMessage', () => {
  it('the type’s catalogue key, with the server’s message as the fallback text', () => {
    expect(serverIssueMessage({ type: 'InvalidEmail', message: 'Invalid email' })).toBe('errors:InvalidEmail.message|{"defaultValue":"Invalid email"}');
    expect(serverIssueMessage({ type: 'X', message: '' })).toBe('errors:X.message|{"fallbackKey":"errors:generic.message"}');
  });
});

describe('mapServerErrors: wrapper segments', () => {
  it('data[first_name] finds the table’s first_name; a longer table entry wins over a shorter one', () => {
    const mapped = mapServerErrors(
      fromServer([
        { type: 'A', property_path: 'data[first_name]' },
        { type: 'B', property_path: 'data[address][street]' },
        { type: 'C', property_path: 'data[unknown]' },
      ]),
      ['firstName', 'street', 'email'],
      { first_name: 'firstName', 'address[street]': 'street', street: 'email' },
    );
    expect(Object.fromEntries(Object.entries(mapped.fields).map(([k, v]) => [k, v?.type]))).toEqual({ firstName: 'A', street: 'B' });
    expect(mapped.unmatched.map((e) => e.field)).toEqual(['data.unknown']);
  });
});
