// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Suspense } from 'react';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { httpMode } from '@/app/modes/http-mode';
import { platformModule } from '@/app/modes/platform';
import errors from '@/app/i18n/locales/en/errors.json';
import domain from '@/app/i18n/locales/en/domain.json';
import validation from '@/app/i18n/locales/en/validation.json';
import newRecipient from '@/app/i18n/locales/en/send-new-recipient.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { AddingRecipient } from '../../application/adding-recipient';
import type { BeneficiarySchemaGateway } from '../../application/beneficiary-schema-gateway';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { PayoutType } from '../../domain/quote-part';
import type { BeneficiarySchema } from '@/shared/schema-form/schema-document';
import { SEARCH, WARSAME_ACCOUNTS, dataSourceAnswer, nameFields, schemaField, schemaOf } from './beneficiary-schema.fixture';
import { NewRecipientPage } from './new-recipient-page';
import { NewRecipientViewModel } from './new-recipient-view-model';
import { ensureRecipientFormModules, ensureSendingStepModules } from '../../sending-loader';

const ALL: PayoutType[] = ['mobile', 'cash'];
const SCHEMA: BeneficiarySchema = schemaOf(
  [
    ...nameFields(ALL),
    schemaField('mobile_network_code', ['MobileNetworkCode'], ['mobile'], { dataSource: 'mobile_networks' }),
    schemaField('mobile', ['SomaliaHormuudMobile', 'SomaliaEdahabMobile'], ['mobile'], { links: { search: SEARCH } }),
    schemaField('city', ['City'], ['cash'], { required: false, dataSource: 'collection_points' }),
  ],
  ['mobile_networks', 'collection_points'],
);

const gateway: BeneficiarySchemaGateway = {
  schema: async () => SCHEMA,
  dataSource: dataSourceAnswer([{ value: 'DHB-MGQ', label: 'Dahabshiil Bakaara', city: 'Mogadishu' }]),
  search: async (_link, query) => {
    const account = WARSAME_ACCOUNTS[query.value];
    if (account) return account;
    throw new AppError('AccountNotFound', 'Account not found.', { status: 404 });
  },
  save: async (_link, input) => ({
    id: '42', guid: 'g-42', firstName: input.values.first_name!, middleName: undefined, lastName: input.values.last_name!,
    destinationCountry: input.destinationCountry, payoutType: input.payoutType, numbers: {},
  }),
  tokenizeCard: async () => {
    throw new Error('no cards here');
  },
  recipients: async () => [],
  transactionSchema: () => Promise.reject(new Error('No transaction schema on the recipient form')),
};

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

async function mount(payoutType: PayoutType) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { errors, domain, validation, 'send-new-recipient': newRecipient } },
    defaultNS: 'send-new-recipient',
    interpolation: { escapeValue: false },
  });
  const draft = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), { token: () => 't', baseUrl: () => 'b', project: () => 'p' }, () => 'intent');
  draft.set('quote', {
    destinationCountry: 'SO', destinationCurrency: 'USD', payoutType, amountType: 'SOURCE', send: money(100_000, 'SEK'), receive: money(9_500, 'USD'),
    fee: money(1_500, 'SEK'), total: money(101_500, 'SEK'), rate: '0.0950', quoteId: 'Q1', expiresAt: Date.now() + 600_000,
  });
  const container = new Container();
  container.bind(NewRecipientViewModel).toDynamicValue(() => new NewRecipientViewModel(new AddingRecipient(gateway, draft), { now: () => Date.now() }));
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={['/send-money/new-recipient-details']}>
          <Routes>
            <Route path="/send-money/new-recipient-details" element={<NewRecipientPage />} />
            <Route path="/send-money/pay" element={<p>Pay step</p>} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('button', { name: 'Save and continue' });
  return { draft };
}

