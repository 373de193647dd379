import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Lint plus the architecture of the portal (STYLE.md): the core (domain, application, shared
 * kernel) knows no framework, no browser and no adapter; a bounded context never reaches into
 * another one; only the composition root, the sandbox itself and the in-memory adapters touch
 * the sandbox back office.
 *
 * Flat config replaces (does not merge) a rule's options when several blocks match a file, so
 * every architecture block below carries the COMPLETE list of restrictions for its files, and the
 * blocks go from general to specific.
 */

const CONTEXTS = ['session', 'onboarding', 'kyc', 'quoting', 'recipients', 'paying', 'wallet', 'transfers', 'account'];
const TS = '**/*.{ts,tsx,mts,cts}';
const RULE = '@typescript-eslint/no-restricted-imports';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (names) => names.map(escape).join('|');

/** An import specifier that lands in src/<dir>: alias, src/ path, or relative climb. */
const reaching = (dirs) => `^(@/|(\\.\\./)+|(.*/)?src/)(${alternatives(dirs)})(/|$)`;

// ---- the core: src/*/domain, src/*/application, src/shared/kernel --------------------------------

const FRAMEWORKS = ['react', 'react-dom', 'mobx-react-lite', 'react-router', 'react-router-dom', 'openapi-fetch', 'hono', 'i18next', 'react-i18next'];
const coreMessage = 'The core (domain, application, shared kernel) is plain TypeScript: no UI framework, HTTP client, server, i18n, adapter or sandbox. Put it behind a port.';

const corePaths = [
  ...FRAMEWORKS.map((name) => ({ name, message: coreMessage })),
  {
    name: 'inversify',
    allowTypeImports: true,
    message: "Only types from inversify in the core (`import type { ServiceIdentifier } from 'inversify'`); bind in <context>.modules.ts.",
  },
];
const corePatterns = [
  { regex: `^(${alternatives(FRAMEWORKS)}|inversify|@hono/[^/]+)/`, message: coreMessage },
  { regex: '^@hono/', message: coreMessage },
  { regex: '(^|/)(adapters|ui)(/|$)', message: coreMessage },
  { regex: 'sandbox', message: coreMessage },
];
const coreGlobals = ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'XMLHttpRequest'].map(
  (name) => ({ name, message: `${coreMessage} (global ${name})` }),
);

// ---- bounded contexts and the sandbox ------------------------------------------------------------

const otherContexts = (context) => {
  const others = CONTEXTS.filter((c) => c !== context);
  return {
    regex: reaching(others),
    message: `A context does not import another context's internals (${context} -> ${others.join('/')}?). Meet in src/app or through a port.`,
  };
};
const anyContext = {
  regex: reaching(CONTEXTS),
  message: 'src/shared is below the bounded contexts and imports none of them.',
};
const sandbox = {
  regex: reaching(['sandbox']),
  message: 'Only src/app, src/sandbox and in-memory-*.ts adapters may import the sandbox back office.',
};

/** One architecture block with the complete restriction list for the files it matches. */
function architecture({ name, files, ignores = [], patterns, core = false }) {
  return {
    name: `architecture/${name}`,
    files,
    ignores,
    rules: {
      [RULE]: ['error', { paths: core ? corePaths : [], patterns: [...(core ? corePatterns : []), ...patterns] }],
      'no-restricted-globals': core ? ['error', ...coreGlobals] : 'off',
    },
  };
}

// In-memory adapters and the memory-mode module files that bind them may read the sandbox world.
const IN_MEMORY = ['src/**/in-memory-*.{ts,tsx}', 'src/**/*.memory.modules.ts'];
const coreLayers = (context) => [`src/${context}/domain/${TS}`, `src/${context}/application/${TS}`];

const architectureBlocks = [
  // Anything in src outside the composition root and the sandbox: no sandbox.
  architecture({ name: 'src', files: [`src/${TS}`], ignores: ['src/app/**', 'src/sandbox/**'], patterns: [sandbox] }),
  architecture({ name: 'src/in-memory', files: IN_MEMORY, ignores: ['src/app/**', 'src/sandbox/**'], patterns: [] }),
  // Shared: used by every context, uses none.
  architecture({ name: 'shared', files: [`src/shared/${TS}`], ignores: IN_MEMORY, patterns: [anyContext, sandbox] }),
  architecture({ name: 'shared/in-memory', files: ['src/shared/**/in-memory-*.{ts,tsx}', 'src/shared/**/*.memory.modules.ts'], patterns: [anyContext] }),
  // (The core patterns already forbid anything with 'sandbox' in its path.)
  architecture({ name: 'shared/kernel', files: [`src/shared/kernel/${TS}`], patterns: [anyContext], core: true }),
  // Each bounded context, then its core layers.
  ...CONTEXTS.flatMap((context) => [
    architecture({ name: context, files: [`src/${context}/${TS}`], ignores: IN_MEMORY, patterns: [otherContexts(context), sandbox] }),
    architecture({
      name: `${context}/in-memory`,
      files: [`src/${context}/**/in-memory-*.{ts,tsx}`, `src/${context}/*.memory.modules.ts`],
      patterns: [otherContexts(context)],
    }),
    architecture({ name: `${context}/core`, files: coreLayers(context), patterns: [otherContexts(context)], core: true }),
  ]),
];

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
    rules: {
      // `_name` marks a parameter a port's signature requires but this implementation ignores.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { name: 'react-hooks', files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  ...architectureBlocks,
  {
    // Tests assemble real adapters, the sandbox and use cases by hand: they are composition roots.
    name: 'tests-compose-freely',
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
);
