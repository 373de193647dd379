import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_FOREIGN_BANKID_ORIGIN, SANDBOX_PIN_FOREIGN_ADDRESS } from '@/sandbox/world/bank-id-migration-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { SandboxWorld } from '@/sandbox/world/world';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AppError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { decodeMessage } from '@/shared/validation/issue-message';
import { InMemoryBankIdMigrationGateway } from '../adapters/in-memory-bank-id-migration-gateway';
import { MigrateToBankId, UNTRUSTED_BANKID_ADDRESS } from '../application/migrate-to-bank-id';
import { BankIdLoginViewModel } from './bank-id-login-view-model';

const VENDOR = 'https://bankid.vendor.example';

class Sink implements AuthFailureSink {
  readonly reports: string[] = [];
  unauthorized(error: AppError): void {
    this.reports.push(`unauthorized:${error.type}`);
  }
  disabled(error: AppError): void {
    this.reports.push(`disabled:${error.type}`);
  }
}

let world: SandboxWorld;
let sink: Sink;

function customer(email: string): SandboxCustomer {
  const found = world.customersByEmail(email)[0];
  if (!found) throw new Error(email);
  return found;
}

/** The dialog's view model for a signed-in demo customer, with the given vendor origins configured. */
function dialogFor(email: string, vendorOrigins: readonly string[] = [VENDOR]) {
  const me = customer(email);
  const token = world.startSession(me);
  const project = world.projectOf(me);
  const credentials: SessionCredentials = { token: () => token, baseUrl: () => `memory://${project}`, project: () => project };
  const vm = new BankIdLoginViewModel(new MigrateToBankId(new InMemoryBankIdMigrationGateway(world, credentials, sink, VENDOR), vendorOrigins));
  return { vm, me, token };
}

const fieldIssue = (vm: BankIdLoginViewModel) => {
  const message = vm.form.errors.personalIdentityNumber;
  return message ? decodeMessage(message)?.key : undefined;
};

beforeEach(() => {
  world = new SandboxWorld();
  sink = new Sink();
});

describe('the "Login with BankID" dialog', () => {
  it.each([
    ['', 'validation:bankId.ssnRequired'],
    ['   ', 'validation:bankId.ssnRequired'],
    ['19850515-2384', 'validation:bankId.ssnNumeric'],
    ['85051523 84', 'validation:bankId.ssnNumeric'],
    ['123456789', 'validation:bankId.ssnLength'],
    ['1234567890123', 'validation:bankId.ssnLength'],
  ])('refuses %j with its own message and asks the back office nothing', async (typed, key) => {
    const { vm, me } = dialogFor('amina.se@sandbox.test');
    vm.form.setField('personalIdentityNumber', typed);
    await vm.submit();
    expect(fieldIssue(vm)).toBe(key);
    expect(vm.leavingFor).toBeUndefined();
    expect(me.alternativeLoginMethodEnabled).toBe(false);
  });

  it.each(['1985051523', '19850515238', '198001019876'])('accepts %s (10 to 12 digits) and leaves for the BankID page on the vendor origin', async (pin) => {
    const { vm, me } = dialogFor('amina.se@sandbox.test');
    vm.form.setField('personalIdentityNumber', pin);
    await vm.submit();
    expect(vm.form.errors).toEqual({});
    expect(vm.leavingFor).toBe(`${VENDOR}/bankid?session=bid-000001`);
    expect(vm.busy).toBe(true);
    // The back office has moved the customer to BankID sign-in.
    expect([me.personalIdentityNumber, me.alternativeLoginMethodEnabled, me.personalIdentityNumberVerified]).toEqual([pin, true, true]);
  });

  it('never follows an address off the configured vendor origins: an error with its code, the number kept', async () => {
    const { vm } = dialogFor('amina.se@sandbox.test', ['https://another.vendor.example']);
    vm.form.setField('personalIdentityNumber', '198001019876');
    await vm.submit();
    expect(vm.leavingFor).toBeUndefined();
    expect(vm.failure?.type).toBe(UNTRUSTED_BANKID_ADDRESS);
    expect(vm.form.values.personalIdentityNumber).toBe('198001019876');
    expect(vm.busy).toBe(false);
  });

  it('never follows the foreign address a misconfigured back office answers', async () => {
    const { vm } = dialogFor('amina.se@sandbox.test');
    vm.form.setField('personalIdentityNumber', SANDBOX_PIN_FOREIGN_ADDRESS);
    await vm.submit();
    expect(vm.leavingFor).toBeUndefined();
    expect(vm.failure?.type).toBe(UNTRUSTED_BANKID_ADDRESS);
    expect(SANDBOX_FOREIGN_BANKID_ORIGIN).not.toBe(VENDOR);
  });

  it('shows the back office’s refusal of the number under the field, the number kept', async () => {
    const { vm, me } = dialogFor('amina.se@sandbox.test');
    // The Swedish BankID customer already uses this number.
    vm.form.setField('personalIdentityNumber', '198505152384');
    await vm.submit();
    expect(fieldIssue(vm)).toBe('errors:AccountAlreadyExists.message');
    expect(vm.failure).toBeUndefined();
    expect(vm.form.values.personalIdentityNumber).toBe('198505152384');
    expect(me.alternativeLoginMethodEnabled).toBe(false);
    // Typing again clears the server's message from the field.
    vm.form.setField('personalIdentityNumber', '198001019876');
    expect(fieldIssue(vm)).toBeUndefined();
  });

  it('shows a refusal of the country under the field (a customer outside the BankID countries)', async () => {
    const { vm } = dialogFor('hodan.gb@sandbox.test');
    vm.form.setField('personalIdentityNumber', '198001019876');
    await vm.submit();
    expect(fieldIssue(vm)).toBe('errors:InvalidCountry.message');
  });

  it('shows an ended session in the dialog with its code and reports it', async () => {
    const { vm, token } = dialogFor('amina.se@sandbox.test');
    world.endSession(token);
    vm.form.setField('personalIdentityNumber', '198001019876');
    await vm.submit();
    expect(vm.failure?.type).toBe('AccessDenied');
    expect(vm.failure?.requestId).toMatch(/^mem-/);
    expect(sink.reports).toEqual(['unauthorized:AccessDenied']);
    expect(vm.form.values.personalIdentityNumber).toBe('198001019876');
  });

  it('sends one migration for presses while one is on its way', async () => {
    const { vm } = dialogFor('amina.se@sandbox.test');
    vm.form.setField('personalIdentityNumber', '198001019876');
    await Promise.all([vm.submit(), vm.submit()]);
    expect(vm.leavingFor).toBe(`${VENDOR}/bankid?session=bid-000001`);
    expect(world.next('bankid')).toBe(2);
  });
});
