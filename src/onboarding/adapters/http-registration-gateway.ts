import type { FetchLike } from '@/shared/http/api-fetch';
import type { RegistrationAccess, RegistrationGateway, RemitterDetails } from '../application/ports';
import type { HttpRegistrationCalls } from './http-registration-calls';

/**
 * The registration gateway over HTTP. The container is built with the first screen, so this
 * class is all the first screen carries: the calls (and their response schemas) load with the
 * first call, i.e. with the registration steps (/sign-in's initial JavaScript is at its budget).
 */
export class HttpRegistrationGateway implements RegistrationGateway {
  private calls: Promise<HttpRegistrationCalls> | undefined;

  constructor(
    private readonly locatorUrl: string,
    private readonly fetch: FetchLike,
  ) {}

  private load(): Promise<HttpRegistrationCalls> {
    this.calls ??= import('./http-registration-calls').then((m) => new m.HttpRegistrationCalls(this.locatorUrl, this.fetch));
    return this.calls;
  }

  async purposesOfAccount(access: RegistrationAccess) {
    return (await this.load()).purposesOfAccount(access);
  }
  async findAddresses(access: RegistrationAccess, query: string, country: string) {
    return (await this.load()).findAddresses(access, query, country);
  }
  async addressDetail(access: RegistrationAccess, id: string) {
    return (await this.load()).addressDetail(access, id);
  }
  async usStates() {
    return (await this.load()).usStates();
  }
  async createRemitter(access: RegistrationAccess, remitter: RemitterDetails) {
    return (await this.load()).createRemitter(access, remitter);
  }
  async updateRemitter(access: RegistrationAccess, remitter: RemitterDetails) {
    return (await this.load()).updateRemitter(access, remitter);
  }
}
