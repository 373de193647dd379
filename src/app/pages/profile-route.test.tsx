// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import errors from '@/app/i18n/locales/en/errors.json';
import profile from '@/app/i18n/locales/en/profile.json';
import sendSender from '@/app/i18n/locales/en/send-sender.json';
import validation from '@/app/i18n/locales/en/validation.json';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { VerificationLauncher } from '@/kyc/application/verification-launcher';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { latestResetToken } from '@/sandbox/world/registration-desk';
import { SandboxWorld } from '@/sandbox/world/world';
import { SignIn } from '@/session/application/sign-in';
import { ContainerProvider } from '@/shared/di/container-context';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { ensureProfilePage, ProfileRoute } from './profile-route';

// jsdom has no modal dialogs: showing one is its `open` attribute, as in the browser.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});
afterEach(cleanup);

/**
 * The profile route on the app's memory-mode composition, signed in as a demo customer (the
 * route's services loaded as the route table loads them); `signedIn` changes the back office once
 * the customer is signed in, before the page reads it.
 */
async function showProfile(email: string, prepare: (world: SandboxWorld) => void = () => undefined, signedIn: (world: SandboxWorld) => void = () => undefined) {
  const world = new SandboxWorld();
  prepare(world);
  const { container } = buildContainer({
    config: readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, 'http://portal.test'),
    mode: memoryMode(world),
    platform: platformModule(new MemoryStorage(), new RecordingAnalytics()),
  });
  expect((await container.get(SignIn).execute({ email, password: DEMO_PASSWORD })).kind).toBe('signed-in');
  signedIn(world);
  await ensureProfilePage(container);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { profile, 'send-sender': sendSender, validation, errors } },
    defaultNS: 'profile',
    interpolation: { escapeValue: false },
  });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <MemoryRouter initialEntries={['/profile']}>
            <Routes>
              <Route path="/profile" element={<ProfileRoute />} />
              <Route path="/wallet" element={<p>wallet</p>} />
            </Routes>
          </MemoryRouter>
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
  return { world, container };
}

const byLabel = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

/** Opens the change-password form with its button (its chunk loads then) and waits for the focus in its first field. */
async function openPasswordForm() {
  const open = await screen.findByRole('button', { name: 'Change password' });
  expect(screen.queryByLabelText('Current password', { exact: true })).toBeNull();
  await act(async () => {
    fireEvent.click(open);
  });
  await screen.findByLabelText('Current password', { exact: true });
  await waitFor(() => expect(document.activeElement).toBe(byLabel('Current password')));
}

