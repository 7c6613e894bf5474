// Custom reports of a brand (analysis spec 2.8 and 7): GET projects/{id}/reports/{rid}/ as the spec
// reads it, and our calls to create one from the brand and to list them.
import {
  ApiErrorSchema,
  CustomReportCreateSchema,
  CustomReportListSchema,
  CustomReportSchema,
  CustomReportSummarySchema,
  customReportMessages,
  ProjectRefSchema,
  RowRefSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { CustomReportService } from './custom-report.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const ReportParams = ProjectRefSchema.extend({ reportId: RowRefSchema });

export const customReportRoutes = (
  app: ZodApp,
  deps: { customReports: CustomReportService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { customReports, requireAuth } = deps;
  const tags = ['reports'];

  app.post('/projects/:id/reports/create/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'createCustomReport',
      summary:
        'Creates a custom report {title, start_date, end_date, data_types} of the brand (EDIT access).',
      description: `data_types: any of RANKING, ACCURACY, WEBSITE, RECOMMENDATIONS; title defaults to "Custom Report"; the period covers at most two years. ${customReportMessages.dataTypesRequired} otherwise.`,
      tags,
      params: ProjectRefSchema,
      body: CustomReportCreateSchema,
      response: { 201: CustomReportSummarySchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await customReports.create(userIdOf(req), req.params.id, req.body)),
  });

  app.get('/projects/:id/reports/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listCustomReports',
      summary: 'The brand’s custom reports, newest first (VIEW access).',
      tags,
      params: ProjectRefSchema,
      response: { 200: CustomReportListSchema, ...errors },
    },
    handler: (req) => customReports.list(userIdOf(req), req.params.id),
  });

  app.get('/projects/:id/reports/:reportId/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getCustomReport',
      summary: 'One custom report with every page’s figures and AI analysis (VIEW access).',
      tags,
      params: ReportParams,
      response: { 200: CustomReportSchema, ...errors },
    },
    handler: (req) => customReports.get(userIdOf(req), req.params.id, req.params.reportId),
  });
};
