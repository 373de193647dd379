import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Notification } from '../domain/notification';
import type { NotificationsGateway } from '../application/notifications-gateway';
import { messagesSchema, notificationsFrom } from './notification-mappers';

/** The customer's notifications from the main API (openapi/main-api.yaml: listMessages). */
export class HttpNotificationsGateway implements NotificationsGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  async list(options?: CallOptions): Promise<Notification[]> {
    const client = signedInClient(this.credentials, this.fetch);
    const data = await callApi(() => client.GET('/user/messages', { params: { header: requestIdHeader() }, signal: options?.signal }), messagesSchema, this.sink);
    return notificationsFrom(data);
  }
}
