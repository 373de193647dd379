import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import cyclePlugin from './eslint-rules/no-cycle.js';

/**
 * Lint plus the architecture of the portal (STYLE.md): the core (domain, application, shared
 * kernel) knows no framework, no browser and no adapter; a bounded context never reaches into
 * another one; only the composition root, the sandbox itself and the in-memory adapters touch
 * the sandbox back office; no import cycles.
 *
 * Flat config replaces (does not merge) a rule's options when several blocks match a file, so
 * every architecture block below carries the COMPLETE list of restrictions for its files, and the
 * blocks go from general to specific. Static imports (no-restricted-imports) and dynamic ones
 * (`import()`, `import('x').T` types: no-restricted-syntax) are refused from the same lists.
 */

/** The bounded contexts: every folder of src/ but these, read when the config loads. */
const NOT_CONTEXTS = ['app', 'shared', 'generated', 'sandbox'];
const CONTEXTS = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_CONTEXTS.includes(entry.name))
  .map((entry) => entry.name)
  .sort();

const TS = '**/*.{ts,tsx,mts,cts}';
const RULE = '@typescript-eslint/no-restricted-imports';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (names) => names.map(escape).join('|');

/** An import specifier that lands in src/<dir>: alias, src/ path, or relative climb. */
const reaching = (dirs) => `^(@/|(\\.\\./)+|(.*/)?src/)(${alternatives(dirs)})(/|$)`;

// ---- the core: src/*/domain, src/*/application, src/shared/kernel --------------------------------

const FRAMEWORKS = ['react', 'react-dom', 'mobx-react', 'mobx-react-lite', 'react-router', 'react-router-dom', 'openapi-fetch', 'hono', 'i18next', 'react-i18next'];
const coreMessage = 'The core (domain, application, shared kernel) is plain TypeScript: no UI framework, HTTP client, server, i18n, adapter or sandbox. Put it behind a port.';
const diMessage = "Only types from inversify in the core (`import type { ServiceIdentifier } from 'inversify'`); bind in <context>.modules.ts.";

const corePaths = [
  ...FRAMEWORKS.map((name) => ({ name, message: coreMessage })),
  { name: 'inversify', allowTypeImports: true, message: diMessage },
];
const corePatterns = [
  { regex: `^(${alternatives(FRAMEWORKS)}|inversify|@hono/[^/]+)/`, message: coreMessage },
  { regex: '^@hono/', message: coreMessage },
  { regex: '^@inversifyjs/', allowTypeImports: true, message: diMessage },
  { regex: '(^|/)(adapters|ui)(/|$)', message: coreMessage },
  { regex: 'sandbox', message: coreMessage },
  {
    // The HTTP client modules (openapi-fetch itself is in FRAMEWORKS); `../http` from the kernel.
    regex: `${reaching(['shared/http'])}|^\\.\\./http(/|$)`,
    message: 'The core does not reach the HTTP client (src/shared/http): an adapter implements a port with it.',
  },
];
// Domain code (and the shared kernel) also knows neither the composition root nor generated contracts.
const domainPatterns = [
  { regex: reaching(['app', 'generated']), message: 'Domain code does not import src/app (composition root) or src/generated (API contracts): map in an adapter.' },
];

// Bare browser globals, and the global objects themselves (`globalThis.fetch`, `self['localStorage']`,
// `const { document } = window`): nothing in the core touches a global object.
const BROWSER_GLOBALS = ['fetch', 'document', 'localStorage', 'sessionStorage', 'indexedDB', 'navigator', 'location', 'history', 'XMLHttpRequest', 'WebSocket', 'EventSource'];
const GLOBAL_OBJECTS = ['window', 'self', 'globalThis', 'top', 'parent', 'frames', 'opener'];
const coreGlobals = [
  ...BROWSER_GLOBALS.map((name) => ({ name, message: `${coreMessage} (global ${name})` })),
  ...GLOBAL_OBJECTS.map((name) => ({ name, message: `${coreMessage} (global object ${name}: no fetch, storage, document or location through it)` })),
];

// ---- bounded contexts and the sandbox ------------------------------------------------------------

const otherContexts = (context) => {
  const others = CONTEXTS.filter((c) => c !== context);
  return others.length === 0
    ? []
    : [{
        regex: reaching(others),
        message: `A context does not import another context's internals (${context} -> ${others.join('/')}?). Meet in src/app or through a port.`,
      }];
};
const anyContext = CONTEXTS.length === 0 ? [] : [{
  regex: reaching(CONTEXTS),
  message: 'src/shared is below the bounded contexts and imports none of them.',
}];
const sandbox = {
  regex: reaching(['sandbox']),
  message: 'Only src/app, src/sandbox and in-memory-*.ts adapters may import the sandbox back office.',
};

// ---- zod: through src/shared/validation/zod.ts only ------------------------------------------------

// That module switches zod to jitless (the CSP forbids eval) before any schema is made, wherever its
// chunk loads; zod's types may still be imported from zod/v4/core.
const zodMessage = "Import zod from '@/shared/validation/zod' (it sets zod's CSP-safe jitless mode before any schema is made).";
const zodPaths = [
  { name: 'zod', message: zodMessage },
  { name: 'zod/mini', message: zodMessage },
  { name: 'zod/v4', message: zodMessage },
  { name: 'zod/v4/mini', message: zodMessage },
  { name: 'zod/v4/core', allowTypeImports: true, message: zodMessage },
];

// ---- dynamic imports, from the same lists ----------------------------------------------------------

/** An esquery regex literal for `source`; `/` is written \x2F so the selector parser keeps it. */
const selectorRegex = (source, flags = '') => `/${source.replaceAll('/', '\\x2F')}/${flags}`;

