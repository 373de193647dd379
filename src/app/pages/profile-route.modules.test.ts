import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { httpMode } from '@/app/modes/http-mode';
import { platformModule } from '@/app/modes/platform';
import { ConfirmingSender } from '@/sending/application/confirming-sender';
import { QuoteGateway } from '@/sending/application/quote-gateway';
import { RecipientGateway } from '@/sending/application/recipient-gateway';
import { TransferGateway } from '@/sending/application/transfer-gateway';
import { BeneficiarySchemaGateway } from '@/sending/application/beneficiary-schema-gateway';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';

// What the profile route and the modules it loads import, as the app runs them: each of these records its first import.
const { imported, recordAs } = await vi.hoisted(async () => (await import('../../../tests/support/import-recorder')).importRecorder());
vi.mock('react-hook-form', recordAs('form library'));
vi.mock('@/shared/validation/phone', recordAs('phone metadata'));
vi.mock('@/shared/validation/phone-numbers', recordAs('phone numbers'));
vi.mock('@/shared/schema-form/schema-form', recordAs('schema rules'));

describe('what /profile loads (HTTP mode)', () => {
  it('brings neither the form library, the phone metadata nor send money’s steps until the change-password form opens', async () => {
    const config = readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: 'http' }, 'http://127.0.0.1:5173');
    const { container } = buildContainer({ config, mode: httpMode(config, async () => new Response('{}')), platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) });
    const { ensureProfilePage } = await import('./profile-route');
    await ensureProfilePage(container);
    expect(container.get(ConfirmingSender)).toBeDefined();
    expect([QuoteGateway, RecipientGateway, BeneficiarySchemaGateway, TransferGateway].map((token) => container.isBound(token))).toEqual([false, false, false, false]);
    expect([...imported]).toEqual([]);

    // Opening the form (its chunk) brings the form library and the password rules (which hold the phone rule).
    await import('@/profile/ui/change-password-form');
    expect([...imported].sort()).toEqual(['form library', 'phone metadata', 'phone numbers']);
  });
});
