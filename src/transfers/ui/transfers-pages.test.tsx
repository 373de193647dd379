// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import domain from '@/app/i18n/locales/en/domain.json';
import errors from '@/app/i18n/locales/en/errors.json';
import status from '@/app/i18n/locales/en/status.json';
import validation from '@/app/i18n/locales/en/validation.json';
import disclosure from '@/app/i18n/locales/en/send-disclosure.json';
import transfers from '@/app/i18n/locales/en/transfers.json';
import svTransfers from '@/app/i18n/locales/sv/transfers.json';
import svStatus from '@/app/i18n/locales/sv/status.json';
import svDomain from '@/app/i18n/locales/sv/domain.json';
import schemaForm from '@/app/i18n/locales/en/send-new-recipient.json';
import svSchemaForm from '@/app/i18n/locales/sv/send-new-recipient.json';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { TransferDisclosure } from '@/sending/ui/disclosure/transfer-disclosure';
import { ContainerProvider } from '@/shared/di/container-context';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { signedInWorld } from '../adapters/in-memory-session.fixture';
import { TransfersModulesLoader } from '../transfers-loader-token';
import { ensureTransfersModules } from '../transfers-loader';
import { RecentTransfers } from './recent-transfers';
import type { TransferReceipt, TransferReceiptProps } from './transfer-receipt';
import { TransfersPage } from './transfers-page';
import { PayoutUpdatePage } from './update/payout-update-page';

afterEach(cleanup);

/** Text as read: the non-breaking spaces of formatted money as spaces. */
const read = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\u00a0/g, ' ');

/** The composition root's receipt: send money's, for a Swedish customer (an EEA receipt). */
const Receipt = ({ facts, now }: TransferReceiptProps) => <TransferDisclosure facts={facts} sourceCountry="SE" now={now} kind="receipt" />;