describe('NewRecipientPage', () => {
  it('loads the schema form’s use cases itself when the route’s loader brought only the steps', async () => {
    const config = readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: 'http' }, 'http://127.0.0.1:5173');
    const { container } = buildContainer({ config, mode: httpMode(config, async () => new Response('{}')), platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) });
    await ensureSendingStepModules(container);
    expect(container.isBound(AddingRecipient)).toBe(false);
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { errors, domain, validation, 'send-new-recipient': newRecipient } }, interpolation: { escapeValue: false } });
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <ContainerProvider container={container}>
            <MemoryRouter initialEntries={['/send-money/new-recipient-details']}>
              <Suspense fallback={<p>Loading</p>}>
                <Routes>
                  <Route path="/send-money/new-recipient-details" element={<NewRecipientPage />} />
                  <Route path="/send-money/quote" element={<p>Amount step</p>} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </ContainerProvider>
        </I18nextProvider>,
      );
    });
    // The page waits for the schema form's use cases it asked for (the test waits for the same load)...
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => ensureRecipientFormModules(container));
    // ...then makes its view model from them (no quote in this transfer: back to the amount).
    expect(await screen.findByText('Amount step')).toBeTruthy();
    expect(container.isBound(AddingRecipient)).toBe(true);
  });

  it('renders every field of the schema with a label, the destination shown, the options of the network', async () => {
    await mount('mobile');
    expect(screen.getByRole('heading', { level: 1, name: 'Who are you sending to?' })).toBeTruthy();
    expect(screen.getByText('Somalia')).toBeTruthy();
    for (const label of ['First name', 'Middle name', 'Last name', 'Mobile number']) expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    const network = screen.getByRole('combobox', { name: 'Mobile network' });
    await waitFor(() => expect(within(network).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Hormuud EVC Plus', 'Edahab']));
    for (const control of [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')]) expect(control.getAttribute('id')).toBeTruthy();
  });

  it('Save with empty fields says what is missing under each field and moves the focus to the first', async () => {
    await mount('mobile');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    });
    expect(screen.getByText('The first name field is required.')).toBeTruthy();
    expect(screen.getByText('The last name field is required.')).toBeTruthy();
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
  });

  it('Edahab: the names are disabled, the account holder is looked up once typing pauses and fills them in; Save goes on to the payment', async () => {
    const { draft } = await mount('mobile');
    const network = screen.getByRole('combobox', { name: 'Mobile network' });
    await waitFor(() => expect(within(network).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(network, { target: { value: 'EDH' } });
    const first = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    expect(first.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '+252621234567' } });
    expect(await screen.findByText('Account holder: Abdirahman Warsame')).toBeTruthy();
    expect(first.value).toBe('Abdirahman');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    });
    expect(await screen.findByText('Pay step')).toBeTruthy();
    expect(draft.draft.recipient).toEqual({ beneficiaryId: '42', beneficiaryGuid: 'g-42', displayName: 'Abdirahman Warsame', payoutFields: { mobile_network_code: 'EDH' } });
  });

  it('the city popover adds the Somaliland cities for a prefix of SOMALILAND, and a Somaliland city asks whether to proceed', async () => {
    await mount('cash');
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Khadra' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Jama' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose from the list' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Choose from the list' }));
    const list = screen.getByRole('group', { name: 'Towns and cities' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mogadishu']);
    fireEvent.change(within(list).getByRole('searchbox', { name: 'Search towns and cities' }), { target: { value: 'Soma' } });
    expect(within(list).getAllByRole('button')).toHaveLength(13);
    fireEvent.click(within(list).getByRole('button', { name: /Hargeisa/ }));
    expect((screen.getByRole('textbox', { name: 'Town or city' }) as HTMLInputElement).value).toBe('Hargeisa');
    expect(screen.queryByRole('group', { name: 'Towns and cities' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'State doesn’t match' });
    expect(dialog.textContent).toContain('Hargeisa is in Somaliland, but the recipient is in Somalia. Do you want to proceed with the chosen state?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    });
    expect(await screen.findByText('Pay step')).toBeTruthy();
  });
});
