/**
 * Loads an OpenAPI 3.1 contract (openapi/<name>.yaml) with its external $refs resolved and
 * validates requests and responses against it with Ajv (JSON Schema 2020-12).
 *
 * Resolution: every reference to a component schema (`.../components/schemas/X`, local or in
 * another file such as ./shared/errors.yaml) becomes a reference into one `$defs` schema, so
 * recursive schemas still work; every other reference (parameters, responses, headers, request
 * bodies) is inlined.
 *
 * Requests are checked as a server would read them: path and query parameters arrive as text and are
 * coerced to their schema's type, required ones must be present, undocumented query parameters are
 * reported; JSON bodies and multipart forms (each part, files as binary, JSON parts such as `data`
 * parsed as their `encoding` says) are validated against the operation's request body.
 */
import { expect, it } from 'vitest';
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

/** One request as the client sends it, named by the documented method and path template. */
export interface ContractRequest {
  readonly method: string;
  /** The documented path template, e.g. /countries/{iso2}. */
  readonly path: string;
  /** Values of the template's variables, as text (decoded). */
  readonly pathParams?: Readonly<Record<string, string>>;
  /** Query parameters as text; a list for a repeated parameter. */
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  /** Headers sent; documented header parameters are checked when given (names are case-insensitive). */
  readonly headers?: Readonly<Record<string, string>>;
  /** JSON body. */
  readonly body?: unknown;
  /** Multipart form body. */
  readonly form?: FormData;
}

export interface Contract {
  readonly name: string;
  /** The document with every $ref resolved as described above. */
  readonly document: Record<string, unknown>;
  /** The component schemas the resolved document refers to (`$ref` into `$defs`). */
  readonly defs: Record<string, unknown>;
  operations(): ContractOperation[];
  /** Error messages; empty when the request (parameters, headers, body or form) conforms. */
  validateRequest(request: ContractRequest): string[];
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

/** Whether a schema (after following $refs into the defs) describes a file: `format: binary` or a media type. */
const isBinarySchema = (schema: JsonObject | undefined): boolean =>
  schema !== undefined && (schema.format === 'binary' || typeof schema.contentMediaType === 'string');

const typesOf = (schema: JsonObject | undefined): string[] =>
  schema === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];

/** Whether a media type matches a pattern such as image/*, image/png or a comma-separated list of them. */
const mediaMatches = (type: string, patterns: string): boolean =>
  patterns.split(',').some((raw) => {
    const pattern = raw.trim().toLowerCase();
    const actual = type.split(';')[0]!.trim().toLowerCase();
    return pattern === '*/*' || pattern === actual || (pattern.endsWith('/*') && actual.startsWith(pattern.slice(0, -1)));
  });

const isJsonMedia = (type: string | undefined): boolean => type !== undefined && (/^application\/json\b/i.test(type) || /\+json\b/i.test(type));

class LoadedContract implements Contract {
  private readonly ajv: Ajv2020;
  /** For parameters: text arrives from the URL and is coerced to the schema's type, as a server would. */
  private readonly coercing: Ajv2020;
  private readonly cache = new Map<unknown, ValidateFunction>();
  private readonly coercingCache = new Map<unknown, ValidateFunction>();
  readonly defs: JsonObject;

