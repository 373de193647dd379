// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import kycHandoff from '@/app/i18n/locales/en/kyc-handoff.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { Clock } from '@/shared/kernel/clock';
import { HandoffGateway, type HandoffProgress } from '../../application/handoff-ports';
import { HandoffFlow } from './handoff-flow';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function mount() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let progress: HandoffProgress = { status: 'waiting', expiresAt: Date.now() + 600_000 };
  const calls: string[] = [];
  const gateway: HandoffGateway = {
    issue: async () => {
      calls.push('issue');
      return { id: `hof-${calls.length}`, token: 'AbCdEfGhIjKlMnOpQrStUv', shortCode: 'SE-7KQM-4PX2', path: '/verification?token=AbCdEfGhIjKlMnOpQrStUv&country=SE', expiresAt: Date.now() + 600_000 };
    },
    progress: async () => progress,
    cancel: async (id) => {
      calls.push(`cancel ${id}`);
      return { status: 'cancelled', expiresAt: 0 };
    },
    claim: async () => {
      throw new Error('not on the computer');
    },
  };
  const container = new Container();
  container.bind(HandoffGateway).toConstantValue(gateway);
  container.bind(Clock).toConstantValue({ now: () => Date.now() });
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { errors, 'kyc-handoff': kycHandoff } }, interpolation: { escapeValue: false } });
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <HandoffFlow request={{ screen: 'address', document: 'ProofOfAddress', optional: false }} inSendMoney={false} onDone={onDone} />
      </ContainerProvider>
    </I18nextProvider>,
  );
  await screen.findByTestId('handoff-short-code');
  return {
    onDone,
    calls,
    set progress(p: HandoffProgress) {
      progress = p;
    },
  };
}

describe('HandoffFlow (the computer)', () => {
  it('shows the QR code, the short link and the time left, then follows the phone to the end', async () => {
    const h = await mount();
    expect(screen.getByTestId('handoff-short-link').textContent).toBe(`${window.location.origin}/verification?code=SE-7KQM-4PX2`);
    expect(screen.getByTestId('handoff-countdown').textContent).toBe('The code expires in 10:00.');
    expect((await screen.findByTestId('handoff-qr')).getAttribute('data-qr-text')).toBe(`${window.location.origin}/verification?token=AbCdEfGhIjKlMnOpQrStUv&country=SE`);
    expect(screen.getByRole('img', { name: 'QR code that opens the document upload on your phone' })).toBeTruthy();
    expect(screen.getByTestId('handoff-status').textContent).toBe('Waiting for your phone…');
    h.progress = { status: 'opened', expiresAt: Date.now() + 1_800_000 };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('handoff-status').textContent).toMatch(/^Opened on your phone/);
    expect(h.onDone).not.toHaveBeenCalled();
    h.progress = { status: 'completed', expiresAt: 0 };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(h.onDone).toHaveBeenCalledWith({ kind: 'submitted' });
  });

  it('says when the code expired, moves the focus there and gets a new code', async () => {
    const h = await mount();
    h.progress = { status: 'expired', expiresAt: 0 };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The code has expired');
    expect(document.activeElement).toBe(alert);
    h.progress = { status: 'waiting', expiresAt: Date.now() + 600_000 };
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get a new code' }));
    });
    expect(h.calls.filter((c) => c === 'issue')).toHaveLength(2);
    expect(await screen.findByTestId('handoff-status')).toBeTruthy();
  });

  it('cancels the hand-off at the back office and closes', async () => {
    const h = await mount();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(h.calls).toContain('cancel hof-1');
    expect(h.onDone).toHaveBeenCalledWith({ kind: 'closed' });
  });
});
