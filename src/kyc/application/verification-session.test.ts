import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import type { VerificationProfile } from '../domain/verification-profile';
import type { VerificationStatus } from '../domain/verification-status';
import type { IdentityProviderProfile } from '../identity-provider';
import { IdentityProviderChooser } from './identity-provider-chooser';
import { openBlockedDialogIfNeeded, VerificationLauncher, type LaunchResult } from './verification-launcher';
import { statusDialogAfterSubmit, VerificationSession, type VerificationProfileSource } from './verification-session';

const frame: IdentityProviderProfile = { kind: 'frame', addressUpload: 'frame', messageOrigins: [] } as unknown as IdentityProviderProfile;
const sdk: IdentityProviderProfile = { kind: 'sdk', addressUpload: 'manual', messageOrigins: [] } as unknown as IdentityProviderProfile;
const chooser = new IdentityProviderChooser(frame, { CA: sdk });

const profile = (status: VerificationStatus, country = 'SE', screen: 'id' | 'address' | 'funds' | null = 'id'): VerificationProfile => ({
  customerId: 1,
  guid: 'g-1',
  country,
  status,
  internalStatus: status,
  twoPlusTwoResult: 'Verified',
  watchlistResult: 'Verified',
  documentRequest: screen ? { screen, document: screen === 'id' ? 'ID' : screen === 'address' ? 'ProofOfAddress' : 'ProofOfIncome', optional: false } : null,
  nextDocumentRequest: null,
  limit: null,
  remitter: null,
});

/** A profile source answering the given profiles (or failures) in turn. */
function source(...answers: (VerificationProfile | AppError)[]): VerificationProfileSource & { known?: VerificationProfile; calls: number } {
  const s = {
    known: undefined as VerificationProfile | undefined,
    calls: 0,
    current: () => s.known,
    refresh: async () => {
      s.calls += 1;
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof AppError) throw next;
      s.known = next;
      return next;
    },
    set: (p: VerificationProfile) => {
      s.known = p;
    },
  };
  return s;
}

function session(src: VerificationProfileSource, request?: Parameters<VerificationLauncher['open']>[0]) {
  const results: LaunchResult[] = [];
  return { model: new VerificationSession(src, chooser, request, (r) => results.push(r)), results };
}

describe('the status dialog after an upload', () => {
  it.each([
    ['Pass', 'id', 'success'],
    ['Pass', 'address', 'success'],
    ['VerifyingAddress', 'address', 'review'],
    ['VerifyingProofOfSourceOfFunds', 'funds', 'review'],
    ['VerifyingId', 'id', 'wait'],
    ['FailedId', 'id', 'fail'],
    ['FailedIdAddress', 'id', 'fail'],
    ['FailedAddress', 'address', 'fail'],
    ['FailedIdAddress', 'address', 'fail'],
    ['FailedId', 'address', 'review'],
    ['RequestId', 'id', 'wait'],
  ] as const)('%s after %s: %s', (status, screen, dialog) => {
    expect(statusDialogAfterSubmit(status, screen)).toBe(dialog);
  });
});