  constructor(
    readonly name: string,
    readonly document: JsonObject,
    defsSchema: JsonObject,
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema(defsSchema);
    this.coercing = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, coerceTypes: 'array' });
    addFormats(this.coercing);
    this.coercing.addSchema(defsSchema);
    this.defs = (defsSchema.$defs ?? {}) as JsonObject;
  }

  /** Follows a schema's $ref into the defs (one level at a time) until a schema without $ref. */
  private deref(schema: unknown): JsonObject | undefined {
    let node = schema;
    for (let i = 0; i < 50 && isObject(node) && typeof node.$ref === 'string'; i += 1) {
      const key = node.$ref.split('#/$defs/')[1];
      node = key === undefined ? undefined : this.defs[decodeURIComponent(key)];
    }
    return isObject(node) ? node : undefined;
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

  private parameters(method: string, path: string, op: JsonObject): JsonObject[] {
    const paths = isObject(this.document.paths) ? this.document.paths : {};
    const item = paths[path];
    const shared = isObject(item) && Array.isArray(item.parameters) ? item.parameters : [];
    const own = Array.isArray(op.parameters) ? op.parameters : [];
    const byKey = new Map<string, JsonObject>();
    for (const parameter of [...shared, ...own]) {
      if (isObject(parameter)) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
    }
    void method;
    return [...byKey.values()];
  }

  private validateParameter(label: string, parameter: JsonObject, value: string | readonly string[]): string[] {
    const where = `${String(parameter.in)} parameter '${String(parameter.name)}'`;
    const schema = parameter.schema ?? {};
    const isArray = typesOf(this.deref(schema)).includes('array');
    if (!isArray && Array.isArray(value) && value.length > 1) return [`${label}: ${where} is sent ${value.length} times but is not a list`];
    const data = { value: isArray ? [...(Array.isArray(value) ? value : [value])] : Array.isArray(value) ? value[0] : value };
    let validate = this.coercingCache.get(schema);
    if (!validate) {
      validate = this.coercing.compile({ type: 'object', properties: { value: schema } });
      this.coercingCache.set(schema, validate);
    }
    if (validate(data)) return [];
    return formatErrors(label, validate.errors).map((message) => message.replace(' /value', ` ${where}`));
  }

  validateRequest(request: ContractRequest): string[] {
    const label = `${request.method.toUpperCase()} ${request.path} request`;
    const op = this.operation(request.method, request.path);
    if (!op) return [`${label}: operation not documented`];
    const errors: string[] = [];
    const parameters = this.parameters(request.method, request.path, op);
    const lowerHeaders = new Map(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    const query = request.query ?? {};
    const pathParams = request.pathParams ?? {};
    const templateNames = [...request.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    for (const name of Object.keys(pathParams)) {
      if (!templateNames.includes(name)) errors.push(`${label}: path parameter '${name}' is not in the path`);
    }
    for (const name of templateNames) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) errors.push(`${label}: path parameter '${name}' is not documented`);
    }
    for (const name of Object.keys(query)) {
      if (!parameters.some((p) => p.in === 'query' && p.name === name)) errors.push(`${label}: query parameter '${name}' is not documented`);
    }
    for (const parameter of parameters) {
      const name = String(parameter.name);
      const value =
        parameter.in === 'path' ? pathParams[name]
        : parameter.in === 'query' ? query[name]
        : parameter.in === 'header' && request.headers !== undefined ? lowerHeaders.get(name.toLowerCase())
        : undefined;
      if (parameter.in === 'header' && request.headers === undefined) continue;
      if (parameter.in === 'cookie') continue;
      if (value === undefined) {
        if (parameter.required === true || parameter.in === 'path') errors.push(`${label}: ${String(parameter.in)} parameter '${name}' is required`);
        continue;
      }
      errors.push(...this.validateParameter(label, parameter, value));
    }
    if (request.headers !== undefined) errors.push(...this.validateSecurity(label, op, lowerHeaders));
    if (request.form !== undefined) errors.push(...this.validateForm(label, op, request.form));
    else errors.push(...this.validateRequestBody(request.method, request.path, request.body));
    return errors;
  }

  /** The header a security scheme reads (apiKey in header, or Authorization for http schemes). */
  private schemeHeader(name: string): string | undefined {
    const components = isObject(this.document.components) ? this.document.components : {};
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    const scheme = schemes[name];
    if (!isObject(scheme)) return undefined;
    if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') return scheme.name.toLowerCase();
    if (scheme.type === 'http') return 'authorization';
    return undefined;
  }

  /** A request carries credentials exactly when the operation's security (or the document's) asks for them. */
  private validateSecurity(label: string, op: JsonObject, headers: ReadonlyMap<string, string>): string[] {
    const security = Array.isArray(op.security) ? op.security : Array.isArray(this.document.security) ? this.document.security : [];
    const requirements = security.filter(isObject);
    const anonymous = requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
    const allHeaders = new Set(
      (isObject(this.document.components) && isObject(this.document.components.securitySchemes) ? Object.keys(this.document.components.securitySchemes) : [])
        .map((name) => this.schemeHeader(name))
        .filter((header): header is string => header !== undefined),
    );
    if (anonymous) {
      const sent = [...allHeaders].filter((header) => headers.has(header));
      return sent.length === 0 ? [] : [`${label}: sends ${sent.join(', ')} but the operation is documented without authentication`];
    }
    const satisfied = requirements.some((requirement) =>
      Object.keys(requirement).every((name) => {
        const header = this.schemeHeader(name);
        return header !== undefined && headers.has(header);
      }),
    );
    return satisfied ? [] : [`${label}: credentials missing (security: ${JSON.stringify(requirements)})`];
  }

  private partSchema(schema: JsonObject | undefined, name: string): unknown {
    if (!schema) return undefined;
    if (isObject(schema.properties) && name in schema.properties) return schema.properties[name];
    if (isObject(schema.patternProperties)) {
      for (const [pattern, value] of Object.entries(schema.patternProperties)) if (new RegExp(pattern, 'u').test(name)) return value;
    }
    return isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  }

  private validateForm(label: string, op: JsonObject, form: FormData): string[] {
    const requestBody = op.requestBody;
    if (!isObject(requestBody)) return [`${label}: a form was sent but no body is documented`];
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const media = content['multipart/form-data'];
    if (!isObject(media)) return [`${label}: a multipart form was sent but none is documented`];
    const schema = this.deref(media.schema);
    const encoding = isObject(media.encoding) ? media.encoding : {};
    const errors: string[] = [];
    const parts = new Map<string, (string | File)[]>();
    for (const [name, value] of form.entries()) parts.set(name, [...(parts.get(name) ?? []), value]);
    const data: JsonObject = {};
    for (const [name, values] of parts) {
      const declared = this.deref(this.partSchema(schema, name));
      const partEncoding = isObject(encoding[name]) ? encoding[name] : {};
      const contentType = typeof partEncoding.contentType === 'string' ? partEncoding.contentType : undefined;
      // OpenAPI: a part is JSON when its encoding says so, or (without one) when its schema is an object.
      const jsonPart = contentType !== undefined ? isJsonMedia(contentType) : typesOf(declared).includes('object');
      const isArray = !jsonPart && typesOf(declared).includes('array') && !isBinarySchema(declared);
      const itemSchema = isArray ? this.deref(declared?.items) : declared;
      if (!isArray && values.length > 1) errors.push(`${label}: part '${name}' is sent ${values.length} times but is not a list`);
      const converted = values.map((value) => {
        if (typeof value !== 'string') {
          if (declared !== undefined && !isBinarySchema(itemSchema)) errors.push(`${label}: part '${name}' is a file but the document describes a text field`);
          if (contentType !== undefined && !isJsonMedia(contentType) && !mediaMatches(value.type || 'application/octet-stream', contentType)) {
            errors.push(`${label}: part '${name}' has media type '${value.type}', documented: ${contentType}`);
          }
          return `file:${value.name}`;
        }
        if (isBinarySchema(itemSchema)) {
          errors.push(`${label}: part '${name}' must be a file`);
          return value;
        }
        if (jsonPart) {
          try {
            return JSON.parse(value) as unknown;
          } catch {
            errors.push(`${label}: part '${name}' is not JSON`);
            return value;
          }
        }
        const types = typesOf(itemSchema);
        if ((types.includes('integer') || types.includes('number')) && /^-?[0-9]+(\.[0-9]+)?$/.test(value)) return Number(value);
        if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
        return value;
      });
      data[name] = isArray ? converted : converted[0];
    }
    const validate = this.validator(media.schema);
    if (!validate(data)) errors.push(...formatErrors(`${label} form`, validate.errors));
    return errors;
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
    if (!has) return [`${label}: a JSON body was sent but none is documented`];
    if (schema === undefined) return [];
    const validate = this.validator(schema);
    return validate(body) ? [] : formatErrors(label, validate.errors);
  }
}

