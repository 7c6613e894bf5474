// Answers from the engines' own apps: imported as JSON rows (the API call) or as a JSONL or CSV file,
// checked first and stored only with `confirm`; and compared with the API answers of a prompt and engine.
import {
  AnswerImportInputSchema,
  AnswerImportListSchema,
  AnswerImportRefSchema,
  AnswerImportReportSchema,
  ApiErrorSchema,
  AppComparisonParamsSchema,
  AppComparisonQuerySchema,
  AppComparisonSchema,
  answerImportMessages,
  IMPORT_FILE_MAX_BYTES,
  OkSchema,
  ProjectRefSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import { readTextFileForm } from '../../http/uploads.ts';
import type { AnswerImportService } from './answer-imports.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  413: ApiErrorSchema,
};

export const answerImportRoutes = (
  app: ZodApp,
  deps: { answerImports: AnswerImportService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { answerImports: service, requireAuth } = deps;
  const tags = ['answer-imports'];

  app.get('/projects/:id/answer-imports/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listAnswerImports',
      summary: "List the brand's imports of app answers, newest first",
      tags,
      params: ProjectRefSchema,
      response: { 200: AnswerImportListSchema, ...errors },
    },
    handler: (req) => service.list(userIdOf(req), req.params.id),
  });
  app.post('/projects/:id/answer-imports/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'importAppAnswers',
      summary: 'Check answers captured in the engines’ apps and, with confirm, import the valid ones',
      tags,
      params: ProjectRefSchema,
      body: AnswerImportInputSchema,
      response: { 200: AnswerImportReportSchema, ...errors },
    },
    handler: (req) => service.importJson(userIdOf(req), req.params.id, req.body.rows, req.body.confirm),
  });
  app.post('/projects/:id/answer-imports/upload/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'uploadAppAnswers',
      summary: 'Check a JSONL or CSV file of app answers and, with confirm=true, import its valid rows',
      tags,
      params: ProjectRefSchema,
      description: 'Multipart form: file (JSONL or CSV), confirm (true to import), file_name.',
      response: { 200: AnswerImportReportSchema, ...errors },
    },
    handler: async (req) => {
      const { fields, file } = await readTextFileForm(req, {
        field: 'file',
        maxBytes: IMPORT_FILE_MAX_BYTES,
        typeMessage: answerImportMessages.fileType,
        sizeMessage: answerImportMessages.fileTooLarge,
      });
      return service.importFile(
        userIdOf(req),
        req.params.id,
        file,
        fields.confirm === 'true',
        fields.file_name ?? null,
      );
    },
  });
  app.delete('/projects/:id/answer-imports/:importId/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'deleteAnswerImport',
      summary: 'Take an import back: its app answers leave the comparison and every figure',
      tags,
      params: AnswerImportRefSchema,
      response: { 200: OkSchema, ...errors },
    },
    handler: async (req) => {
      await service.remove(userIdOf(req), req.params.id, req.params.importId);
      return { success: true as const };
    },
  });
  app.get('/projects/:id/ranking-queries/:qid/app-comparison/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'compareAppAnswers',
      summary: 'Mention rate, position and cited domains of app answers beside API answers, with intervals',
      tags,
      params: AppComparisonParamsSchema,
      querystring: AppComparisonQuerySchema,
      response: { 200: AppComparisonSchema, ...errors },
    },
    handler: (req) => service.comparison(userIdOf(req), req.params.id, req.params.qid, req.query),
  });
};
