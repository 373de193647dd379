import { register } from 'node:module';

/*
 * platform.ts and create-router.tsx reach src/app/i18n/i18n.ts, which uses Vite's
 * `import.meta.glob` (see vite-import-meta-glob.mjs). Node loads a module's whole static import
 * graph before running any of it, so they are imported dynamically here, after the hook that
 * stands in for the glob is registered. Step definitions import only types from this folder.
 */
register('./vite-import-meta-glob.mjs', import.meta.url);

const [platform, routing] = await Promise.all([import('@/app/modes/platform'), import('@/app/routing/create-router')]);

export const platformModule = platform.platformModule;
export const createTestRouter = routing.createTestRouter;
export type AppRouter = ReturnType<typeof routing.createTestRouter>;