export interface CallOptions {
  /** Values of the path template's variables. */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | readonly string[]>>;
  /** JSON request body. */
  readonly body?: unknown;
  /** Sent as-is with Content-Type application/json (e.g. malformed JSON); not validated. */
  readonly rawBody?: string;
  /** Multipart form body. */
  readonly form?: FormData;
  readonly headers?: Readonly<Record<string, string>>;
  /** The case sends a request that breaks the contract on purpose (the answer must still conform). */
  readonly invalidRequest?: boolean;
}

export interface CallResult {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  readonly body: any;
  /** Contract violations of this request and its answer; empty when both conform. */
  readonly errors: string[];
}

/**
 * Calls operations of a running server by operationId and checks every request (parameters,
 * headers, body or form) and every answer (status, body, X-Request-Id echo) against the contract.
 * `problems` collects the violations of every call since it was last emptied.
 */
export function contractClient(contract: Contract, baseUrl: string) {
  const problems: string[] = [];
  let counter = 0;
  const byId = new Map(contract.operations().map((op) => [op.operationId, op]));
  return {
    problems,
    async call(operationId: string, options: CallOptions = {}): Promise<CallResult> {
      const op = byId.get(operationId);
      if (!op) throw new Error(`${contract.name}: no operation ${operationId}`);
      counter += 1;
      const requestId = `contract-${contract.name}-${String(counter).padStart(5, '0')}`;
      const headers: Record<string, string> = { 'X-Request-Id': requestId, ...options.headers };
      let url = op.path;
      for (const [name, value] of Object.entries(options.params ?? {})) url = url.replace(`{${name}}`, encodeURIComponent(value));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(options.query ?? {})) for (const item of typeof value === 'string' ? [value] : value) search.append(name, item);
      if ([...search.keys()].length > 0) url += `?${search.toString()}`;
      let payload: string | FormData | undefined;
      if (options.form !== undefined) payload = options.form;
      else if (options.rawBody !== undefined) payload = options.rawBody;
      else if (options.body !== undefined) payload = JSON.stringify(options.body);
      if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
      const errors: string[] = [];
      if (!options.invalidRequest && options.rawBody === undefined) {
        errors.push(
          ...contract.validateRequest({ method: op.method, path: op.path, pathParams: options.params, query: options.query, headers, body: options.body, form: options.form }),
        );
      }
      const response = await fetch(`${baseUrl}${url}`, { method: op.method.toUpperCase(), headers, body: payload });
      const text = await response.text();
      let body: unknown = undefined;
      try {
        body = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        errors.push(`${operationId}: answer is not JSON: ${text.slice(0, 120)}`);
      }
      errors.push(...contract.validateResponse(op.method, op.path, response.status, body));
      if (response.headers.get('X-Request-Id') !== requestId) errors.push(`${operationId}: X-Request-Id not echoed`);
      problems.push(...errors.map((e) => `${operationId}: ${e}`));
      return { status: response.status, body, errors };
    },
  };
}

