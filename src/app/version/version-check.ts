import { makeAutoObservable } from 'mobx';
import type { Clock } from '@/shared/kernel/clock';
import type { Logger } from '@/shared/kernel/logger';
import type { VersionFile } from './version-file';

import { MINOR_BANNER_MS, VERSION_CHECK_EVERY_MS } from './version-timing';

export { MINOR_BANNER_MS, VERSION_CHECK_EVERY_MS };

/** Where the deployed release's version file is read (GET {origin}/version.json). */
export interface VersionSource {
  read(): Promise<VersionFile>;
}

export type VersionUpdate = 'none' | 'minor' | 'major';

/**
 * Spec 01 section 4: compares the deployed version file with this build's own version. A major
 * update asks for a reload in a blocking dialog (and stays); a minor one shows a banner for 15 s,
 * once per release. A failed check is only logged. Time comes from the Clock port: `tick()` runs
 * every second in the page, and scenarios call it after moving their clock.
 */
export class VersionCheck {
  update: VersionUpdate = 'none';
  private nextCheckAt: number;
  private bannerHidesAt = 0;
  private announced: string | undefined;
  private checking = false;

  constructor(
    private readonly source: VersionSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
    readonly ownVersion: string,
    /** The root shell mounts the watch once the first 30 s have passed: it then checks at once (0). */
    firstCheckInMs = VERSION_CHECK_EVERY_MS,
  ) {
    this.nextCheckAt = clock.now() + firstCheckInMs;
    makeAutoObservable<VersionCheck, 'source' | 'clock' | 'logger'>(this, { source: false, clock: false, logger: false }, { autoBind: true });
  }

  async tick(): Promise<void> {
    const now = this.clock.now();
    if (this.update === 'minor' && now >= this.bannerHidesAt) this.update = 'none';
    if (this.update === 'major' || this.checking || now < this.nextCheckAt) return;
    this.nextCheckAt = now + VERSION_CHECK_EVERY_MS;
    this.checking = true;
    try {
      this.found(await this.source.read());
    } catch (error) {
      this.logger.warn('Version check failed', error);
    } finally {
      this.done();
    }
  }

  private found(file: VersionFile): void {
    if (file.version === this.ownVersion) return;
    if (file.version_update === 'major') {
      this.update = 'major';
    } else if (this.announced !== file.version) {
      this.announced = file.version;
      this.update = 'minor';
      this.bannerHidesAt = this.clock.now() + MINOR_BANNER_MS;
    }
  }

  private done(): void {
    this.checking = false;
  }
}
