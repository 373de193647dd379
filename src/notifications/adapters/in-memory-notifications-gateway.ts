import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { messagesAtDesk } from '@/sandbox/world/message-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import { AppError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { isDeadlineExceeded, type CallOptions } from '@/shared/kernel/deadline';
import type { Notification } from '../domain/notification';
import type { NotificationsGateway } from '../application/notifications-gateway';
import { messagesSchema, notificationsFrom } from './notification-mappers';

/**
 * The customer's notifications from the sandbox world's message desk (the one the sandbox's route
 * asks), read through the HTTP adapter's schema and mapper: both modes give the same values and
 * typed errors. The desk answers at once; a signal already aborted is refused as the fetch layer
 * refuses it (Timeout for a deadline that passed).
 */
export class InMemoryNotificationsGateway implements NotificationsGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  async list(options?: CallOptions): Promise<Notification[]> {
    // As the HTTP adapter: no session, no call.
    if (!this.credentials.baseUrl()) throw noSessionError();
    const signal = options?.signal;
    if (signal?.aborted) {
      throw isDeadlineExceeded(signal.reason) ? new AppError('Timeout', 'The request timed out') : new AppError('Network', 'The request was cancelled');
    }
    const customer = fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
    return notificationsFrom(messagesSchema.parse(fromDesk(messagesAtDesk(this.world, customer), this.sink)));
  }
}
