/**
 * The contract (`api/openapi.yaml`) as a response checker: `checkResponse` finds the operation a
 * request reached (path templates such as `/raffles/{id}` matched against the concrete URL) and
 * validates the answer against that operation's response for the status code (ajv, JSON Schema
 * 2020-12 as OpenAPI 3.1 uses it, `$ref`s resolved inside the document).
 *
 * Outside the operations, only the conventions of the contract's `info` are accepted: a path of
 * the API that the contract does not have answers `404` with the error envelope, and a path called
 * with a method it does not list answers `405` (`components/responses/MethodNotAllowed`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const CONTRACT_PATH = fileURLToPath(new URL('../../api/openapi.yaml', import.meta.url));
const CONTRACT_ID = 'contract.json';
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** The URL prefixes the contract describes (its `servers`). */
export const CONTRACT_PREFIXES = ['/api/v1', '/storage/v1', '/realtime/v1'] as const;

type Json = Record<string, unknown>;

/** One answer received from the server. */
export interface ReceivedResponse {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** The body as text (empty when there was none). */
  body: string;
}

interface Operation {
  /** `GET /api/v1/raffles/{id}` */
  name: string;
  status: 'implemented' | 'planned';
  /** JSON pointer of the operation object inside the document. */
  pointer: string;
  responses: Json;
}

interface PathEntry {
  template: string;
  pattern: RegExp;
  literalSegments: number;
  operations: Map<string, Operation>;
}

interface Contract {
  document: Json;
  paths: PathEntry[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

let loaded: Contract | undefined;

/** Whether a URL's path is under one of the contract's prefixes. */
export function isContractUrl(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return CONTRACT_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * Checks one answer against the contract. Returns `undefined` when it conforms, else a readable
 * description (operation, status, what is wrong, a body excerpt).
 */
export function checkResponse(response: ReceivedResponse): string | undefined {
  const contract = (loaded ??= loadContract());
  const pathname = decodePath(new URL(response.url, 'http://localhost').pathname);
  const method = response.method.toUpperCase() === 'HEAD' ? 'GET' : response.method.toUpperCase();
  const entry = findPath(contract, pathname);
  const operation = entry?.operations.get(method);
  const fail = (what: string, problem: string) =>
    `${what} → ${response.status}: ${problem}\n  body: ${excerpt(response.body)}`;

  if (!entry || !operation) {
    // The conventions: 404 for a path the API does not have, 405 for a method a path does not list.
    const expected = !entry ? 404 : 405;
    const what = `${method} ${pathname} (${!entry ? 'no such path' : 'method not listed'} in the contract)`;
    if (response.status !== expected) {
      return fail(what, `the contract has no such operation; only ${expected} is expected here`);
    }
    const pointer = `#/components/responses/${!entry ? 'NotFound' : 'MethodNotAllowed'}`;
    return checkBody(contract, pointer, response, what, fail);
  }

  if (operation.status === 'planned' && response.status === 404) {
    // Not built yet: the server's answer for a path it does not route.
    return checkBody(contract, '#/components/responses/NotFound', response, operation.name, fail);
  }
  const status = String(response.status);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in operation.responses);
  if (!key) {
    return fail(
      operation.name,
      `status ${status} is not listed (the contract lists ${Object.keys(operation.responses).join(', ')})`,
    );
  }
  const responsePointer = pointerOfResponse(
    contract,
    `${operation.pointer}/responses/${escapePointer(key)}`,
  );
  return checkBody(contract, responsePointer, response, operation.name, fail);
}

function checkBody(
  contract: Contract,
  responsePointer: string,
  response: ReceivedResponse,
  what: string,
  fail: (what: string, problem: string) => string,
): string | undefined {
  const declared = resolvePointer(contract.document, responsePointer) as Json;
  const content = (declared['content'] ?? {}) as Record<string, Json>;
  const mediaTypes = Object.keys(content);
  const received = (response.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaTypes.length === 0) {
    return response.body === ''
      ? undefined
      : fail(what, `the contract declares no body, the server sent ${received || 'one'}`);
  }
  const mediaType = mediaTypes.find((type) => type.toLowerCase() === received);
  if (!mediaType) {
    return fail(
      what,
      `Content-Type ${received || '(none)'} is not one the contract declares (${mediaTypes.join(', ')})`,
    );
  }
  if (!isJsonMediaType(mediaType)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return fail(what, 'the body is not valid JSON');
  }
  const schemaPointer = `${responsePointer}/content/${escapePointer(mediaType)}/schema`;
  const validate = validatorFor(contract, schemaPointer);
  if (validate(body)) return undefined;
  return fail(what, `the body does not match ${schemaPointer}:\n${formatErrors(validate.errors)}`);
}

export function isJsonMediaType(type: string | null): boolean {
  const base = (type ?? '').split(';')[0]!.trim().toLowerCase();
  return base === 'application/json' || base.endsWith('+json');
}

function loadContract(): Contract {
  const document = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Json;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  (addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(closedDocument(document), CONTRACT_ID, undefined, false);

  const rootServer = serverUrl(document['servers']) ?? '';
  const paths: PathEntry[] = [];
  for (const [template, item] of Object.entries(document['paths'] as Record<string, Json>)) {
    const full = `${serverUrl(item['servers']) ?? rootServer}${template}`;
    const operations = new Map<string, Operation>();
    const multiSegment = new Set<string>();
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      for (const parameter of [
        ...asArray(item['parameters']),
        ...asArray(operation['parameters']),
      ]) {
        const resolved = resolveRef(document, parameter);
        if (resolved['in'] === 'path' && resolved['x-multi-segment'] === true) {
          multiSegment.add(String(resolved['name']));
        }
      }
      operations.set(method.toUpperCase(), {
        name: `${method.toUpperCase()} ${full}`,
        status: operation['x-status'] === 'implemented' ? 'implemented' : 'planned',
        pointer: `#/paths/${escapePointer(template)}/${method}`,
        responses: operation['responses'] as Json,
      });
    }
    const segments = full.split('/');
    const source = segments
      .map((segment) => {
        const param = /^\{(.+)\}$/.exec(segment)?.[1];
        if (param === undefined) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return multiSegment.has(param) ? '.+' : '[^/]+';
      })
      .join('/');
    paths.push({
      template: full,
      pattern: new RegExp(`^${source}$`),
      literalSegments: segments.filter((s) => !s.startsWith('{')).length,
      operations,
    });
  }
  // A literal segment wins over a template (`/raffles/search` before `/raffles/{id}`).
  paths.sort((a, b) => b.literalSegments - a.literalSegments);
  return { document, paths, ajv, validators: new Map() };
}

/**
 * The contract's objects are exact (its `info` says so): a property the schema does not name is a
 * mismatch even where `additionalProperties: false` is not written. Every `$ref` to a schema and
 * every inline object schema (with `properties` or `allOf`) gets `unevaluatedProperties: false`,
 * except the members of an `allOf`, whose properties the enclosing schema sees together. The
 * named schemas themselves stay open, since an `allOf` may extend them; their uses are closed.
 */
function closedDocument(document: Json): Json {
  const closed = structuredClone(document);
  for (const [key, value] of Object.entries(closed)) {
    if (key !== 'components') closed[key] = closeObjects(value);
  }
  const components = closed['components'] as Json;
  for (const [key, value] of Object.entries(components)) {
    if (key !== 'schemas') components[key] = closeObjects(value);
  }
  const schemas = components['schemas'] as Json;
  for (const [name, definition] of Object.entries(schemas)) {
    schemas[name] = closeObjects(definition, false, true);
  }
  return closed;
}

function closeObjects(node: unknown, inAllOf = false, named = false): unknown {
  if (Array.isArray(node)) return node.map((item) => closeObjects(item, inAllOf));
  if (node === null || typeof node !== 'object') return node;
  const schema = node as Json;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples') continue;
    schema[key] = closeObjects(value, key === 'allOf');
  }
  if (named) return schema;
  const open = !('additionalProperties' in schema) && !('unevaluatedProperties' in schema);
  const closable =
    typeof schema['$ref'] === 'string' ||
    ((typeof schema['properties'] === 'object' || Array.isArray(schema['allOf'])) &&
      schema['type'] !== 'array');
  if (open && closable && !inAllOf && !isNonSchema(schema)) schema['unevaluatedProperties'] = false;
  return schema;
}

/** Objects of the document that are not JSON Schemas but hold a `$ref` (responses, parameters…). */
function isNonSchema(node: Json): boolean {
  const ref = node['$ref'];
  return typeof ref === 'string' && !ref.startsWith('#/components/schemas/');
}

/**
 * Checks one message the realtime WebSocket sent against `components/schemas/RealtimeServerMessage`
 * (exact objects, as every answer). Returns `undefined` when it conforms, else what is wrong.
 */
export function checkRealtimeMessage(text: string): string | undefined {
  const contract = (loaded ??= loadContract());
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return `realtime message is not JSON: ${excerpt(text)}`;
  }
  const validate = validatorFor(contract, '#/components/schemas/RealtimeServerMessage');
  if (validate(message)) return undefined;
  return `realtime message does not match RealtimeServerMessage:\n${formatErrors(validate.errors)}\n  message: ${excerpt(text)}`;
}

