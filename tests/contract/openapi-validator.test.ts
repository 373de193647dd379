import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract, loadContractFile, type Contract } from './openapi-validator';

const ERRORS_YAML = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi/shared/errors.yaml');

// A tiny document that uses the shared error envelope through an external $ref and a recursive schema.
const FIXTURE = `openapi: 3.1.0
info: { title: fixture, version: 1.0.0 }
paths:
  /things/{id}:
    get:
      operationId: getThing
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Thing' }
        '404':
          $ref: '${ERRORS_YAML}#/components/responses/Error'
    post:
      operationId: updateThing
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name]
              additionalProperties: false
              properties:
                name: { type: string, minLength: 1 }
                price: { $ref: '${ERRORS_YAML}#/components/schemas/Money' }
      responses:
        '204': { description: no content }
components:
  schemas:
    Thing:
      type: object
      required: [id, name]
      properties:
        id: { type: string, format: uuid }
        name: { type: string }
        children: { type: array, items: { $ref: '#/components/schemas/Thing' } }
`;

describe('openapi-validator', () => {
  let dir: string;
  let contract: Contract;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-'));
    await writeFile(join(dir, 'fixture.yaml'), FIXTURE);
    contract = await loadContractFile(join(dir, 'fixture.yaml'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the operations of the document', () => {
    expect(contract.operations()).toEqual([
      { method: 'get', path: '/things/{id}', operationId: 'getThing' },
      { method: 'post', path: '/things/{id}', operationId: 'updateThing' },
    ]);
  });

  it('accepts a valid body, including a recursive one', () => {
    const id = '5a4a0000-0000-4000-8000-000000000001';
    expect(contract.validateResponse('GET', '/things/{id}', 200, { id, name: 'a', children: [{ id, name: 'b' }] })).toEqual([]);
  });

  it('rejects a wrong body with readable messages', () => {
    const errors = contract.validateResponse('get', '/things/{id}', 200, { id: 'not-a-uuid', children: [{}] });
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.join('\n')).toContain("must have required property 'name'");
    expect(errors.join('\n')).toContain('/id must match format "uuid"');
  });

  it('resolves the shared error envelope from errors.yaml', () => {
    const envelope = { status: 'Error', code: 404, message: 'Not found', errors: [{ type: 'CustomerNotFound', property_path: '', message: 'x' }] };
    expect(contract.validateResponse('get', '/things/{id}', 404, envelope)).toEqual([]);
    expect(contract.validateResponse('get', '/things/{id}', 404, { ...envelope, status: 'Success' })).not.toEqual([]);
  });

  it('rejects an undocumented status and an undocumented operation', () => {
    expect(contract.validateResponse('get', '/things/{id}', 500, {})[0]).toMatch(/status 500 not documented/);
    expect(contract.validateResponse('delete', '/things/{id}', 200, {})[0]).toMatch(/operation not documented/);
  });

  it('treats a response without content as bodiless', () => {
    expect(contract.validateResponse('post', '/things/{id}', 204, undefined)).toEqual([]);
    expect(contract.validateResponse('post', '/things/{id}', 204, { x: 1 })).not.toEqual([]);
  });

  it('validates request bodies, money as integer minor units', () => {
    expect(contract.validateRequestBody('post', '/things/{id}', { name: 'a', price: { amount_minor: 100, currency: 'SEK' } })).toEqual([]);
    expect(contract.validateRequestBody('post', '/things/{id}', { name: 'a', price: { amount_minor: 1.5, currency: 'SEK' } })).not.toEqual([]);
    expect(contract.validateRequestBody('post', '/things/{id}', { name: '', extra: 1 }).join('\n')).toContain("'extra'");
    expect(contract.validateRequestBody('post', '/things/{id}', undefined)).toEqual(['POST /things/{id} request: body is required']);
    expect(contract.validateRequestBody('get', '/things/{id}', {})).not.toEqual([]);
  });

  it('loads the project contracts by name', async () => {
    const locator = await loadContract('service-locator');
    expect(locator.name).toBe('service-locator');
    expect(Array.isArray(locator.operations())).toBe(true);
  });
});
