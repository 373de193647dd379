// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import common from '@/app/i18n/locales/en/common.json';
import errors from '@/app/i18n/locales/en/errors.json';
import shell from '@/app/i18n/locales/en/shell.json';
import validation from '@/app/i18n/locales/en/validation.json';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { SANDBOX_PIN_FOREIGN_ADDRESS } from '@/sandbox/world/bank-id-migration-desk';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { SandboxWorld } from '@/sandbox/world/world';
import { SignIn } from '@/session/application/sign-in';
import { ContainerProvider } from '@/shared/di/container-context';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { CARD_ENROLLMENT_KEY } from '@/paying/application/card-enrollment';
import { AccountShellModulesLoader } from '../shell-loader-token';
import { BankIdLoginDialog } from './bank-id-login-dialog';

beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal: () => void; close: () => void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(cleanup);

/** The vendor origin beside the sandbox settings' portal origin (src/shared/vendor/vendor-origins.ts). */
const VENDOR = 'http://127.0.0.1:5174';

async function openDialog(email = 'amina.se@sandbox.test', here?: () => string) {
  const world = new SandboxWorld();
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, 'http://127.0.0.1:5173');
  const { container } = buildContainer({ config, mode: memoryMode(world), platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) });
  if (!container.isBound(AccountShellModulesLoader)) container.bind(AccountShellModulesLoader).toConstantValue(() => import('../shell.memory.modules').then((m) => m.accountShellMemoryModules));
  await container.get(SignIn).execute({ email, password: DEMO_PASSWORD });
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common, shell, validation, errors } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const leave = vi.fn();
  const onClose = vi.fn();
  // The dialog loads its services first (it suspends): React settles that inside act.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <Suspense fallback={null}>
            <BankIdLoginDialog open onClose={onClose} leave={leave} {...(here ? { here } : {})} />
          </Suspense>
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
  const input = await screen.findByLabelText('Personal identity number', { exact: false }, { timeout: 10_000 });
  return { world, leave, onClose, input: input as HTMLInputElement, tabStorage: container.get(TabStorageToken) };
}

async function submitWith(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('bankid-login-submit'));
  });
}

describe('the BankID login dialog', () => {
  it('asks for the number with a numeric keyboard, its hint and the dialog’s title', async () => {
    const { input } = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Login with BankID', hidden: true })).toBeTruthy();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the rule’s message under the field, and keeps the number', async () => {
    const { input, leave } = await openDialog();
    await submitWith(input, '123456789');
    expect(await screen.findByText('The personal identity number must be 10 to 12 digits.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('123456789');
    expect(leave).not.toHaveBeenCalled();
  });

  it('leaves for the BankID page on the vendor origin once the back office has moved the customer', async () => {
    const { input, leave, world } = await openDialog();
    await submitWith(input, '198001019876');
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${VENDOR}/bankid?session=bid-000001`));
    expect(world.customersByEmail('amina.se@sandbox.test')[0]!.alternativeLoginMethodEnabled).toBe(true);
  });

  it('remembers the migration in the tab before leaving, with the page it was started on (a portal path only, else the wallet)', async () => {
    const opened = await openDialog('amina.se@sandbox.test', () => '/transfers?page=2');
    await submitWith(opened.input, '198001019876');
    await waitFor(() => expect(opened.leave).toHaveBeenCalled());
    expect(opened.tabStorage.getItem(CARD_ENROLLMENT_KEY)).toBe('sweden-migration:/transfers?page=2');
    cleanup();
    const foreign = await openDialog('amina.se@sandbox.test', () => '//evil.example/x');
    await submitWith(foreign.input, '198001019876');
    await waitFor(() => expect(foreign.leave).toHaveBeenCalled());
    expect(foreign.tabStorage.getItem(CARD_ENROLLMENT_KEY)).toBe('sweden-migration:/wallet');
  });

  it('never follows an address off the vendor origins: the dialog says so, the number kept', async () => {
    const { input, leave, tabStorage } = await openDialog();
    await submitWith(input, SANDBOX_PIN_FOREIGN_ADDRESS);
    expect(await screen.findByRole('alert', { hidden: true })).toBeTruthy();
    expect(screen.getByText('We couldn’t open BankID')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    expect(tabStorage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
    expect(input.value).toBe(SANDBOX_PIN_FOREIGN_ADDRESS);
  });

  it('shows the back office’s refusal under the field (a number another account uses)', async () => {
    const { input } = await openDialog();
    await submitWith(input, '198505152384');
    expect(await screen.findByText(errors.AccountAlreadyExists.message)).toBeTruthy();
  });

  it('closes on Cancel', async () => {
    const { onClose } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
