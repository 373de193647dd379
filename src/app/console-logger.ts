import type { Logger } from '@/shared/kernel/logger';

/** The browser console as the Logger port: warnings only (a failure the customer need not see). */
export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(message, detail),
};
