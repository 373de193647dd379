/**
 * The four contracts themselves: every schema a request or answer reaches is closed, the error
 * type is the ErrorType enum, and the generated lists of anonymous operations (which the HTTP
 * clients use to leave the token off) say what each operation's security says.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { anonymousOperations as mainApiAnonymous } from '../../src/generated/main-api.security';
import { anonymousOperations as locatorAnonymous } from '../../src/generated/service-locator.security';
import { anonymousOperations as oauthAnonymous } from '../../src/generated/oauth.security';
import { anonymousOperations as kycAnonymous } from '../../src/generated/kyc.security';
import { findOpenSchemas, loadContract, loadContractFile, type ContractName } from './openapi-validator';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NAMES: readonly ContractName[] = ['main-api', 'service-locator', 'oauth', 'kyc'];
const GENERATED: Record<ContractName, ReadonlySet<string>> = {
  'main-api': mainApiAnonymous,
  'service-locator': locatorAnonymous,
  oauth: oauthAnonymous,
  kyc: kycAnonymous,
};

describe('contract documents', () => {
  it.each(NAMES)('%s: every object schema of a request or answer is closed', async (name) => {
    expect(findOpenSchemas(await loadContract(name))).toEqual([]);
  });

  it('the closure check finds an open schema and an allOf without unevaluatedProperties', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-open-'));
    try {
      await writeFile(
        join(dir, 'open.yaml'),
        `openapi: 3.1.0
info: { title: open, version: 1.0.0 }
paths:
  /x:
    get:
      operationId: getX
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - { $ref: '#/components/schemas/Base' }
                  - type: object
                    properties:
                      data: { type: object, properties: { id: { type: string } } }
components:
  schemas:
    Base: { type: object, properties: { status: { type: string } } }
`,
      );
      const open = findOpenSchemas(await loadContractFile(join(dir, 'open.yaml')));
      expect(open.sort()).toEqual(['getX 200 application/json (allOf without unevaluatedProperties)', 'getX 200 application/json/allOf/1/properties/data']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('ErrorItem.type is the ErrorType enum', async () => {
    const contract = await loadContract('service-locator');
    const envelope = (type: string) => ({ status: 'Error', code: 404, message: 'Not found', errors: [{ type, property_path: '', message: 'x' }] });
    expect(contract.validateResponse('get', '/countries/{iso2}', 404, envelope('CountryNotDefined'))).toEqual([]);
    expect(contract.validateResponse('get', '/countries/{iso2}', 404, envelope('CountryNotDefinedYet'))).not.toEqual([]);
  });

  it.each(NAMES)("%s: the generated anonymous operations are exactly those the document's security leaves open", (name) => {
    const document = parse(readFileSync(new URL(`../../openapi/${name}.yaml`, import.meta.url), 'utf8')) as {
      security?: Record<string, string[]>[];
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const expected = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method)) continue;
        const security = operation.security ?? document.security ?? [];
        const needsAuth = security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
        if (!needsAuth) expected.add(`${method.toUpperCase()} ${path}`);
      }
    }
    expect([...GENERATED[name]].sort()).toEqual([...expected].sort());
  });

  it('main API: docs-info and the verification calls go without the token, signed-in calls with it', () => {
    expect(mainApiAnonymous.has('POST /api/v2/docs-info')).toBe(true);
    expect(mainApiAnonymous.has('POST /verification/process')).toBe(true);
    expect(mainApiAnonymous.has('POST /user/get')).toBe(false);
    expect(mainApiAnonymous.has('POST /remit/wallet/get-balance')).toBe(false);
    expect(oauthAnonymous).toEqual(new Set(['POST /oauth/gcaptcha/v2', 'POST /oauth/gcaptcha/v3', 'POST /oauth']));
    expect(kycAnonymous.size).toBe(0);
    expect(locatorAnonymous.size).toBe(4);
  });
});
