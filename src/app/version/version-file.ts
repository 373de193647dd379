/** Spec 01 section 3: the version file the portal polls, { version, version_update }. */
export interface VersionFile {
  readonly version: string;
  /** major: a blocking refresh modal; minor: a banner that hides itself. */
  readonly version_update: 'major' | 'minor';
}

export function versionFile(version: string, update: string | undefined): VersionFile {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`Not a release version: ${version}`);
  if (update === undefined || update === '') return { version, version_update: 'minor' };
  if (update !== 'major' && update !== 'minor') throw new Error(`Unknown value for PORTAL_VERSION_UPDATE: ${update} (allowed: minor, major)`);
  return { version, version_update: update };
}
