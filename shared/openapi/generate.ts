/**
 * Builds the OpenAPI 3.1 description of the /v1 service from the endpoint table.
 *
 * The table and its zod schemas stay the only source: every named wire schema
 * (components.ts) becomes a component, every response is an envelope component
 * wrapping one of them, and all JSON Schema is zod's own conversion of the wire
 * (input) side. The result is a pure function of the table with a fixed key order,
 * so the checked-in openapi.json diffs cleanly.
 */
import { z } from 'zod';
import { CLAIM_SUBMIT_PATHS, endpoints, type EndpointSpec } from '../wire/endpoints';
import { envelopeOf } from '../wire/envelope';
import { namedSchemas } from './components';

type JsonObject = { [key: string]: unknown };

/** Declared so that Prism validates with JSON Schema 2020-12 instead of its draft-07 fallback. */
const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const JSON_MEDIA_TYPE = 'application/json';

const schemaRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string): JsonObject => ({ $ref: `#/components/responses/${name}` });

/** JSON Schema patterns carry no flags, so a zod regex with flags (say /i) would mean something else there. */
function refuseRegexFlags({ zodSchema }: { zodSchema: z.core.$ZodType }): void {
  for (const check of zodSchema._zod.def.checks ?? []) {
    const { pattern } = check._zod.def as { pattern?: unknown };
    if (pattern instanceof RegExp && pattern.flags !== '') {
      throw new Error(`pattern /${pattern.source}/${pattern.flags}: JSON Schema cannot carry regex flags`);
    }
  }
}

const conversion = { target: 'draft-2020-12', io: 'input', override: refuseRegexFlags } as const;

/** Drops the keywords that only make sense at the root of a standalone schema document. */
function asEmbedded(schema: JsonObject): JsonObject {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

const sortedByKey = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The component registry: the named wire schemas plus each envelope variant an operation uses. */
function createComponents() {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  for (const [name, schema] of Object.entries(namedSchemas)) {
    registry.add(schema, { id: name });
    names.set(schema, name);
  }

  const nameOf = (schema: z.ZodType, usedBy: string): string => {
    const name = names.get(schema);
    if (name === undefined) throw new Error(`${usedBy}: name its schema in shared/openapi/components.ts`);
    return name;
  };

  const envelopes = new Set<string>();
  const envelope = (id: string, data: z.ZodType, success: boolean): string => {
    if (!envelopes.has(id)) {
      envelopes.add(id);
      registry.add(envelopeOf(data).extend({ success: z.literal(success) }), { id });
    }
    return id;
  };

  return {
    nameOf,
    /** The 200 envelope: success true around the endpoint's data. */
    success: (data: z.ZodType, usedBy: string): string =>
      data instanceof z.ZodNull
        ? envelope('NoDataEnvelope', data, true)
        : envelope(`${nameOf(data, usedBy)}Envelope`, data, true),
    /** An error envelope: success false, data null unless the error carries a payload. */
    failure: (data: z.ZodType | undefined, usedBy: string): string =>
      data === undefined
        ? envelope('ErrorEnvelope', z.null(), false)
        : envelope(`${nameOf(data, usedBy)}ErrorEnvelope`, data, false),
    toJson: (): Record<string, JsonObject> => {
      const { schemas } = z.toJSONSchema(registry, { ...conversion, uri: (id) => `#/components/schemas/${id}` });
      return sortedByKey(Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, asEmbedded(schema)])));
    },
  };
}
type Components = ReturnType<typeof createComponents>;

/** An envelope response whose statusCode must repeat the HTTP status (a range such as 5XX gives bounds). */
function envelopeResponse(description: string, envelopeId: string, statusCode: JsonObject): JsonObject {
  return {
    description,
    content: {
      [JSON_MEDIA_TYPE]: { schema: { allOf: [schemaRef(envelopeId), { properties: { statusCode } }] } },
    },
  };
}

/** Statuses the document calls "not shown": every operation may answer them, assumed to be the error envelope. */
const NOT_SHOWN = 'Not shown by the service document; assumed to be the error envelope with data null.';
const GENERIC_ERRORS = [
  { status: '400', name: 'BadRequest', meaning: 'Malformed request.', statusCode: { const: 400 } },
  { status: '401', name: 'Unauthorized', meaning: 'Missing or rejected token.', statusCode: { const: 401 } },
  { status: '5XX', name: 'ServerError', meaning: 'Service failure.', statusCode: { minimum: 500, maximum: 599 } },
] as const;