export type ContractClient = ReturnType<typeof contractClient>;

/**
 * Object schemas a request or answer of the contract reaches that say nothing about undocumented
 * properties (no `additionalProperties`, `unevaluatedProperties` or `maxProperties: 0`); members of
 * an `allOf` are judged by the composition around them. Empty when the document is closed.
 */
export function findOpenSchemas(contract: Contract): string[] {
  const open: string[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, where: string, inAllOf: boolean): void => {
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string') {
      const key = decodeURIComponent(node.$ref.split('#/$defs/')[1] ?? '');
      const target = contract.defs[key];
      const visitKey = `${key}|${String(inAllOf)}`;
      if (!seen.has(visitKey)) {
        seen.add(visitKey);
        walk(target, key, inAllOf);
      }
      return;
    }
    if (Array.isArray(node.allOf)) node.allOf.forEach((member, i) => walk(member, `${where}/allOf/${i}`, true));
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const members = node[keyword];
      if (Array.isArray(members)) members.forEach((member, i) => walk(member, `${where}/${keyword}/${i}`, false));
    }
    const isObjectSchema = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object')) || isObject(node.properties);
    const decided = 'additionalProperties' in node || 'unevaluatedProperties' in node || node.maxProperties === 0;
    if (isObjectSchema && !decided && !inAllOf) open.push(where);
    if (Array.isArray(node.allOf) && !inAllOf && !('unevaluatedProperties' in node)) open.push(`${where} (allOf without unevaluatedProperties)`);
    if (isObject(node.properties)) for (const [name, value] of Object.entries(node.properties)) walk(value, `${where}/properties/${name}`, false);
    if (isObject(node.patternProperties)) for (const [name, value] of Object.entries(node.patternProperties)) walk(value, `${where}/patternProperties/${name}`, false);
    for (const keyword of ['items', 'additionalProperties', 'not', 'contains'] as const) walk(node[keyword], `${where}/${keyword}`, false);
    if (Array.isArray(node.prefixItems)) node.prefixItems.forEach((item, i) => walk(item, `${where}/prefixItems/${i}`, false));
  };
  const paths = isObject(contract.document.paths) ? contract.document.paths : {};
  for (const op of contract.operations()) {
    const operation = (paths[op.path] as JsonObject)[op.method] as JsonObject;
    const at = `${op.operationId}`;
    for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
      if (isObject(parameter)) walk(parameter.schema, `${at} ${String(parameter.in)} ${String(parameter.name)}`, false);
    }
    const requestBody = isObject(operation.requestBody) ? operation.requestBody : {};
    for (const [type, media] of Object.entries(isObject(requestBody.content) ? requestBody.content : {})) {
      if (isObject(media)) walk(media.schema, `${at} request ${type}`, false);
    }
    for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
      if (!isObject(response) || !isObject(response.content)) continue;
      for (const [type, media] of Object.entries(response.content)) if (isObject(media)) walk(media.schema, `${at} ${status} ${type}`, false);
    }
  }
  return open;
}

/** The request cases of a contract test, one per operationId. */
export type OperationCases = Readonly<Record<string, () => Promise<void>>>;

/**
 * Registers one test per operation (named by its operationId, so `vitest -t <operationId>` runs it
 * alone) and a test that fails when an operation of the document has no case, or a case names an
 * operation the document lacks. `contract` is read when the tests run (it loads in beforeAll).
 */
export function testEveryOperation(contract: () => Contract, cases: OperationCases): void {
  for (const [operationId, run] of Object.entries(cases)) it(operationId, run);

  it('has a case for every operation of the document, and none for an operation it lacks', () => {
    const documented = contract().operations().map((op) => op.operationId);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((id) => !(id in cases))).toEqual([]);
    expect(Object.keys(cases).filter((id) => !documented.includes(id))).toEqual([]);
  });
}