describe('one opening of the upload dialog', () => {
  it('reads the profile, then shows the flow of the provider of the customer\'s country for the effective request', async () => {
    const { model } = session(source(profile('RequestAddress', 'CA', 'address')));
    await model.start();
    expect(model.phase).toMatchObject({ kind: 'capture', flow: 'manual', request: { screen: 'address' }, provider: { kind: 'sdk' } });
  });

  it('uses the request it was given over the effective one', async () => {
    const { model } = session(source(profile('RequestAddress', 'SE', 'address')), { screen: 'id', document: 'ID', optional: true });
    await model.start();
    expect(model.phase).toMatchObject({ kind: 'capture', flow: 'frame', request: { screen: 'id', optional: true } });
  });

  it('says there is nothing to upload when no document is asked for', async () => {
    const { model, results } = session(source(profile('Pass', 'SE', null)));
    await model.start();
    expect(model.phase.kind).toBe('nothing');
    model.acknowledge();
    expect(results).toEqual([{ kind: 'closed' }]);
  });

  it('shows a failed read with its error and retries it', async () => {
    const failure = new AppError('Network', 'offline', { requestId: 'req-1' });
    const src = source(failure, profile('RequestId'));
    const { model } = session(src);
    await model.start();
    expect(model.phase).toMatchObject({ kind: 'load-failed', error: { requestId: 'req-1' } });
    await model.start();
    expect(model.phase).toMatchObject({ kind: 'capture', flow: 'frame' });
    expect(src.calls).toBe(2);
  });

  it('after a submission refreshes the profile and shows the status dialog; OK ends the launch with the profile', async () => {
    const src = source(profile('RequestId'), profile('VerifyingId'));
    const { model, results } = session(src);
    await model.start();
    await model.flowDone({ kind: 'submitted' });
    expect(model.phase).toMatchObject({ kind: 'status', dialog: 'wait' });
    model.acknowledge();
    expect(results).toEqual([{ kind: 'submitted', profile: profile('VerifyingId') }]);
  });

  it('takes the profile a flow brought without reading it again', async () => {
    const src = source(profile('RequestId'));
    const { model } = session(src);
    await model.start();
    await model.flowDone({ kind: 'submitted', profile: profile('Pass') });
    expect(model.phase).toMatchObject({ kind: 'status', dialog: 'success' });
    expect(src.calls).toBe(1);
    expect(src.current()?.status).toBe('Pass');
  });

  it('shows the generic dialog with the error when the status cannot be read after a submission, and retries', async () => {
    const src = source(profile('RequestAddress', 'SE', 'address'), new AppError('Timeout', 'slow', { requestId: 'req-9' }), profile('VerifyingAddress'));
    const { model } = session(src);
    await model.start();
    await model.flowDone({ kind: 'submitted' });
    expect(model.phase).toMatchObject({ kind: 'generic', error: { requestId: 'req-9' } });
    await model.retryStatus();
    expect(model.phase).toMatchObject({ kind: 'status', dialog: 'review' });
  });

  it.each(['closed', 'failed'] as const)('ends the launch when the flow reports %s', async (kind) => {
    const { model, results } = session(source(profile('RequestId')));
    await model.start();
    await model.flowDone({ kind });
    expect(results).toEqual([{ kind }]);
  });

  it('continues on the phone and comes back to this device when the hand-off is left', async () => {
    const { model, results } = session(source(profile('RequestId')));
    await model.start();
    model.continueOnPhone();
    expect(model.phase).toMatchObject({ kind: 'capture', flow: 'handoff' });
    await model.flowDone({ kind: 'closed' });
    expect(model.phase).toMatchObject({ kind: 'capture', flow: 'frame' });
    expect(results).toEqual([]);
  });
});

describe('the launcher', () => {
  it('opens one dialog at a time: a second launch ends the first as closed', async () => {
    const launcher = new VerificationLauncher();
    const first = launcher.open();
    const second = launcher.open(undefined, { inSendMoney: true });
    expect(await first).toEqual({ kind: 'closed' });
    expect(launcher.view).toMatchObject({ kind: 'upload', inSendMoney: true });
    launcher.finish({ kind: 'failed' });
    expect(await second).toEqual({ kind: 'failed' });
    expect(launcher.view).toBeNull();
  });

  it('goes on from the blocked dialog to the upload in the same launch', async () => {
    const launcher = new VerificationLauncher();
    const launch = openBlockedDialogIfNeeded(launcher, 'RequestId');
    expect(launcher.view).toMatchObject({ kind: 'blocked', status: 'RequestId', inSendMoney: true });
    launcher.continueWithUpload();
    expect(launcher.view).toMatchObject({ kind: 'upload', inSendMoney: true });
    launcher.finish({ kind: 'submitted' });
    expect(await launch).toEqual({ kind: 'submitted' });
  });

  it.each(['Pass', 'FailedId', 'NotRegistered'] as const)('does not block transfers in %s', (status) => {
    const launcher = new VerificationLauncher();
    expect(openBlockedDialogIfNeeded(launcher, status)).toBeNull();
    expect(launcher.view).toBeNull();
  });
});
