// Answers as evidence: one answer (collected, or imported from an engine's app) with the spans of its
// reading; a user's correction of the reading, its withdrawal; the corrections as labelled cases.
import {
  AnswerEvidenceSchema,
  AnswerRefSchema,
  ApiErrorSchema,
  CorrectionInputSchema,
  ProjectRefSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { EvidenceService } from './evidence.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
/** A correction needs the text: 409 once the retention policy removed it. */
const correctionErrors = { ...errors, 409: ApiErrorSchema };
/** The corrections export's media type: JSON lines. */
const NDJSON = 'application/x-ndjson';

export const evidenceRoutes = (
  app: ZodApp,
  deps: { evidence: EvidenceService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { evidence: service, requireAuth } = deps;
  const tags = ['evidence'];

  // The same three routes for both origins: one correction mechanism.
  const origins = [
    { origin: 'api', segment: 'answers', name: 'Answer', what: 'an answer' },
    { origin: 'app', segment: 'imported-answers', name: 'ImportedAnswer', what: 'an imported app answer' },
  ] as const;
  for (const { origin, segment, name, what } of origins) {
    app.get(`/projects/:id/${segment}/:aid/evidence/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `get${name}Evidence`,
        summary: `One ${what.replace(/^an? /, '')} with the highlighted spans of its reading and its correction`,
        tags,
        params: AnswerRefSchema,
        response: { 200: AnswerEvidenceSchema, ...errors },
      },
      handler: (req) => service.get(userIdOf(req), req.params.id, origin, req.params.aid),
    });
    app.post(`/projects/:id/${segment}/:aid/correction/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `correct${name}Reading`,
        summary: `Correct the reading of ${what} (wrong position, not my brand, missed mention)`,
        tags,
        params: AnswerRefSchema,
        body: CorrectionInputSchema,
        response: { 200: AnswerEvidenceSchema, ...correctionErrors },
      },
      handler: (req) => service.correct(userIdOf(req), req.params.id, origin, req.params.aid, req.body),
    });
    app.delete(`/projects/:id/${segment}/:aid/correction/`, {
      preHandler: requireAuth,
      schema: {
        operationId: `withdraw${name}Correction`,
        summary: `Withdraw the correction of ${what}: the analyzer's reading is back`,
        tags,
        params: AnswerRefSchema,
        response: { 200: AnswerEvidenceSchema, ...correctionErrors },
      },
      handler: (req) => service.withdraw(userIdOf(req), req.params.id, origin, req.params.aid),
    });
  }
  app.get('/projects/:id/answer-corrections/export/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'exportAnswerCorrections',
      summary: 'The corrected answers as labelled cases (JSON lines, the gold format of the analyzer)',
      tags,
      params: ProjectRefSchema,
      response: {
        200: {
          description: 'One labelled case per line (JSON lines).',
          content: { [NDJSON]: { schema: z.string() } },
        },
        ...errors,
      },
    },
    handler: async (req, reply) => {
      const lines = await service.exportCases(userIdOf(req), req.params.id);
      return reply
        .type(`${NDJSON}; charset=utf-8`)
        .header('content-disposition', 'attachment; filename="corrections.jsonl"')
        .send(lines);
    },
  });
};
