import type { SandboxWorld } from '../world/world';
import { migrateToBankIdAtDesk } from '../world/bank-id-migration-desk.ts';
import { failure, success } from './envelope.ts';
import { readJson, type MainApp } from './main-api-http.ts';

/**
 * The bank-ID migration (api/bank-id/migrate, signed in): the migration desk answers, as it does
 * for the in-memory gateway; data.data.url is the BankID page on the vendor origin.
 */
export function registerBankIdMigrationRoutes(app: MainApp, world: SandboxWorld, vendorOrigin: string): void {
  app.post('/api/bank-id/migrate', async (c) => {
    const answer = migrateToBankIdAtDesk(world, c.get('customer'), await readJson(c), vendorOrigin);
    if (!answer.ok) return failure(c, answer.errors[0]!.status, answer.errors);
    return success(c, { data: { url: answer.value.url } });
  });
}
