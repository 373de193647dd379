import { AppError, normalisePropertyPath } from '@/shared/kernel/app-error';
import { reportAuthFailure, type AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { DeskAnswer } from './world/auth-desk';

let memoryRequestCounter = 0;

/** A request id for in-memory calls, so errors show an "Error code" in memory mode too. */
function memoryRequestId(): string {
  memoryRequestCounter += 1;
  return `mem-${memoryRequestCounter.toString(16).padStart(8, '0')}`;
}

/**
 * Unwraps a back-office answer for an in-memory adapter: a refusal becomes the same AppError the
 * HTTP adapters raise from the error envelope (src/shared/http/envelope.ts: same type, status,
 * message, client message, normalised field paths), reported to the auth sink alike.
 */
export function fromDesk<T>(answer: DeskAnswer<T>, sink?: AuthFailureSink): T {
  if (answer.ok) return answer.value;
  const [first] = answer.errors;
  const error = new AppError(first?.type ?? 'Unknown', first?.message ?? 'Refused', {
    status: first?.status,
    requestId: memoryRequestId(),
    fieldErrors: answer.errors
      .filter((e) => e.property_path)
      .map((e) => ({ field: normalisePropertyPath(e.property_path ?? ''), type: e.type, message: e.message })),
    // The sandbox's envelope carries the first error's message as its client message.
    clientMessage: first?.message,
  });
  throw sink ? reportAuthFailure(sink, error) : error;
}
