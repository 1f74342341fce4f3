// Routes declare their contract (issue 15 part 2): params, query, body and response schemas from the
// module's schema.ts, checked by zod before the handler runs; the answer is encoded through its
// schema, so a field the schema does not name is never sent. The OpenAPI document is generated
// from the same schemas and served to a site's admins at /api/docs/openapi.json.
import fastifySwagger from '@fastify/swagger';
import { Permission } from '@folio/core';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The one message a wrong input gets: every wrong field named, as the spec's 400 answers read. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join(' ');
}

/** Marks a failed input check; the error handler answers it 400 invalid_input with its message. */
export class InputError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
}

export function isInputError(error: unknown): error is InputError {
  return error instanceof InputError;
}

/** A missing body or query is an empty object, so a schema of optional fields accepts it. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: new InputError(describeIssues(result.error)) };
  };

/** What every error answer carries; some add fields (crumbFail, retryAfter, fields, …). */
export const errorBody = z.looseObject({
  error: z.string().meta({ description: 'A stable code, such as invalid_input or crumb_fail.' }),
  message: z.string().meta({ description: 'A sentence for the person, in the spec’s words.' }),
});

/** An answer with no body (204). */
export const noContent = z.undefined().meta({ description: 'No content.' });

/** Dates in answers are ISO 8601 strings on the wire. */
const zodToJsonConfig = {
  unrepresentable: 'any' as const,
  override: (ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => {
    const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
    if (def?.type === 'date') {
      ctx.jsonSchema.type = 'string';
      ctx.jsonSchema.format = 'date-time';
    }
  },
};

export const OPENAPI_PATH = '/api/docs/openapi.json';

/**
 * Registers the zod compilers and the OpenAPI generator on the root app; register it before any
 * route. Routes with a response schema also declare the shared error answer for 4xx and 5xx.
 */
export const routeSchemas = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (response) {
        response['4XX'] ??= errorBody;
        response['5XX'] ??= errorBody;
      }
    });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Folio API',
          version: '1',
          description:
            'Generated from the zod schemas each route declares. Prose contracts: docs/CONTRACTS.md.',
        },
      },
      transform: createJsonSchemaTransform({ skipList: [OPENAPI_PATH], zodToJsonConfig }),
    });
  },
  { name: 'route-schemas' },
);

/** The OpenAPI document, for a signed-in admin of the site (it names every call, not only theirs). */
export async function openApiRoutes(app: FastifyInstance) {
  app.get(
    OPENAPI_PATH,
    {
      config: { access: Permission.settingsPermissions },
      schema: {
        hide: true,
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.looseObject({}) }) },
      },
    },
    async () => app.swagger(),
  );
}
