// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import domain from '@/app/i18n/locales/en/domain.json';
import errors from '@/app/i18n/locales/en/errors.json';
import recipients from '@/app/i18n/locales/en/recipients.json';
import send from '@/app/i18n/locales/en/send.json';
import newRecipient from '@/app/i18n/locales/en/send-new-recipient.json';
import sendRecipients from '@/app/i18n/locales/en/send-recipients.json';
import validation from '@/app/i18n/locales/en/validation.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { AddingRecipient } from '../../application/adding-recipient';
import { KeepingRecipients } from '../../application/keeping-recipients';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import { NewRecipientViewModel } from '../new-recipient/new-recipient-view-model';
import { FakeRecipients, FakeSchemas, fakeQuotes } from './recipients-book.fixture';
import { RecipientsBookPage } from './recipients-book-page';
import { RecipientsBookViewModel } from './recipients-book-view-model';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close them as the browser does.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

/** The address bar, for the assertions. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function mount(path: string, people?: FakeRecipients['recipients']) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { domain, errors, recipients, send, validation, 'send-new-recipient': newRecipient, 'send-recipients': sendRecipients } },
    defaultNS: 'recipients',
    interpolation: { escapeValue: false },
  });
  const gateway = new FakeRecipients();
  if (people) gateway.recipients = people;
  const schemas = new FakeSchemas();
  // A save updates what the list and the details read next.
  const save = schemas.save.bind(schemas);
  schemas.save = async (link, input) => {
    const saved = await save(link, input);
    gateway.recipients = gateway.recipients.map((r) => (r.guid === saved.guid ? { ...r, firstName: saved.firstName, lastName: saved.lastName } : r));
    return saved;
  };
  const draft = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), { token: () => 't', baseUrl: () => 'b', project: () => 'p' }, () => 'intent');
  const container = new Container();
  container.bind(RecipientsBookViewModel).toDynamicValue(() => new RecipientsBookViewModel(new KeepingRecipients(gateway, fakeQuotes(), schemas)));
  container.bind(NewRecipientViewModel).toDynamicValue(() => new NewRecipientViewModel(new AddingRecipient(schemas, draft), { now: () => Date.now() }));
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/recipients" element={<RecipientsBookPage />} />
            <Route path="/send-money/quote" element={<p>Step 1</p>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { gateway, schemas, draft };
}

const address = () => screen.getByTestId('address').textContent;

describe('RecipientsBookPage', () => {
  it('lists every recipient under their country, searchable, each leading to their details', async () => {
    await mount('/recipients');
    expect(screen.getByRole('heading', { level: 1, name: 'Your recipients' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Ethiopia' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ethiopia', 'Kenya', 'Somalia', 'Somaliland']);
    const somalia = screen.getByRole('region', { name: 'Somalia' });
    const link = within(somalia).getByRole('link', { name: /Abdirahman Warsame/ });
    expect(link.getAttribute('href')).toBe('/recipients?id=1');
    expect(link.textContent).toContain('Mobile Transfer');
    expect(link.textContent).toContain('+252 ••••• 0101');
    expect(screen.getByTestId('recipients-notice').textContent).toBe('');
    expect(screen.getByText('4 recipients').getAttribute('role')).toBe('status');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or number' }), { target: { value: 'meron' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ethiopia']);
    expect(screen.getByText('1 recipient')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Meron Tesfaye/ }));
    expect(address()).toBe('/recipients?id=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meron Tesfaye' })).toBeTruthy();
  });

  it('says when the customer has no recipients, and offers to add one', async () => {
    await mount('/recipients', []);
    expect(await screen.findByRole('heading', { level: 2, name: 'You don’t have recipients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a recipient' }).getAttribute('href')).toBe('/recipients?add=1');
  });

  it('shows a recipient’s saved details labelled by their form’s fields, with Send money and Edit', async () => {
    await mount('/recipients?id=1');
    await screen.findByRole('heading', { level: 1, name: 'Abdirahman Warsame' });
    const details = screen.getByTestId('recipient-details');
    const rows = [...details.querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['First name', 'Abdirahman'],
      ['Last name', 'Warsame'],
      ['Country', 'Somalia'],
      ['Receives by', 'Mobile Transfer'],
      ['Mobile network', 'Hormuud EVC Plus'],
      ['Mobile number', '+252615550101'],
    ]);
    expect(screen.getByRole('link', { name: 'Send money' }).getAttribute('href')).toBe('/send-money/quote?to=SO&currency=USD&payout=mobile&recipient=1');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/recipients?id=1&edit=1');
  });

  it('edits a recipient in the schema form, saved values in it; saved, back on their details with “Recipient updated”', async () => {
    const { schemas, draft } = await mount('/recipients?id=1');
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(address()).toBe('/recipients?id=1&edit=1');
    await screen.findByRole('heading', { level: 1, name: 'Edit Abdirahman Warsame' });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect((first as HTMLInputElement).value).toBe('Abdirahman');
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe('+252615550101');
    fireEvent.change(first, { target: { value: 'Abdi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(address()).toBe('/recipients?id=1'));
    expect(schemas.saves.map((s) => [s.guid, s.values.first_name])).toEqual([['guid-1', 'Abdi']]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Abdi Warsame' })).toBeTruthy();
    expect(screen.getByTestId('recipients-notice').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('recipients-notice').textContent).toBe('Recipient updated');
    expect(draft.draft).toEqual({ intentId: 'intent' });
  });

  it('Save with a required field emptied says so under it and moves the focus to it; nothing is saved', async () => {
    const { schemas } = await mount('/recipients?id=1&edit=1');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.change(first, { target: { value: '' } });
    screen.getByRole('button', { name: 'Save changes' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(schemas.saves).toEqual([]);
  });

  it('leaving an emptied field for Save shows nothing yet (the press must land on Save); leaving it for another field says what is missing', async () => {
    await mount('/recipients?id=1&edit=1');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first, { relatedTarget: save });
    expect(first.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(first, { relatedTarget: screen.getByRole('textbox', { name: 'Last name' }) });
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
  });

  it('says so when the changes would make them another saved recipient, keeping the form as typed', async () => {
    const { schemas } = await mount('/recipients?id=1&edit=1');
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    fireEvent.change(last, { target: { value: 'Nuur' } });
    schemas.refuseSave = new AppError('BeneficiaryAlreadyExists', 'This recipient already exists.', { status: 409, requestId: 'req-7' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Recipient already exists');
    expect(alert.textContent).toContain('Another of your recipients already has these names and this number.');
    expect(alert.textContent).toContain('req-7');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Nuur');
    expect(address()).toBe('/recipients?id=1&edit=1');
  });

  it('does not find a recipient the customer does not have, and leads back to the list', async () => {
    await mount('/recipients?id=99');
    expect(await screen.findByText('We can’t find this recipient.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your recipients' }).getAttribute('href')).toBe('/recipients');
  });

  it('adds a recipient: where to and how first, then the form; saved, their details with “Recipient added”', async () => {
    await mount('/recipients?add=1');
    await screen.findByRole('heading', { level: 1, name: 'Add a recipient' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Send to' }), { target: { value: 'SQ:USD' } });
    expect((screen.getByRole('radio', { name: 'Cash Collection' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(address()).toBe('/recipients?add=1&to=SQ&currency=USD&payout=cash');
    fireEvent.change(await screen.findByRole('textbox', { name: 'First name' }), { target: { value: 'Hodan' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Nuur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(address()).toBe('/recipients?id=42'));
    await waitFor(() => expect(screen.getByTestId('recipients-notice').textContent).toBe('Recipient added'));
  });
});
