// Node module-customization hook for the Gherkin suite (registered by browser-only-modules.ts).
//
// src/app/i18n/i18n.ts calls `import.meta.glob`, an API only Vite provides. That module is reached
// from src/app/modes/platform.ts and src/app/routing/create-router.tsx (through
// i18n/locale-controller.ts), so under plain Node + tsx importing either one throws
// "import.meta.glob is not a function". Scenarios never initialise i18n (nothing is rendered), so
// every glob becomes an empty catalogue map. Remove this hook once src/ stops reaching i18n.ts from
// those modules.
import { Buffer } from 'node:buffer';

const GLOB_CALL = /import\.meta\.glob\b/g;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || result.format !== 'module' || result.source == null) {
    return result;
  }
  const source = typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  if (!source.includes('import.meta.glob')) return result;
  return { ...result, source: source.replace(GLOB_CALL, '(() => ({}))') };
}
