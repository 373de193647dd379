import { z } from '@/shared/validation/zod';
import type { VersionSource } from './version-check';
import type { VersionFile } from './version-file';

const versionFileSchema = z.object({
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  version_update: z.enum(['major', 'minor']),
});

/** The deployed version file on the portal's own origin (openapi/main-api.yaml getVersionFile), never from a cache. */
export class FetchVersionSource implements VersionSource {
  constructor(
    private readonly origin: string,
    private readonly fetch: (url: string, init: RequestInit) => Promise<Response>,
  ) {}

  async read(): Promise<VersionFile> {
    const response = await this.fetch(`${this.origin}/version.json`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`version.json answered ${response.status}`);
    return versionFileSchema.parse(await response.json());
  }
}
