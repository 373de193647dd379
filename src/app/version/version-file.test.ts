import { describe, expect, it } from 'vitest';
import { versionFile } from './version-file';

describe('version file', () => {
  it('says which release this is and how urgent the update is', () => {
    expect(versionFile('10.56.0', 'major')).toEqual({ version: '10.56.0', version_update: 'major' });
    expect(versionFile('10.56.0', undefined)).toEqual({ version: '10.56.0', version_update: 'minor' });
    expect(versionFile('10.56.0', '')).toEqual({ version: '10.56.0', version_update: 'minor' });
    expect(versionFile('10.56.0', 'minor')).toEqual({ version: '10.56.0', version_update: 'minor' });
  });

  it('stops on an unknown update kind instead of falling back', () => {
    expect(() => versionFile('10.56.0', 'urgent')).toThrow('Unknown value for PORTAL_VERSION_UPDATE: urgent (allowed: minor, major)');
  });

  it('refuses a version that is not a release number', () => {
    expect(() => versionFile('10.56', 'minor')).toThrow();
  });
});