/** The contract's paths with their operations (`METHOD /prefix/path`) and `x-status`. */
export function contractOperations(): { name: string; status: Operation['status'] }[] {
  const contract = (loaded ??= loadContract());
  return contract.paths.flatMap((entry) =>
    [...entry.operations.values()].map(({ name, status }) => ({ name, status })),
  );
}

function findPath(contract: Contract, pathname: string): PathEntry | undefined {
  return contract.paths.find((entry) => entry.pattern.test(pathname));
}

function validatorFor(contract: Contract, pointer: string): ValidateFunction {
  let validate = contract.validators.get(pointer);
  if (!validate) {
    validate = contract.ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
    contract.validators.set(pointer, validate);
  }
  return validate;
}

/** Follows `$ref`s from a response object's pointer to the pointer of the response itself. */
function pointerOfResponse(contract: Contract, pointer: string): string {
  let current = pointer;
  for (let hops = 0; hops < 10; hops += 1) {
    const node = resolvePointer(contract.document, current) as Json;
    const ref = node['$ref'];
    if (typeof ref !== 'string') return current;
    current = ref;
  }
  throw new Error(`contract: $ref loop at ${pointer}`);
}

function resolveRef(document: Json, node: unknown): Json {
  const ref = (node as Json)['$ref'];
  return typeof ref === 'string' ? (resolvePointer(document, ref) as Json) : (node as Json);
}

function resolvePointer(document: Json, pointer: string): unknown {
  if (!pointer.startsWith('#/'))
    throw new Error(`contract: only local $refs are supported: ${pointer}`);
  let node: unknown = document;
  for (const raw of pointer.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
    if (node === undefined) throw new Error(`contract: ${pointer} does not exist`);
  }
  return node;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const serverUrl = (servers: unknown): string | undefined =>
  (asArray(servers)[0] as Json | undefined)?.['url'] as string | undefined;

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function formatErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 30)
    .map((e) => `    ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('\n');
}

function excerpt(body: string): string {
  return body.length > 600
    ? `${body.slice(0, 600)}… (${body.length} characters)`
    : body || '(empty)';
}