/** no-restricted-syntax entries refusing `import('x')` (and `import('x').T` unless types are allowed). */
function dynamicImports(paths, patterns) {
  // Paths match exactly; patterns case-insensitively, as no-restricted-imports does.
  const entries = [
    ...paths.map((p) => ({ regex: selectorRegex(`^${escape(p.name)}$`), message: p.message, allowTypeImports: p.allowTypeImports })),
    ...patterns.map((p) => ({ regex: selectorRegex(p.regex, 'i'), message: p.message, allowTypeImports: p.allowTypeImports })),
  ];
  return [
    { selector: "ImportExpression:not([source.type='Literal'])", message: 'Name the module of a dynamic import() literally, so the architecture rules can check it.' },
    ...entries.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=${regex}]`, message: `${message} (dynamic import)` })),
    ...entries
      .filter((e) => !e.allowTypeImports)
      .map(({ regex, message }) => ({ selector: `TSImportType[argument.literal.value=${regex}]`, message: `${message} (import type)` })),
  ];
}

/** One architecture block with the complete restriction list for the files it matches. */
function architecture({ name, files, ignores = [], patterns, core = false }) {
  const paths = [...zodPaths, ...(core ? corePaths : [])];
  const allPatterns = [...(core ? corePatterns : []), ...patterns];
  return {
    name: `architecture/${name}`,
    files,
    ignores,
    rules: {
      [RULE]: ['error', { paths, patterns: allPatterns }],
      'no-restricted-syntax': ['error', ...dynamicImports(paths, allPatterns)],
      'no-restricted-globals': core ? ['error', ...coreGlobals] : 'off',
    },
  };
}

// In-memory adapters and the memory-mode module files that bind them may read the sandbox world.
const IN_MEMORY = ['src/**/in-memory-*.{ts,tsx}', 'src/**/*.memory.modules.ts'];

const architectureBlocks = [
  // The composition root and the sandbox: only the zod rule (the blocks below do not match them).
  // (They load modules by computed names, so only the static import rule applies.)
  { name: 'architecture/app-and-sandbox', files: [`src/app/${TS}`, `src/sandbox/${TS}`], rules: { [RULE]: ['error', { paths: zodPaths }] } },
  // The composition root's own layered areas (src/app/shell): their application code is core, as a
  // context's is (it may import any context, as the composition root does).
  architecture({ name: 'app/application', files: [`src/app/*/application/${TS}`], patterns: [], core: true }),
  // Anything in src outside the composition root and the sandbox: no sandbox.
  architecture({ name: 'src', files: [`src/${TS}`], ignores: ['src/app/**', 'src/sandbox/**'], patterns: [sandbox] }),
  architecture({ name: 'src/in-memory', files: IN_MEMORY, ignores: ['src/app/**', 'src/sandbox/**'], patterns: [] }),
  // Shared: used by every context, uses none.
  architecture({ name: 'shared', files: [`src/shared/${TS}`], ignores: IN_MEMORY, patterns: [...anyContext, sandbox] }),
  architecture({ name: 'shared/in-memory', files: ['src/shared/**/in-memory-*.{ts,tsx}', 'src/shared/**/*.memory.modules.ts'], patterns: [...anyContext] }),
  // (The core patterns already forbid anything with 'sandbox' in its path.)
  architecture({ name: 'shared/kernel', files: [`src/shared/kernel/${TS}`], patterns: [...anyContext, ...domainPatterns], core: true }),
  // The schema-form engine (schema document, field types, registry, rules, form, reader) is core as
  // the kernel is: its controls and the transaction form are in src/shared/ui/schema-form.
  architecture({ name: 'shared/schema-form', files: [`src/shared/schema-form/${TS}`], patterns: [...anyContext, ...domainPatterns], core: true }),
  // Each bounded context, then its core layers.
  ...CONTEXTS.flatMap((context) => [
    architecture({ name: context, files: [`src/${context}/${TS}`], ignores: IN_MEMORY, patterns: [...otherContexts(context), sandbox] }),
    architecture({
      name: `${context}/in-memory`,
      files: [`src/${context}/**/in-memory-*.{ts,tsx}`, `src/${context}/*.memory.modules.ts`],
      patterns: [...otherContexts(context)],
    }),
    architecture({ name: `${context}/application`, files: [`src/${context}/application/${TS}`], patterns: [...otherContexts(context)], core: true }),
    architecture({ name: `${context}/domain`, files: [`src/${context}/domain/${TS}`], patterns: [...otherContexts(context), ...domainPatterns], core: true }),
  ]),
];

/** Import cycles, resolved as TypeScript does (the `@/` alias of tsconfig.json). */
const noCycles = {
  name: 'no-import-cycles',
  files: [`src/${TS}`],
  plugins: { architecture: cyclePlugin },
  rules: { 'architecture/no-cycle': 'error' },
};

export default defineConfig(
  {
    name: 'ignores',
    ignores: ['dist/**', 'node_modules/**', 'src/generated/**', 'reports/**', 'test-results/**', 'playwright-report/**'],
  },
  { name: 'js/recommended', ...js.configs.recommended },
  {
    name: 'node scripts (js)',
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: [TS] })),
  {
    name: 'typescript/project',
    files: [TS],
    // Explicit, so the parser never has to guess the project root (it refuses to when one process lints two projects).
    languageOptions: { parserOptions: { tsconfigRootDir: fileURLToPath(new URL('.', import.meta.url)) } },
    rules: {
      // `_name` marks a parameter a port's signature requires but this implementation ignores.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { name: 'react-hooks', files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  ...architectureBlocks,
  noCycles,
  {
    // Tests assemble real adapters, the sandbox and use cases by hand: they are composition roots.
    name: 'tests-compose-freely',
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-syntax': 'off', 'no-restricted-globals': 'off' },
  },
);
