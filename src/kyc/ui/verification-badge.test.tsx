// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import status from '@/app/i18n/locales/en/status.json';
import { ContainerProvider } from '@/shared/di/container-context';
import type { VerificationGateway } from '../application/ports';
import { VerificationProfileStore } from '../application/verification-profile-store';
import type { VerificationProfile } from '../domain/verification-profile';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../domain/verification-status';
import { VerificationBadge } from './verification-account-items';

// The profile menu's status badge as the customer reads it, for every status (spec 02 section 2).
// Which status has which badge is features/kyc-shell/profile-menu.feature; the browser
// (tests/e2e/kyc-shell.spec.ts) shows two statuses in the real menu, at phone and desktop size.

afterEach(cleanup);

const profileIn = (s: VerificationStatus): VerificationProfile => ({
  customerId: 1,
  guid: 'g-1',
  country: 'SE',
  status: s,
  internalStatus: s,
  twoPlusTwoResult: 'Verified',
  watchlistResult: 'Verified',
  documentRequest: null,
  nextDocumentRequest: null,
  limit: null,
  remitter: null,
});

async function showBadge(s: VerificationStatus): Promise<VerificationProfileStore> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { status } }, defaultNS: 'status', interpolation: { escapeValue: false } });
  const gateway = { profile: async () => profileIn(s) } as unknown as VerificationGateway;
  const store = new VerificationProfileStore(gateway, { token: () => 'token-1', baseUrl: () => undefined, project: () => undefined });
  const container = new Container();
  container.bind(VerificationProfileStore).toConstantValue(store);
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <VerificationBadge />
      </ContainerProvider>
    </I18nextProvider>,
  );
  return store;
}

const TEXT: Partial<Record<VerificationStatus, string>> = {
  Pass: 'Verified',
  VerifyingId: 'verifying',
  VerifyingAddress: 'verifying',
  VerifyingProofOfSourceOfFunds: 'verifying',
  NotRegistered: 'Not registered',
};

describe('the status badge in the profile menu', () => {
  for (const s of VERIFICATION_STATUSES) {
    const text = TEXT[s];
    it(`${s}: ${text ? `"${text}"` : 'no badge'}`, async () => {
      const store = await showBadge(s);
      // The profile read (the badge reads it too) and the badge drawn from it.
      await act(async () => {
        await store.load();
      });
      expect(store.profile?.status).toBe(s);
      expect(screen.queryByTestId('verification-badge')?.textContent ?? null).toBe(text ?? null);
    });
  }
});