describe('the profile route', () => {
  it('shows the details, the documents, the limits with their bars and the e-mail', async () => {
    await showProfile('hodan.gb@sandbox.test');
    await screen.findByTestId('sender-name');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your profile');
    expect(screen.getByTestId('sender-name').textContent).toBe('Hodan Ali');
    expect(screen.getByTestId('profile-email').textContent).toBe('hodan.gb@sandbox.test');
    await waitFor(() => expect(screen.getByTestId('profile-document-identity').getAttribute('data-state')).toBe('verified'));
    expect(['identity', 'selfie', 'address', 'funds'].map((d) => screen.getByTestId(`profile-document-${d}`).querySelector('.badge')?.textContent)).toEqual([
      'Verified', 'Verified', 'Not needed', 'Not needed',
    ]);
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
    expect(screen.getByTestId('profile-review-time').textContent).toBe('When you send us a document, our review can take up to 2 business days.');
    const spending = within(screen.getByTestId('profile-limit-spending'));
    expect(spending.getByTestId('limit-used').textContent).toBe('£1,250.00 used of £50,000.00');
    const bar = screen.getByRole('meter', { name: 'Spending limit' }) as HTMLMeterElement;
    expect([bar.min, bar.max, bar.value]).toEqual([0, 5_000_000, 125_000]);
    expect(bar.getAttribute('aria-describedby')).toBe(spending.getByTestId('limit-used').parentElement?.id);
    expect(within(screen.getByTestId('profile-limit-yearly')).getByTestId('limit-used').textContent).toBe('£18,750.00 used of £150,000.00');
  });

  it('corrects a detail through send money’s form and says it is saved', async () => {
    const { world } = await showProfile('amina.se@sandbox.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    fireEvent.change(byLabel('Street and house number'), { target: { value: 'Sveavägen 44' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    });
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    expect(screen.getByTestId('sender-address').textContent).toContain('Sveavägen 44');
    expect(world.customersByEmail('amina.se@sandbox.test')[0]?.address.street).toBe('Sveavägen 44');
  });

  it('changes the password: the success is said and takes the focus, the fields are cleared', async () => {
    const { world } = await showProfile('amina.se@sandbox.test');
    await screen.findByTestId('profile-email');
    await openPasswordForm();
    expect(byLabel('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(byLabel('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(byLabel('Type the new password again').getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(byLabel('Current password'), { target: { value: DEMO_PASSWORD } });
    fireEvent.change(byLabel('New password'), { target: { value: 'Other123' } });
    fireEvent.change(byLabel('Type the new password again'), { target: { value: 'Other123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect([byLabel('New password').type, byLabel('Type the new password again').type, byLabel('Current password').type]).toEqual(['text', 'text', 'password']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    const changed = await screen.findByText('Your password is changed. Use the new one the next time you sign in.');
    await waitFor(() => expect(document.activeElement).toBe(changed.closest('[role="status"]')));
    expect([byLabel('Current password').value, byLabel('New password').value, byLabel('Type the new password again').value]).toEqual(['', '', '']);
    expect(byLabel('New password').type).toBe('password');
    expect(world.customersByEmail('amina.se@sandbox.test')[0]?.password).toBe('Other123');
  });

  it('says each rule that fails under its field and in the summary, which takes the focus; nothing is sent', async () => {
    const { world } = await showProfile('amina.se@sandbox.test');
    await screen.findByTestId('profile-email');
    await openPasswordForm();
    fireEvent.change(byLabel('Current password'), { target: { value: DEMO_PASSWORD } });
    fireEvent.change(byLabel('New password'), { target: { value: DEMO_PASSWORD } });
    fireEvent.change(byLabel('Type the new password again'), { target: { value: 'Other124' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'The new password can’t be the same as the old one.',
      'The new password and its confirmation should match.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(byLabel('New password').getAttribute('aria-invalid')).toBe('true');
    expect(byLabel('New password').getAttribute('aria-describedby')).toContain(`${byLabel('New password').id}-error`);
    expect(world.customersByEmail('amina.se@sandbox.test')[0]?.password).toBe(DEMO_PASSWORD);
  });

  it('shows a wrong current password on that field and keeps what was typed', async () => {
    await showProfile('amina.se@sandbox.test');
    await screen.findByTestId('profile-email');
    await openPasswordForm();
    fireEvent.change(byLabel('Current password'), { target: { value: 'Wrong123' } });
    fireEvent.change(byLabel('New password'), { target: { value: 'Other123' } });
    fireEvent.change(byLabel('Type the new password again'), { target: { value: 'Other123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    await waitFor(() => expect(byLabel('Current password').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${byLabel('Current password').id}-error`)?.textContent).toBe('This is not your current password.');
    expect([byLabel('Current password').value, byLabel('New password').value]).toEqual(['Wrong123', 'Other123']);
  });

  it('closes the change-password form with Cancel or Escape, the focus back on its button and the passwords typed dropped', async () => {
    const { world } = await showProfile('amina.se@sandbox.test');
    await screen.findByTestId('profile-email');
    await openPasswordForm();
    fireEvent.change(byLabel('Current password'), { target: { value: DEMO_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const open = await screen.findByRole('button', { name: 'Change password' });
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(screen.queryByLabelText('Current password', { exact: true })).toBeNull();

    await openPasswordForm();
    expect(byLabel('Current password').value).toBe('');
    fireEvent.change(byLabel('New password'), { target: { value: 'Other123' } });
    fireEvent.keyDown(byLabel('New password'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change password' })));
    expect(screen.queryByLabelText('New password', { exact: true })).toBeNull();
    await openPasswordForm();
    expect(byLabel('New password').value).toBe('');
    expect(world.customersByEmail('amina.se@sandbox.test')[0]?.password).toBe(DEMO_PASSWORD);
  });

  it('offers “Set a password” instead of “Change password” to a customer without one: the link is e-mailed, said, and takes the focus', async () => {
    const amina = 'amina.se@sandbox.test';
    // As the sandbox's code registration leaves a customer: no password.
    const { world } = await showProfile(amina, undefined, (w) => Object.assign(w.customersByEmail(amina)[0]!, { password: '' }));
    const set = await screen.findByRole('button', { name: 'Set a password' });
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByText(/^Your account has no password/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(set);
    });
    const sent = await screen.findByText(`We sent a link to ${amina}. Open it to choose your password, then sign in with it whenever you like.`);
    await waitFor(() => expect(document.activeElement).toBe(sent.closest('.alert')));
    expect(screen.getByRole('status').textContent).toContain('Check your email');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(latestResetToken(world, amina)).toBeDefined();
  });

  it('says a refused link in its place, with its error code, and takes the focus there', async () => {
    const amina = 'amina.se@sandbox.test';
    await showProfile(amina, undefined, (w) => {
      Object.assign(w.customersByEmail(amina)[0]!, { password: '' });
      w.rateCounts.set(`reset:${amina}`, 3);
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Set a password' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There have been too many requests.');
    expect(alert.textContent).toMatch(/Error code: /);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('button', { name: 'Set a password' })).toBeTruthy();
  });

  it('changes the mobile number with the code sent to it: the number, then the code take the focus; a wrong code is said under it and kept; the new number is shown, the success said with the focus', async () => {
    const { world } = await showProfile('bankid.se@sandbox.test');
    const shown = await screen.findByTestId('profile-mobile');
    expect(shown.textContent).toBe('+46700000013');
    // The details no longer show the number: the profile shows and changes it itself.
    expect(screen.queryByTestId('sender-mobile')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' }));
    });
    const number = (await screen.findByLabelText('New mobile number', {}, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(number));
    fireEvent.change(number, { target: { value: '070-123 45 67' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect((await screen.findByTestId('phone-change-notice')).textContent).toBe('We sent a 6-digit code by SMS to +46701234567.');
    const code = byLabel('Code from the SMS');
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    });
    await waitFor(() => expect(document.getElementById(`${code.id}-error`)?.textContent).toBe('The code you entered is incorrect. Please try again.'));
    expect(byLabel('Code from the SMS').value).toBe('000000');
    expect(world.customersByEmail('bankid.se@sandbox.test')[0]?.phone).toBe('+46700000013');
    fireEvent.change(byLabel('Code from the SMS'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    });
    const changed = await screen.findByText('Your mobile number is changed.');
    await waitFor(() => expect(document.activeElement).toBe(changed.closest('[role="status"]')));
    expect(screen.getByTestId('profile-mobile').textContent).toBe('+46701234567');
    expect(screen.queryByLabelText('Code from the SMS')).toBeNull();
    expect(world.customersByEmail('bankid.se@sandbox.test')[0]?.phone).toBe('+46701234567');
  });

  it('offers the upload of a needed document, which opens identity verification for it', async () => {
    const { container } = await showProfile('status.requestaddress@sandbox.test');
    const upload = await screen.findByRole('button', { name: 'Upload proof of address' });
    expect(screen.getByTestId('profile-document-address').getAttribute('data-state')).toBe('needed');
    fireEvent.click(upload);
    expect(container.get(VerificationLauncher).view).toMatchObject({ kind: 'upload', request: { screen: 'address', document: 'ProofOfAddress' }, inSendMoney: false });
  });

  it('opens the “Not yet available” dialog instead of the page without remittance, and OK goes to the wallet', async () => {
    await showProfile('no-remittance@sandbox.test');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Not yet available');
    expect(screen.queryByTestId('profile-email')).toBeNull();
    expect(screen.queryByTestId('sender-name')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('wallet')).toBeTruthy();
  });
});
