import { z } from 'zod/mini';

// Zod compiles fast parsers with `new Function`, which the portal's CSP (no 'unsafe-eval',
// Trusted Types) forbids. Jitless mode parses without eval and skips the eval probe, so no
// CSP violation is reported. Imported first by main.tsx, before any schema is created.
z.config({ jitless: true });
