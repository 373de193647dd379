import { describe, expect, it } from 'vitest';
import { agentCodeOf, runGuards, type GuardContext } from './guards';

const at = (path: string, overrides: Partial<GuardContext> = {}): GuardContext => ({
  url: new URL(path, 'http://portal.test'),
  signedIn: false,
  firstNavigation: false,
  cameFromCountryLink: false,
  ...overrides,
});

describe('guards', () => {
  it('sends anonymous users to sign-in with the wanted path', () => {
    expect(runGuards(['auth'], at('/transfers?page=2'))).toBe('/sign-in?redirect=%2Ftransfers%3Fpage%3D2');
    expect(runGuards(['auth'], at('/transfers', { signedIn: true }))).toBeUndefined();
  });

  it('sends signed-in users away from guest pages', () => {
    expect(runGuards(['guest'], at('/sign-in', { signedIn: true }))).toBe('/wallet');
    expect(runGuards(['guest'], at('/sign-in'))).toBeUndefined();
  });

  it('restarts registration opened directly, except the nets callback', () => {
    expect(runGuards(['registration-entry'], at('/registration-name', { firstNavigation: true }))).toBe('/country-of-residence');
    expect(runGuards(['registration-entry'], at('/registration-name'))).toBeUndefined();
    expect(runGuards(['registration-entry'], at('/registration?netsCallback=1', { firstNavigation: true }))).toBeUndefined();
    expect(runGuards(['registration-entry'], at('/country-of-residence', { firstNavigation: true }))).toBeUndefined();
  });

  it('needs status, provider and routeName on the bank-link callback', () => {
    expect(runGuards(['trustly-callback'], at('/trustly-callback?status=ok&provider=trustly'))).toBe('/sign-in');
    expect(runGuards(['trustly-callback'], at('/trustly-callback?status=ok&provider=trustly&routeName=pay'))).toBeUndefined();
  });

  it('needs an agent code inside the JSON params of agent sign-up', () => {
    expect(agentCodeOf(new URL('http://p.test/sign-up?params={"agentCode":"A1"}'))).toBe('A1');
    expect(agentCodeOf(new URL('http://p.test/sign-up?params={bad'))).toBeUndefined();
    expect(runGuards(['agent-sign-up'], at('/sign-up?params=%7B%22agentCode%22%3A%22A1%22%7D'))).toBeUndefined();
    expect(runGuards(['agent-sign-up'], at('/sign-up?params=%7B%22agentCode%22%3A%22A1%22%7D', { signedIn: true }))).toBe('/sign-in');
    expect(runGuards(['agent-sign-up'], at('/sign-up'))).toBe('/sign-in');
  });

  it('lets the cannot-find-my-country page open only from its link', () => {
    expect(runGuards(['cannot-find-country'], at('/cannot-find-my-country'))).toBe('/country-of-residence');
    expect(runGuards(['cannot-find-country'], at('/cannot-find-my-country', { cameFromCountryLink: true }))).toBeUndefined();
  });
});
