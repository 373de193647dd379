// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one module of src that imports zod itself
import { config } from 'zod/mini';

/**
 * zod/mini for the whole of src: import `z` (and the rest) from here, never from 'zod' itself (the
 * lint refuses it).
 *
 * Zod compiles fast object parsers with `new Function`, which the portal's CSP (no 'unsafe-eval',
 * Trusted Types) forbids; it decides once, when the first object schema is made. Jitless mode
 * parses without eval and skips the eval probe, so no CSP violation is reported. ES modules run a
 * module's imports before its body, so every schema of the app is made after this line, wherever
 * and whenever its chunk loads. The first screen imports no zod at all (npm run bench).
 */
config({ jitless: true });

// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- as above
export * from 'zod/mini';
