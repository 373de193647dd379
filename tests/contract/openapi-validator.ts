/**
 * Loads an OpenAPI 3.1 contract (openapi/<name>.yaml) with its external $refs resolved and
 * validates requests and responses against it with Ajv (JSON Schema 2020-12).
 *
 * Resolution: every reference to a component schema (`.../components/schemas/X`, local or in
 * another file such as ./shared/errors.yaml) becomes a reference into one `$defs` schema, so
 * recursive schemas still work; every other reference (parameters, responses, headers, request
 * bodies) is inlined.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { dirname, resolve, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type ContractName = 'main-api' | 'service-locator' | 'oauth' | 'kyc';

export interface ContractOperation {
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
}

export interface Contract {
  readonly name: string;
  /** The document with every $ref resolved as described above. */
  readonly document: Record<string, unknown>;
  operations(): ContractOperation[];
  /** Error messages; empty when `body` is a documented response of the operation for `status`. */
  validateResponse(method: string, path: string, status: number, body: unknown): string[];
  /** Error messages; empty when `body` is a valid request body of the operation. */
  validateRequestBody(method: string, path: string, body: unknown): string[];
}

const OPENAPI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function loadContract(name: ContractName): Promise<Contract> {
  return loadContractFile(resolve(OPENAPI_DIR, `${name}.yaml`));
}

/** Loads any OpenAPI 3.1 file (absolute path); `loadContract` is the usual entry point. */
export async function loadContractFile(file: string): Promise<Contract> {
  const resolver = new RefResolver(file);
  const document = resolver.resolveDocument();
  return new LoadedContract(basename(file, '.yaml'), document, resolver.defsSchema());
}

class RefResolver {
  private readonly files = new Map<string, unknown>();
  private readonly defs: JsonObject = {};
  private readonly defKeys = new Map<string, string>();
  readonly defsId: string;

  constructor(private readonly rootFile: string) {
    this.defsId = `https://contract.invalid/${encodeURIComponent(basename(rootFile))}/defs.json`;
  }

  resolveDocument(): JsonObject {
    const root = this.load(this.rootFile);
    if (!isObject(root)) throw new Error(`${this.rootFile}: not an OpenAPI document`);
    return this.transform(root, this.rootFile, 0) as JsonObject;
  }

  defsSchema(): JsonObject {
    return { $id: this.defsId, $defs: this.defs };
  }

  private load(file: string): unknown {
    if (!this.files.has(file)) this.files.set(file, parse(readFileSync(file, 'utf8')) as unknown);
    return this.files.get(file);
  }

  private target(ref: string, currentFile: string): { file: string; pointer: string } {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : decodeURIComponent(ref.slice(hash + 1));
    const file = filePart === '' ? currentFile : resolve(dirname(currentFile), filePart);
    return { file, pointer };
  }

  private at(file: string, pointer: string): unknown {
    let node = this.load(file);
    for (const raw of pointer.split('/').slice(1)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (Array.isArray(node)) node = node[Number(key)];
      else if (isObject(node)) node = node[key];
      else node = undefined;
      if (node === undefined) throw new Error(`Unresolvable $ref ${file}#${pointer}`);
    }
    return node;
  }

  private schemaDef(file: string, pointer: string): string {
    const id = `${file}#${pointer}`;
    let key = this.defKeys.get(id);
    if (key === undefined) {
      const base = `${basename(file, '.yaml')}__${pointer.split('/').pop() ?? 'schema'}`.replace(/[^A-Za-z0-9_.-]/g, '_');
      key = base;
      for (let n = 2; key in this.defs; n += 1) key = `${base}_${n}`;
      this.defKeys.set(id, key);
      this.defs[key] = {}; // placeholder: a recursive schema refers to itself while it is transformed
      this.defs[key] = this.transform(this.at(file, pointer), file, 0);
    }
    return key;
  }

  private transform(node: unknown, file: string, depth: number): unknown {
    if (depth > 200) throw new Error(`$ref nesting too deep in ${file}`);
    if (Array.isArray(node)) return node.map((item) => this.transform(item, file, depth + 1));
    if (!isObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const { $ref: _ignored, ...siblings } = node;
      void _ignored;
      const rest = this.transform(siblings, file, depth + 1) as JsonObject;
      const target = this.target(ref, file);
      if (/^\/components\/schemas\/[^/]+$/.test(target.pointer)) {
        const key = this.schemaDef(target.file, target.pointer);
        return { ...rest, $ref: `${this.defsId}#/$defs/${key}` };
      }
      const inlined = this.transform(this.at(target.file, target.pointer), target.file, depth + 1);
      return isObject(inlined) ? { ...inlined, ...rest } : inlined;
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) out[key] = this.transform(value, file, depth + 1);
    return out;
  }
}

function formatErrors(prefix: string, errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const where = e.instancePath === '' ? '(body)' : e.instancePath;
    const params = e.params as Record<string, unknown>;
    const detail =
      params.additionalProperty !== undefined ? ` '${String(params.additionalProperty)}'`
      : params.allowedValues !== undefined ? ` ${JSON.stringify(params.allowedValues)}`
      : params.allowedValue !== undefined ? ` ${JSON.stringify(params.allowedValue)}`
      : '';
    return `${prefix}: ${where} ${e.message ?? 'is invalid'}${detail}`;
  });
}

