/** The customer's own cancel of an upload: a DOMException named AbortError (what fetch throws too). */
export function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

/** True for the AbortError of a cancelled upload (the caller's own cancel, not a failure). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
