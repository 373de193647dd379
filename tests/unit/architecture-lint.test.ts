import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

/** The rule ids ESLint reports for `code` placed at `filePath` (errors only). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the architecture lint rules', () => {
  // ESLint loads its config, plugins and the TypeScript parser on first use: pay that once here,
  // not inside the first test's time limit (it takes several seconds on a loaded machine).
  beforeAll(async () => {
    await eslint.calculateConfigForFile('src/wallet/domain/x.ts');
    await eslint.lintText('export const warm = 1;\n', { filePath: 'src/wallet/domain/warm.ts' });
  }, 60_000);

  it('forbid a domain file to import React', async () => {
    expect(await violations('src/wallet/domain/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'react'/),
    ]);
    // The first lint pays for loading the config and the TypeScript program (the no-cycle rule).
  }, 30_000);

  it('forbid a domain file to use window', async () => {
    expect(await violations('src/wallet/domain/x.ts', 'export const width = () => window.innerWidth;\n')).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*window/),
    ]);
  });

  it('forbid an application file to use fetch or storage', async () => {
    const found = await violations('src/paying/application/x.ts', "export const f = () => fetch('/x').then(() => localStorage.clear());\n");
    expect(found).toHaveLength(2);
  });

  it('allow a domain file a type-only import from inversify', async () => {
    const code = "import type { ServiceIdentifier } from 'inversify';\nexport type Token = ServiceIdentifier<string>;\n";
    expect(await violations('src/wallet/domain/x.ts', code)).toEqual([]);
  });

  it('forbid an application file a value import from inversify', async () => {
    const code = "import { injectable } from 'inversify';\nexport const decorate = injectable;\n";
    expect(await violations('src/wallet/application/x.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'inversify'/),
    ]);
  });

  it('forbid the shared kernel to import adapters, UI or the sandbox', async () => {
    const code = "import { a } from './adapters/a';\nimport { w } from '@/sandbox/world/world';\nexport const x = [a, w];\n";
    expect(await violations('src/shared/kernel/x.ts', code)).toHaveLength(2);
  });

  it('keep the schema-form engine core: no React, i18n, HTTP client or screen parts (those are src/shared/ui/schema-form)', async () => {
    const code = "import { useState } from 'react';\nimport { t } from 'i18next';\nimport { callApi } from '@/shared/http/api-client';\nimport { TextControl } from '@/shared/ui/schema-form/field-controls';\nexport const x = [useState, t, callApi, TextControl];\n";
    expect(await violations('src/shared/schema-form/x.ts', code)).toHaveLength(4);
    expect(await violations('src/shared/ui/schema-form/x.tsx', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([]);
  });

  it("forbid a context's UI to import another context's internals", async () => {
    const code = "import { Session } from '@/session/domain/session';\nexport type S = Session;\n";
    expect(await violations('src/wallet/ui/x.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: '@\/session\/domain\/session'/),
    ]);
  });

  it("forbid a relative path into another context's internals", async () => {
    const code = "import { Session } from '../../session/domain/session';\nexport type S = Session;\n";
    expect(await violations('src/wallet/adapters/x.ts', code)).toHaveLength(1);
  });

  it('allow a context its own internals and src/shared', async () => {
    const code = "import { Wallet } from '@/wallet/domain/wallet';\nimport { Money } from '@/shared/kernel/money';\nexport type W = [Wallet, Money];\n";
    expect(await violations('src/wallet/ui/x.ts', code)).toEqual([]);
  });

  it('allow the composition root to import any context', async () => {
    const code = "import { Session } from '@/session/domain/session';\nexport type S = Session;\n";
    expect(await violations('src/app/x.ts', code)).toEqual([]);
  });

  it("apply the core rules to the composition root's layered areas (src/app/shell/application)", async () => {
    expect(await violations('src/app/shell/application/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'react'/),
    ]);
    expect(await violations('src/app/shell/application/x.ts', 'export const f = () => localStorage.clear();\n')).toHaveLength(1);
    expect(await violations('src/app/shell/ui/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([]);
  });

  it('allow only in-memory adapters (and src/app) to import the sandbox', async () => {
    const code = "import { World } from '@/sandbox/world/world';\nexport type W = World;\n";
    expect(await violations('src/wallet/adapters/http-wallet.ts', code)).toHaveLength(1);
    expect(await violations('src/wallet/adapters/in-memory-wallet.ts', code)).toEqual([]);
    expect(await violations('src/app/container.ts', code)).toEqual([]);
  });

  describe('keep the core off the global objects', () => {
    it.each([
      ['src/wallet/domain/x.ts', "export const f = () => globalThis.fetch('/x');\n", 'globalThis'],
      ['src/wallet/application/x.ts', "export const f = () => self.localStorage.getItem('k');\n", 'self'],
      ['src/session/domain/x.ts', 'export const f = () => window.document.title;\n', 'window'],
      ['src/session/application/x.ts', "export const f = () => globalThis['location'].href;\n", 'globalThis'],
      ['src/wallet/application/x.ts', 'const { sessionStorage } = globalThis;\nexport const f = () => sessionStorage;\n', 'globalThis'],
      ['src/shared/kernel/x.ts', 'export const f = () => self.indexedDB;\n', 'self'],
    ])('forbid %s `%s`', async (path, code, object) => {
      expect(await violations(path, code)).toEqual([expect.stringMatching(new RegExp(`^no-restricted-globals: Unexpected use of '${object}'`))]);
    });

    it('allow an adapter to use globalThis.fetch', async () => {
      expect(await violations('src/wallet/adapters/x.ts', "export const f = () => globalThis.fetch('/x');\n")).toEqual([]);
    });
  });

  describe('refuse dynamic imports as they refuse static ones', () => {
    it('forbid a domain file to import React dynamically', async () => {
      expect(await violations('src/wallet/domain/x.ts', "export const load = () => import('react');\n")).toEqual([
        expect.stringMatching(/^no-restricted-syntax: The core .* \(dynamic import\)$/),
      ]);
    });

    it('forbid an application file to import an adapter dynamically', async () => {
      const code = "export const load = () => import('@/wallet/adapters/http-wallet-gateway');\n";
      expect(await violations('src/wallet/application/x.ts', code)).toEqual([expect.stringMatching(/^no-restricted-syntax: The core .* \(dynamic import\)$/)]);
    });

    it("forbid a context's UI to import another context dynamically, by alias or relative climb", async () => {
      expect(await violations('src/wallet/ui/x.ts', "export const load = () => import('@/session/ui/sign-in-page');\n")).toEqual([
        expect.stringMatching(/^no-restricted-syntax: A context does not import another context's internals/),
      ]);
      expect(await violations('src/wallet/ui/x.ts', "export const load = () => import('../../session/ui/sign-in-page');\n")).toHaveLength(1);
    });

    it('forbid a dynamic import of the sandbox outside in-memory adapters', async () => {
      const code = "export const load = () => import('@/sandbox/world/world');\n";
      expect(await violations('src/wallet/adapters/http-x.ts', code)).toEqual([expect.stringMatching(/^no-restricted-syntax: Only src\/app/)]);
      expect(await violations('src/wallet/adapters/in-memory-x.ts', code)).toEqual([]);
    });

    it('forbid a dynamic import whose module is not named literally', async () => {
      expect(await violations('src/wallet/domain/x.ts', 'export const load = (m: string) => import(m);\n')).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Name the module of a dynamic import\(\) literally/),
      ]);
    });

    it('allow a context its own screens lazily, and the composition root any context', async () => {
      expect(await violations('src/wallet/ui/x.ts', "export const load = () => import('@/wallet/ui/wallet-page');\n")).toEqual([]);
      expect(await violations('src/app/x.ts', "export const load = () => import('@/session/ui/sign-in-page');\n")).toEqual([]);
    });

    it("forbid `import('react')` types in the core, allow `import('inversify')` types", async () => {
      expect(await violations('src/wallet/domain/x.ts', "export type C = import('react').FC;\n")).toEqual([
        expect.stringMatching(/^no-restricted-syntax: The core .* \(import type\)$/),
      ]);
      expect(await violations('src/wallet/domain/x.ts', "export type T = import('inversify').ServiceIdentifier<string>;\n")).toEqual([]);
    });
  });

  describe('keep frameworks and DI out of the core', () => {
    it('forbid mobx-react in application code, allow mobx itself', async () => {
      expect(await violations('src/session/application/x.ts', "import { observer } from 'mobx-react';\nexport const o = observer;\n")).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'mobx-react'/),
      ]);
      expect(await violations('src/session/application/x.ts', "import { makeAutoObservable } from 'mobx';\nexport const m = makeAutoObservable;\n")).toEqual([]);
    });

    it('forbid a value from @inversifyjs/*, allow its types', async () => {
      expect(await violations('src/wallet/application/x.ts', "import { Container } from '@inversifyjs/core';\nexport const c = Container;\n")).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: '@inversifyjs\/core'.*Only types from inversify/),
      ]);
      const types = "import type { ServiceIdentifier } from '@inversifyjs/common';\nexport type T = ServiceIdentifier<string>;\n";
      expect(await violations('src/wallet/application/x.ts', types)).toEqual([]);
    });
  });

  describe('keep the HTTP client, the composition root and the contracts out of the core', () => {
    it.each([
      "import { createApiClient } from '@/shared/http/api-client';\nexport const c = createApiClient;\n",
      "import { createApiClient } from '../../shared/http/api-client';\nexport const c = createApiClient;\n",
      "import createClient from 'openapi-fetch';\nexport const c = createClient;\n",
    ])('forbid application code: %s', async (code) => {
      expect(await violations('src/wallet/application/x.ts', code)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: /)]);
    });

    it('forbid the shared kernel to reach the HTTP client', async () => {
      expect(await violations('src/shared/kernel/x.ts', "import { newRequestId } from '../http/request-id';\nexport const r = newRequestId;\n")).toHaveLength(1);
    });

    it('allow an adapter the HTTP client', async () => {
      const code = "import { createApiClient } from '@/shared/http/api-client';\nexport const c = createApiClient;\n";
      expect(await violations('src/wallet/adapters/x.ts', code)).toEqual([]);
    });

    it.each([
      "import type { AppConfig } from '@/app/config';\nexport type C = AppConfig;\n",
      "import type { paths } from '@/generated/main-api';\nexport type P = paths;\n",
      "import type { paths } from '../../generated/main-api';\nexport type P = paths;\n",
    ])('forbid domain code: %s', async (code) => {
      expect(await violations('src/wallet/domain/x.ts', code)).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*Domain code does not import src\/app/),
      ]);
    });
  });

  describe('in a project of their own', () => {
    let project: string;
    let results: Map<string, string[]>;

    /** A src tree with a context created today (zebra) and a two-file import cycle. */
    const files: Record<string, string> = {
      'src/app/x.ts': "export const app = 'composition root';\n",
      'src/shared/kernel/k.ts': "import type { Z } from '@/zebra/domain/z';\nexport type K = Z;\n",
      'src/wallet/domain/wallet.ts': 'export interface Wallet { readonly id: string }\n',
      'src/wallet/ui/w.ts': "import type { Z } from '@/zebra/domain/z';\nexport type W = Z;\n",
      'src/zebra/domain/z.ts': "import type { Wallet } from '@/wallet/domain/wallet';\nexport type Z = Wallet;\n",
      'src/zebra/domain/g.ts': "export const f = () => globalThis.fetch('/x');\n",
      'src/zebra/application/a.ts': "import { b } from '@/zebra/application/b';\nexport const a = (): string => b();\n",
      'src/zebra/application/b.ts': "import { a } from './a';\nexport const b = (): string => typeof a;\n",
      'src/zebra/application/c.ts': "import { b } from './b';\nexport const c = (): string => b();\n",
    };

    beforeAll(async () => {
      project = await mkdtemp(join(tmpdir(), 'architecture-lint-'));
      await copyFile(join(cwd, 'eslint.config.js'), join(project, 'eslint.config.js'));
      await copyFile(join(cwd, 'tsconfig.json'), join(project, 'tsconfig.json'));
      await writeFile(join(project, 'package.json'), '{ "type": "module" }\n');
      await symlink(join(cwd, 'node_modules'), join(project, 'node_modules'), 'dir');
      await mkdir(join(project, 'eslint-rules'));
      await copyFile(join(cwd, 'eslint-rules/no-cycle.js'), join(project, 'eslint-rules/no-cycle.js'));
      for (const [path, code] of Object.entries(files)) {
        await mkdir(dirname(join(project, path)), { recursive: true });
        await writeFile(join(project, path), code);
      }
      const lint = await new ESLint({ cwd: project }).lintFiles(['src']);
      results = new Map(
        lint.map((r) => [relative(project, r.filePath), r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`)]),
      );
    }, 60_000);

    afterAll(async () => {
      await rm(project, { recursive: true, force: true });
    });

    it('discover a new context from its folder: it may not reach another, nor be reached', () => {
      expect(results.get('src/zebra/domain/z.ts')).toEqual([expect.stringMatching(/another context's internals \(zebra -> wallet\?\)/)]);
      expect(results.get('src/wallet/ui/w.ts')).toEqual([expect.stringMatching(/another context's internals \(wallet -> zebra\?\)/)]);
      expect(results.get('src/shared/kernel/k.ts')).toEqual([expect.stringMatching(/src\/shared is below the bounded contexts/)]);
    });

    it("apply the core rules to a new context's layers", () => {
      expect(results.get('src/zebra/domain/g.ts')).toEqual([expect.stringMatching(/^no-restricted-globals: Unexpected use of 'globalThis'/)]);
    });

    it('refuse a two-file import cycle, and only the files in it', () => {
      expect(results.get('src/zebra/application/a.ts')).toEqual(['architecture/no-cycle: Dependency cycle detected']);
      expect(results.get('src/zebra/application/b.ts')).toEqual(['architecture/no-cycle: Dependency cycle detected']);
      expect(results.get('src/zebra/application/c.ts')).toEqual([]);
      expect(results.get('src/app/x.ts')).toEqual([]);
    });
  });
});