function pathParameters(spec: EndpointSpec): JsonObject[] {
  return Object.entries(spec.params.shape).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: asEmbedded(z.toJSONSchema(schema as z.ZodType, conversion)),
  }));
}

function documentedErrors(operationId: string, spec: EndpointSpec, components: Components): JsonObject {
  const responses: JsonObject = {};
  for (const error of spec.errors) {
    const status = String(error.status);
    if (status in responses) throw new Error(`${operationId}: two documented errors share status ${status}`);
    const envelopeId = components.failure(error.data, `${operationId} ${status}`);
    responses[status] = envelopeResponse(error.meaning, envelopeId, { const: error.status });
  }
  return responses;
}

/** Where an operation is listed: its documented path, or another path the document also shows for it. */
interface Listing {
  readonly path: string;
  readonly operationId: string;
  readonly note: string;
  /** The document leaves open which of the operation's paths a deployment serves. */
  readonly pathMayBeAbsent: boolean;
}

/** Without content: the body of a "no such route" answer is not shown, so it is not checked. */
const ABSENT_PATH = {
  description:
    'This deployment does not serve the operation at this path (which path the service accepts is not shown).',
};

function operation(listing: Listing, spec: EndpointSpec, components: Components): JsonObject {
  const { operationId } = listing;
  const parameters = pathParameters(spec);
  return {
    operationId,
    summary: spec.summary,
    description: `Endpoint ${spec.number} of the service document.${listing.note}`,
    ...(parameters.length > 0 && { parameters }),
    ...(spec.body !== null && {
      requestBody: {
        required: true,
        content: { [JSON_MEDIA_TYPE]: { schema: schemaRef(components.nameOf(spec.body, `${operationId} body`)) } },
      },
    }),
    responses: {
      '200': envelopeResponse('Success.', components.success(spec.data, `${operationId} data`), { const: 200 }),
      ...(listing.pathMayBeAbsent && { '404': ABSENT_PATH, '405': ABSENT_PATH }),
      ...documentedErrors(operationId, spec, components),
      ...Object.fromEntries(GENERIC_ERRORS.map(({ status, name }) => [status, responseRef(name)])),
    },
  };
}

/** The endpoint at its documented path, then at any path a sample request of the document uses instead. */
function listings(name: string, spec: EndpointSpec): Listing[] {
  const claimPaths: readonly string[] = CLAIM_SUBMIT_PATHS;
  const pathMayBeAbsent = claimPaths.includes(spec.path);
  const documented = { path: spec.path, operationId: name, note: '', pathMayBeAbsent };
  if (!pathMayBeAbsent) return [documented];
  const samples = claimPaths
    .filter((path) => path !== spec.path)
    .map((path) => ({
      path,
      operationId: `${name}AtSamplePath`,
      note: ` The document's sample request addresses ${path} instead of ${spec.path}; which path the service accepts is not shown.`,
      pathMayBeAbsent,
    }));
  return [documented, ...samples];
}

export function generateOpenApi(): JsonObject {
  const components = createComponents();
  const paths: Record<string, JsonObject> = {};
  for (const [name, spec] of Object.entries(endpoints) as [string, EndpointSpec][]) {
    for (const listing of listings(name, spec)) {
      const item = (paths[listing.path] ??= {});
      item[spec.method.toLowerCase()] = operation(listing, spec, components);
    }
  }
  const responses = Object.fromEntries(
    GENERIC_ERRORS.map(({ status, name, meaning, statusCode }) => [
      name,
      envelopeResponse(`${meaning} ${NOT_SHOWN}`, components.failure(undefined, status), statusCode),
    ]),
  );
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: SCHEMA_DIALECT,
    info: {
      title: 'Member, Tariff and Claim Service',
      version: 'v1',
      description:
        'Generated from shared/wire/endpoints.ts by `npm run openapi`; do not edit by hand. ' +
        'Every response body is the envelope { success, statusCode, message, data }.',
    },
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <ACCESS_TOKEN>' },
      },
      responses,
      schemas: components.toJson(),
    },
  };
}

/** The checked-in form of the document: two-space JSON with a trailing newline. */
export const serializeOpenApi = (document: object): string => `${JSON.stringify(document, null, 2)}\n`;
