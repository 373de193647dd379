import type { CookieDocument } from './cookie-document';

/** How a cookie is kept: lifetime, Secure, SameSite, path. */
export interface CookieAttributes {
  readonly maxAgeSeconds: number;
  readonly secure: boolean;
  readonly sameSite: 'Lax' | 'Strict' | 'None';
  readonly path: string;
}

/** Reads and writes single cookies over a CookieDocument. */
export class CookieJar {
  constructor(private readonly doc: CookieDocument) {}

  private entries(): [string, string][] {
    return this.doc.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
      });
  }

  get(name: string): string | undefined {
    const found = this.entries().find(([key]) => key === name);
    return found ? decodeURIComponent(found[1]) : undefined;
  }

  set(name: string, value: string, { maxAgeSeconds, secure, sameSite, path }: CookieAttributes): void {
    const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAgeSeconds}`, `Path=${path}`, `SameSite=${sameSite}`];
    this.doc.cookie = (secure ? [...parts, 'Secure'] : parts).join('; ');
  }
}

/** document.cookie's behaviour in memory, keeping each cookie's attributes for tests to read. */
export class MemoryCookieDocument implements CookieDocument {
  readonly cookies = new Map<string, { value: string; attributes: Record<string, string | true> }>();

  get cookie(): string {
    return [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  }

  set cookie(text: string) {
    const [pair = '', ...rest] = text.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const eq = part.indexOf('=');
      if (eq < 0) attributes[part.toLowerCase()] = true;
      else attributes[part.slice(0, eq).toLowerCase()] = part.slice(eq + 1);
    }
    if (attributes['max-age'] !== undefined && Number(attributes['max-age']) <= 0) this.cookies.delete(name);
    else this.cookies.set(name, { value: at < 0 ? '' : pair.slice(at + 1), attributes });
  }
}
