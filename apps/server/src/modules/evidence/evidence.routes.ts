// Answers as evidence: one answer with the spans of its reading; a user's correction of the reading,
// its withdrawal; the corrections as labelled cases.
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

export const evidenceRoutes = (
  app: ZodApp,
  deps: { evidence: EvidenceService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { evidence: service, requireAuth } = deps;
  const tags = ['evidence'];

  app.get('/projects/:id/answers/:aid/evidence/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getAnswerEvidence',
      summary: 'One answer with the highlighted spans of its reading and its correction',
      tags,
      params: AnswerRefSchema,
      response: { 200: AnswerEvidenceSchema, ...errors },
    },
    handler: (req) => service.get(userIdOf(req), req.params.id, req.params.aid),
  });
  app.post('/projects/:id/answers/:aid/correction/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'correctAnswerReading',
      summary: "Correct an answer's reading (wrong position, not my brand, missed mention)",
      tags,
      params: AnswerRefSchema,
      body: CorrectionInputSchema,
      response: { 200: AnswerEvidenceSchema, ...errors },
    },
    handler: (req) => service.correct(userIdOf(req), req.params.id, req.params.aid, req.body),
  });
  app.delete('/projects/:id/answers/:aid/correction/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'withdrawAnswerCorrection',
      summary: "Withdraw an answer's correction: the analyzer's reading is back",
      tags,
      params: AnswerRefSchema,
      response: { 200: AnswerEvidenceSchema, ...errors },
    },
    handler: (req) => service.withdraw(userIdOf(req), req.params.id, req.params.aid),
  });
  app.get('/projects/:id/answer-corrections/export/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'exportAnswerCorrections',
      summary: 'The corrected answers as labelled cases (JSON lines, the gold format of the analyzer)',
      tags,
      params: ProjectRefSchema,
      response: { 200: z.string(), ...errors },
    },
    handler: async (req, reply) => {
      const lines = await service.exportCases(userIdOf(req), req.params.id);
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', 'attachment; filename="corrections.jsonl"')
        .send(lines);
    },
  });
};