class LoadedContract implements Contract {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<unknown, ValidateFunction>();

  constructor(
    readonly name: string,
    readonly document: JsonObject,
    defs: JsonObject,
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema(defs);
  }

  operations(): ContractOperation[] {
    const result: ContractOperation[] = [];
    const paths = isObject(this.document.paths) ? this.document.paths : {};
    for (const [path, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (isObject(op)) result.push({ method, path, operationId: typeof op.operationId === 'string' ? op.operationId : '' });
      }
    }
    return result;
  }

  private operation(method: string, path: string): JsonObject | undefined {
    const paths = isObject(this.document.paths) ? this.document.paths : {};
    const item = paths[path];
    if (!isObject(item)) return undefined;
    const op = item[method.toLowerCase()];
    return isObject(op) ? op : undefined;
  }

  private validator(schema: unknown): ValidateFunction {
    let fn = this.cache.get(schema);
    if (!fn) {
      fn = this.ajv.compile(isObject(schema) ? schema : {});
      this.cache.set(schema, fn);
    }
    return fn;
  }

  private jsonSchema(content: unknown): { has: boolean; schema?: unknown } {
    if (!isObject(content)) return { has: false };
    const media = Object.entries(content).find(([type]) => type === 'application/json' || /\+json$/.test(type));
    if (!media) return { has: false };
    const value = media[1];
    return { has: true, schema: isObject(value) ? value.schema : undefined };
  }

  validateResponse(method: string, path: string, status: number, body: unknown): string[] {
    const label = `${method.toUpperCase()} ${path} ${status}`;
    const op = this.operation(method, path);
    if (!op) return [`${label}: operation not documented`];
    const responses = isObject(op.responses) ? op.responses : {};
    const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!isObject(response)) {
      return [`${label}: status ${status} not documented (documented: ${Object.keys(responses).join(', ') || 'none'})`];
    }
    const { has, schema } = this.jsonSchema(response.content);
    if (!has) {
      return body === undefined || body === null || body === '' ? [] : [`${label}: a body was returned but none is documented`];
    }
    if (schema === undefined) return [];
    const validate = this.validator(schema);
    return validate(body) ? [] : formatErrors(label, validate.errors);
  }

  validateRequestBody(method: string, path: string, body: unknown): string[] {
    const label = `${method.toUpperCase()} ${path} request`;
    const op = this.operation(method, path);
    if (!op) return [`${label}: operation not documented`];
    const requestBody = op.requestBody;
    if (!isObject(requestBody)) return body === undefined ? [] : [`${label}: a body was sent but none is documented`];
    if (body === undefined) return requestBody.required === true ? [`${label}: body is required`] : [];
    const { has, schema } = this.jsonSchema(requestBody.content);
    if (!has) return [`${label}: no JSON body is documented`];
    if (schema === undefined) return [];
    const validate = this.validator(schema);
    return validate(body) ? [] : formatErrors(label, validate.errors);
  }
}

export interface CallOptions {
  /** JSON request body; validated against the operation unless `invalidRequest` is set. */
  readonly body?: unknown;
  /** Sent as-is with Content-Type application/json (e.g. malformed JSON). */
  readonly rawBody?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The test sends a request that breaks the contract on purpose (the response must still conform). */
  readonly invalidRequest?: boolean;
}

export interface CallResult {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  readonly body: any;
  /** Contract violations of the request and the response; empty when both conform. */
  readonly errors: string[];
}

/**
 * Calls a running server and checks request and response against the contract; remembers which
 * operations were called so a test can fail when one has no request case.
 */
export function contractCaller(contract: Contract, baseUrl: string) {
  const covered = new Set<string>();
  let counter = 0;
  return {
    async call(method: string, docPath: string, urlPath: string, options: CallOptions = {}): Promise<CallResult> {
      counter += 1;
      const requestId = `contract-${contract.name}-${String(counter).padStart(4, '0')}`;
      const headers: Record<string, string> = { 'X-Request-Id': requestId, ...options.headers };
      let payload: string | undefined;
      const errors: string[] = [];
      if (options.rawBody !== undefined) payload = options.rawBody;
      else if (options.body !== undefined) payload = JSON.stringify(options.body);
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      if (options.body !== undefined && !options.invalidRequest) errors.push(...contract.validateRequestBody(method, docPath, options.body));
      const response = await fetch(`${baseUrl}${urlPath}`, { method: method.toUpperCase(), headers, body: payload });
      const text = await response.text();
      let body: unknown = undefined;
      try {
        body = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        errors.push(`${method.toUpperCase()} ${urlPath}: response is not JSON: ${text.slice(0, 120)}`);
      }
      errors.push(...contract.validateResponse(method, docPath, response.status, body));
      if (response.headers.get('X-Request-Id') !== requestId) errors.push(`${method.toUpperCase()} ${urlPath}: X-Request-Id not echoed`);
      covered.add(`${method.toLowerCase()} ${docPath}`);
      return { status: response.status, body, errors };
    },
    /** Operations of the contract no request case has called yet. */
    missing(): string[] {
      return contract
        .operations()
        .filter((op) => !covered.has(`${op.method} ${op.path}`))
        .map((op) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`);
    },
  };
}