async function i18n(lng: 'en' | 'sv' = 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: {
      en: { transfers, status, domain, errors, validation, 'send-disclosure': disclosure, 'send-new-recipient': schemaForm },
      sv: { transfers: svTransfers, status: svStatus, domain: svDomain, errors, validation, 'send-disclosure': disclosure, 'send-new-recipient': svSchemaForm },
    },
    defaultNS: 'transfers',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** The app's container as far as the transfers area needs it: the world, the session, the memory mode's loader. */
async function containerFor() {
  const { world, customer } = signedInWorld();
  const container = new Container();
  const token = world.startSession(customer);
  container.bind(SandboxWorldToken).toConstantValue(world);
  container.bind(SessionCredentials).toConstantValue({ token: () => token, baseUrl: () => 'memory://remit-eu', project: () => world.projectOf(customer) });
  container.bind(AuthFailureSink).toConstantValue({ unauthorized: () => undefined, disabled: () => undefined });
  container.bind(TransfersModulesLoader).toConstantValue(() => import('../transfers.memory.modules').then((m) => m.transfersMemoryModules));
  return { world, container };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderAt(path: string, options: { lng?: 'en' | 'sv'; modules?: boolean; receipt?: TransferReceipt } = {}) {
  const { world, container } = await containerFor();
  if (options.modules !== false) await ensureTransfersModules(container);
  const translations = await i18n(options.lng);
  // RecentTransfers loads the area's services first (it suspends): React settles that inside act.
  await act(async () => {
    render(
      <I18nextProvider i18n={translations}>
        <ContainerProvider container={container}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/transfers" element={<TransfersPage receipt={options.receipt ?? Receipt} />} />
              <Route path="/transfers/:transactionReference" element={<PayoutUpdatePage />} />
              <Route path="/wallet" element={<RecentTransfers />} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </MemoryRouter>
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
  return { world };
}

describe('/transfers', () => {
  it('shows a real table (caption, column and row headers) with the spec’s columns, and the same transfers as cards', async () => {
    await renderAt('/transfers');
    const table = await screen.findByTestId('transfers-table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Recipient', 'Reference ID', 'Date', 'Status', 'Mobile network', 'Amount', 'Total']);
    expect(table.querySelector('caption')?.textContent).toBe('Your transfers, newest first: page 1 of 1');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('Abdirahman Warsame');
    expect(within(first).getAllByRole('cell').map(read)).toEqual([
      'TR00000001 (details of the transfer to Abdirahman Warsame)', '19 Nov 2026', 'Waiting for payment', 'Hormuud EVC Plus', 'SEK 100.00', 'SEK 111.00',
    ]);
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getAllByRole('cell')[0]?.textContent).toContain('Payout reference PO00000002');
    expect(within(second).getAllByRole('cell')[3]?.textContent).toBe('—No mobile network');
    expect(within(screen.getByTestId('transfer-cards')).getAllByRole('listitem')).toHaveLength(10);
    expect(document.querySelector('.transfers__count')?.getAttribute('role')).toBe('status');
    expect(read(document.querySelector('.transfers__count'))).toBe('10 transfers · Page 1 of 1');
  });

  it('filters from the form: the address says the filters, and nothing changes before "Show transfers"', async () => {
    await renderAt('/transfers');
    await screen.findByTestId('transfers-table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CLOSED' } });
    expect(screen.getByTestId('where').textContent).toBe('/transfers');
    fireEvent.click(screen.getByRole('button', { name: 'Show transfers' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/transfers?status=CLOSED'));
    await waitFor(() => expect(within(screen.getByTestId('transfers-table')).getAllByRole('row')).toHaveLength(4));
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'b0000000-0000-4000-8000-000000000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show transfers' }));
    expect(await screen.findByTestId('transfers-no-match')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('transfers-no-match')).getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/transfers'));
  });

  it('opens a transfer’s details from its row: the timeline as an ordered list with the current step, the receipt, send again', async () => {
    await renderAt('/transfers?status=CLOSED');
    const table = await screen.findByTestId('transfers-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    fireEvent.click(within(table).getByRole('link', { name: /TR00000007/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/transfers?status=CLOSED&ref=TR00000007'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer TR00000007' })).toBeTruthy();
    const timeline = await screen.findByTestId('transfer-timeline');
    expect(timeline.tagName).toBe('OL');
    expect([...timeline.querySelectorAll('li')].map((li) => li.dataset.step)).toEqual(['created', 'paid', 'rejected']);
    const current = timeline.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Rejected, current step');
    expect(current?.textContent).toContain('Reason: The payout partner could not verify the recipient’s details.');
    expect(screen.getByTestId('transfer-receipt').dataset.regime).toBe('eea');
    expect(screen.getByTestId('send-again').getAttribute('href')).toBe('/send-money/quote?to=SQ&currency=USD&payout=cash&recipient=3&amount=40000');
    expect(screen.queryByTestId('update-payout-details')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: /All transfers/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/transfers?status=CLOSED'));
  });

  it('shows the details only once the receipt can show too: nothing below the receipt moves under a finger', async () => {
    // The receipt's texts on their way (a component that suspends until they arrive).
    let arrive = () => undefined as void;
    const texts = new Promise<void>((resolve) => (arrive = resolve));
    let arrived = false;
    void texts.then(() => (arrived = true));
    const LateReceipt: TransferReceipt = (props) => {
      if (!arrived) throw texts;
      return <Receipt {...props} />;
    };
    await renderAt('/transfers?ref=TR00000001', { receipt: LateReceipt });
    await screen.findByText('Loading the transfer…');
    expect(screen.queryByTestId('update-payout-details')).toBeNull();
    expect(screen.queryByTestId('send-again')).toBeNull();
    await act(async () => {
      arrive();
      await texts;
    });
    expect((await screen.findByTestId('update-payout-details')).getAttribute('href')).toBe('/transfers/TR00000001');
    expect(screen.getByTestId('transfer-receipt')).toBeTruthy();
  });

  it('offers the update of a transfer whose payout details may still change', async () => {
    await renderAt('/transfers?ref=TR00000001');
    expect((await screen.findByTestId('update-payout-details')).getAttribute('href')).toBe('/transfers/TR00000001');
    expect(screen.getByTestId('transfer-timeline').querySelector('[aria-current="step"]')?.getAttribute('data-step')).toBe('created');
  });

  it('reads in Swedish', async () => {
    await renderAt('/transfers', { lng: 'sv' });
    const table = await screen.findByTestId('transfers-table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mottagare', 'Referens-ID', 'Datum', 'Överföringsstatus', 'Mobilnät', 'Belopp', 'Totalt']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Väntar på betalning');
  });
});

describe('/transfers/:transactionReference', () => {
  it('saves new payout details: "Payout details updated" with the way back to the transfer', async () => {
    const { world } = await renderAt('/transfers/TR00000001');
    const purpose = await screen.findByLabelText('Purpose of the transfer');
    expect((purpose as HTMLSelectElement).value).toBe('Family Support');
    fireEvent.change(purpose, { target: { value: 'Education' } });
    fireEvent.change(screen.getByLabelText('Message for the recipient (optional)'), { target: { value: 'School fees' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    const saved = await screen.findByTestId('payout-update-saved');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(within(saved).getByRole('status').textContent).toContain('Payout details updated');
    expect(within(saved).getByRole('link', { name: 'Back to the transfer' }).getAttribute('href')).toBe('/transfers?ref=TR00000001');
    expect(world.records.transactions.find((t) => t.reference === 'TR00000001')).toMatchObject({ purpose: 'Education', remarks: 'School fees' });
  });

  it('puts a refusal under its field, described by it, and keeps what was typed', async () => {
    await renderAt('/transfers/TR00000001');
    const network = await screen.findByLabelText('Mobile network');
    fireEvent.change(network, { target: { value: 'EDH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    const text = 'This network doesn’t serve the recipient’s mobile number. Choose their network.';
    await waitFor(() => expect(network.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(network.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(text);
    expect((network as HTMLSelectElement).value).toBe('EDH');
  });

  it('checks the engine’s rules at Save with the shared controls, in the page’s labels, and sends nothing', async () => {
    const { world } = await renderAt('/transfers/TR00000001');
    const purpose = await screen.findByLabelText('Purpose of the transfer');
    const remarks = screen.getByLabelText('Message for the recipient (optional)');
    fireEvent.change(purpose, { target: { value: '' } });
    fireEvent.change(remarks, { target: { value: '???' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    await waitFor(() => expect(purpose.getAttribute('aria-invalid')).toBe('true'));
    const under = (control: HTMLElement) => document.getElementById((control.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')?.textContent;
    expect(under(purpose)).toBe('The purpose of the transfer field is required.');
    expect(under(remarks)).toBe('The message for the recipient must contain at least one letter or digit.');
    expect(within(screen.getByRole('alert')).getAllByRole('link').map((a) => a.textContent)).toEqual([under(purpose), under(remarks)]);
    expect(world.records.transactions.find((t) => t.reference === 'TR00000001')?.purpose).toBe('Family Support');
  });

  it('names the purposes in the customer’s language', async () => {
    await renderAt('/transfers/TR00000001', { lng: 'sv' });
    const purpose = (await screen.findByDisplayValue('Försörjning av familj')) as HTMLSelectElement;
    expect([...purpose.options].map((o) => o.textContent)).toEqual(expect.arrayContaining(['Utbildning', 'Gåva']));
    expect(purpose.options[0]?.textContent).toBe(svSchemaForm.options.choose);
  });

  it('says a transfer with the payout partner can no longer be updated, with the way back', async () => {
    await renderAt('/transfers/TR00000009');
    const closed = await screen.findByTestId('payout-update-closed');
    expect(closed.textContent).toContain('This transfer can no longer be updated');
    expect(screen.queryByTestId('payout-update-form')).toBeNull();
  });
});

describe('RecentTransfers', () => {
  it('loads the area’s modules itself and lists the five latest transfers, each to its details, and "See all transfers"', async () => {
    await renderAt('/wallet', { modules: false });
    const section = await screen.findByTestId('recent-transfers', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    const first = within(section).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/transfers?ref=TR00000001');
    expect(read(first)).toBe('Abdirahman WarsameSEK 100.0019 Nov 2026Waiting for payment');
    expect(within(section).getByRole('link', { name: 'See all transfers' }).getAttribute('href')).toBe('/transfers');
  });
});
