import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

/** The rule ids ESLint reports for `code` placed at `filePath` (errors only). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the architecture lint rules', () => {
  it('forbid a domain file to import React', async () => {
    expect(await violations('src/wallet/domain/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'react'/),
    ]);
  });

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
    const code = "import { a } from '../http/adapters/a';\nimport { w } from '@/sandbox/world/world';\nexport const x = [a, w];\n";
    expect(await violations('src/shared/kernel/x.ts', code)).toHaveLength(2);
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

  it('allow only in-memory adapters (and src/app) to import the sandbox', async () => {
    const code = "import { World } from '@/sandbox/world/world';\nexport type W = World;\n";
    expect(await violations('src/wallet/adapters/http-wallet.ts', code)).toHaveLength(1);
    expect(await violations('src/wallet/adapters/in-memory-wallet.ts', code)).toEqual([]);
    expect(await violations('src/app/container.ts', code)).toEqual([]);
  });
});
