import { Errors } from '@contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/reply';

type Issue = { path?: PropertyKey[]; instancePath?: string; message: string };

/** The fields that failed validation, keyed by dotted path, first message per field. */
function fieldsOf(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.length
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * One place turns every failure into the envelope: AppError (catalogue), validation (422 with the
 * fields), oversized bodies (413), anything else (500, logged, never leaking internals).
 */
// A named function: fastify-plugin finds an anonymous one's name in a stack trace, which parses the server's whole source map at start (docs/startup.md).
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.def.http).send({ error: err.def.code, message: err.message, data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsOf(err.validation as unknown as Issue[]);
      const first = Object.values(fields)[0];
      return reply.code(422).send({ error: Errors.VALIDATION.code, message: first ?? Errors.VALIDATION.message, data: { fields } });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: Errors.PAYLOAD_TOO_LARGE.code, message: Errors.PAYLOAD_TOO_LARGE.message });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said in Thai.
      return reply
        .code(err.statusCode === 415 || err.statusCode === 400 ? 422 : err.statusCode)
        .send({ error: Errors.VALIDATION.code, message: Errors.VALIDATION.message, data: { fields: {} } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: Errors.INTERNAL.code, message: Errors.INTERNAL.message });
  });
});
