import type { ServiceIdentifier } from 'inversify';

/** Where failures that are only logged go (version check, detect-country, server logout). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
}
export const Logger = Symbol('Logger') as ServiceIdentifier<Logger>;

/** Keeps what was logged, in order: tests read it. */
export class RecordingLogger implements Logger {
  readonly entries: { message: string; detail?: unknown }[] = [];
  warn(message: string, detail?: unknown): void {
    this.entries.push({ message, detail });
  }
}
