import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, serializeOpenApi } from '../../shared/openapi/generate';
import { CLAIM_SUBMIT_PATHS, endpoints, type EndpointSpec } from '../../shared/wire/endpoints';
import { OPENAPI_DOCUMENT } from './prism-proxy';

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const objectAt = (value: unknown, where: string): JsonObject => {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
};

/** Every value in a JSON tree, with its JSON pointer. */
function* walk(value: unknown, pointer = ''): Generator<[string, unknown]> {
  yield [pointer, value];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${pointer}/${index}`);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value))
      yield* walk(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, token) => (isObject(node) ? node[token] : undefined), root);
}

const checkedIn = readFileSync(OPENAPI_DOCUMENT, 'utf8');
const document = objectAt(JSON.parse(checkedIn), 'the document');
const paths = objectAt(document['paths'], 'paths');
const schemas = objectAt(objectAt(document['components'], 'components')['schemas'], 'components.schemas');

const table = Object.entries(endpoints) as [string, EndpointSpec][];
const claimPaths: readonly string[] = CLAIM_SUBMIT_PATHS;
/** Each table endpoint at each path it is listed at, with the operationId it must carry there. */
const listings = table.flatMap(([name, spec]) => [
  { spec, path: spec.path, operationId: name },
  ...(spec.path === claimPaths[0]
    ? claimPaths.slice(1).map((path) => ({ spec, path, operationId: `${name}AtSamplePath` }))
    : []),
]);

const operationAt = (path: string, method: string): JsonObject =>
  objectAt(objectAt(paths[path], path)[method.toLowerCase()], `${method} ${path}`);

/** The envelope component a response's schema refers to (allOf: [$ref, statusCode]). */
function envelopeOf(response: unknown, where: string): { name: string; statusCode: unknown } {
  const content = objectAt(objectAt(response, where)['content'], `${where} content`);
  const schema = objectAt(objectAt(content['application/json'], `${where} JSON`)['schema'], `${where} schema`);
  const [ref, status] = schema['allOf'] as [JsonObject, JsonObject];
  const name = String(ref['$ref']).replace('#/components/schemas/', '');
  return { name, statusCode: objectAt(status['properties'], `${where} status`)['statusCode'] };
}

describe('the checked-in OpenAPI document', () => {
  it('is what the generator makes of the endpoint table', () => {
    expect(checkedIn, 'shared/openapi/openapi.json is out of date: run npm run openapi').toBe(
      serializeOpenApi(generateOpenApi()),
    );
  });

  it('is OpenAPI 3.1 validated as JSON Schema 2020-12, with a bearer token required everywhere', () => {
    expect(document['openapi']).toBe('3.1.0');
    expect(document['jsonSchemaDialect']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(document['info']).toMatchObject({ title: 'Member, Tariff and Claim Service', version: 'v1' });
    expect(document['security']).toEqual([{ bearerAuth: [] }]);
    expect(objectAt(document['components'], 'components')['securitySchemes']).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
  });

  it('lists every endpoint of the table, and nothing else, with its method and operationId', () => {
    const listed = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(objectAt(item, path)).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(listings.map(({ spec, path }) => `${spec.method} ${path}`).sort());
    for (const { spec, path, operationId } of listings) {
      expect(operationAt(path, spec.method)['operationId']).toBe(operationId);
    }
    expect(listings).toHaveLength(16);
  });

  it('declares exactly the path parameters of each template, as required strings', () => {
    for (const { spec, path } of listings) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const parameters = (operationAt(path, spec.method)['parameters'] ?? []) as JsonObject[];
      expect(
        parameters.map((parameter) => parameter['name']),
        path,
      ).toEqual(inTemplate);
      expect(Object.keys(spec.params.shape), path).toEqual(inTemplate);
      for (const parameter of parameters) {
        expect(parameter).toMatchObject({ in: 'path', required: true, schema: { type: 'string' } });
      }
    }
  });

  it('takes a required JSON body exactly where the table has one, including the GET of endpoint 11', () => {
    for (const { spec, path } of listings) {
      const requestBody = operationAt(path, spec.method)['requestBody'];
      if (spec.body === null) expect(requestBody, path).toBeUndefined();
      else expect(requestBody, path).toMatchObject({ required: true, content: { 'application/json': {} } });
    }
    expect(operationAt('/v1/tariffs/update', 'GET')['requestBody']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/TariffUpdateQuery' } } },
    });
  });

  it('answers each operation with a success envelope, its documented errors and the generic ones', () => {
    for (const { spec, path } of listings) {
      const responses = objectAt(operationAt(path, spec.method)['responses'], `${path} responses`);
      const documented = spec.errors.map((error) => String(error.status));
      const absentPath = claimPaths.includes(path) ? ['404', '405'] : [];
      expect(Object.keys(responses).sort(), path).toEqual(
        ['200', '400', '401', '5XX', ...documented, ...absentPath].sort(),
      );

      const success = envelopeOf(responses['200'], `${path} 200`);
      expect(success.statusCode).toEqual({ const: 200 });
      expect(objectAt(schemas[success.name], success.name)['properties']).toMatchObject({ success: { const: true } });

      for (const error of spec.errors) {
        const failure = envelopeOf(responses[String(error.status)], `${path} ${error.status}`);
        expect(failure.statusCode).toEqual({ const: error.status });
        expect(failure.name).toBe(error.data === undefined ? 'ErrorEnvelope' : 'PendingVisitErrorEnvelope');
      }
    }
    const generic = objectAt(objectAt(document['components'], 'components')['responses'], 'responses');
    expect(envelopeOf(generic['BadRequest'], '400')).toEqual({ name: 'ErrorEnvelope', statusCode: { const: 400 } });
    expect(envelopeOf(generic['Unauthorized'], '401')).toEqual({ name: 'ErrorEnvelope', statusCode: { const: 401 } });
    expect(envelopeOf(generic['ServerError'], '5XX')).toEqual({
      name: 'ErrorEnvelope',
      statusCode: { minimum: 500, maximum: 599 },
    });
  });

  it("leaves a claim path's 404 and 405 unchecked: which path a deployment serves is not shown", () => {
    for (const path of claimPaths) {
      const responses = objectAt(operationAt(path, 'POST')['responses'], path);
      for (const status of ['404', '405']) {
        expect(objectAt(responses[status], `${path} ${status}`)['content'], `${path} ${status}`).toBeUndefined();
      }
    }
  });

  it('shapes every envelope as { success, statusCode, message, data }, all required', () => {
    const envelopes = Object.entries(schemas).filter(([name]) => name.endsWith('Envelope'));
    expect(envelopes.length).toBeGreaterThan(10);
    for (const [name, schema] of envelopes) {
      expect(schema, name).toMatchObject({
        type: 'object',
        required: ['success', 'statusCode', 'message', 'data'],
        properties: { statusCode: { type: 'integer' }, message: { type: 'array', items: { type: 'string' } } },
      });
    }
    expect(objectAt(schemas['ErrorEnvelope'], 'ErrorEnvelope')['properties']).toMatchObject({
      success: { const: false },
      data: { type: 'null' },
    });
    expect(objectAt(schemas['PendingVisitErrorEnvelope'], 'PendingVisitErrorEnvelope')['properties']).toMatchObject({
      success: { const: false },
      data: { $ref: '#/components/schemas/PendingVisit' },
    });
  });

  it('has every $ref resolving inside the document', () => {
    const refs = [...walk(document)].filter(([pointer]) => pointer.endsWith('/$ref'));
    expect(refs.length).toBeGreaterThan(30);
    for (const [pointer, ref] of refs) {
      expect(resolvePointer(document, String(ref)), `${pointer} → ${String(ref)}`).toBeDefined();
    }
  });

  // Prism compiles schemas with ajv, which builds patterns with the u flag; a schema that fails to compile
  // is silently skipped, so an unreadable pattern would switch validation off without a word.
  it('has only patterns that compile as unicode regular expressions', () => {
    const patterns = [...walk(document)].filter(([pointer]) => pointer.endsWith('/pattern'));
    expect(patterns.length).toBeGreaterThan(5);
    for (const [pointer, pattern] of patterns) {
      expect(() => new RegExp(String(pattern), 'u'), pointer).not.toThrow();
    }
  });
});
