import type { ServiceIdentifier } from 'inversify';
import type { CallOptions } from '@/shared/kernel/deadline';
import type { Notification } from '../domain/notification';

/**
 * The signed-in customer's notifications in the back office. Every refusal is an AppError (type,
 * status), the same in both modes; no session means Unauthorized before any call; a call past its
 * signal's deadline is a Timeout.
 */
export interface NotificationsGateway {
  /** GET /user/messages (listMessages): every notification of the customer, in the server's order. */
  list(options?: CallOptions): Promise<Notification[]>;
}
export const NotificationsGateway = Symbol('NotificationsGateway') as ServiceIdentifier<NotificationsGateway>;
