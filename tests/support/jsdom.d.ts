/**
 * The part of jsdom's API the tests use directly (the bot check's port suite runs the sandbox's
 * reCAPTCHA script in a page of its own); the package ships no types and @types/jsdom is not installed.
 */
declare module 'jsdom' {
  export interface JSDOMOptions {
    readonly url?: string;
    readonly runScripts?: 'dangerously' | 'outside-only';
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis & { eval(code: string): unknown };
  }
}
