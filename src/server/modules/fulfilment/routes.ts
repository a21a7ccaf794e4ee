import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/api/error';
import {
  REPORT_PDF_NAME,
  reportLinkParamsSchema,
  reportPageSchema,
} from '../../../shared/api/report';
import type { Db } from '../../db/client';
import { noStore } from '../../http/no-store';
import { RATE_LIMITS } from '../../http/rate-limits';
import { downloadReportPdf } from './download-report-pdf';
import { readReportPage } from './read-report-page';

export type ReportPageRouteDeps = { db: Db };

const tags = ['report'];

/**
 * The report page's calls (docs/report.md, 'The report page'), keyed by a recipient's own link:
 * never stored by a browser or proxy, never indexed, never sent on as a referrer (D-07; the
 * security headers already send `Referrer-Policy: no-referrer` on every answer).
 */
export const reportPageRoutes: FastifyPluginAsyncZod<ReportPageRouteDeps> = async (app, deps) => {
  app.addHook('onSend', async (request, reply) => {
    await noStore(request, reply);
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  app.get(
    '/api/report/:linkId',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags,
        summary: "The report a recipient's link opens, as the model its PDF was rendered from",
        params: reportLinkParamsSchema,
        response: { 200: reportPageSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => readReportPage(deps.db, request.params.linkId),
  );

  // A file, not JSON: registered without the zod type provider, whose typed replies are JSON;
  // the params are still validated by the schema, then read through it for their type.
  await app.register(async (scope) => {
    scope.get(
      '/api/report/:linkId/pdf',
      {
        config: { rateLimit: RATE_LIMITS.lookup },
        schema: {
          tags,
          summary: 'The same PDF as the e-mail attached',
          params: reportLinkParamsSchema,
          response: { 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { linkId } = reportLinkParamsSchema.parse(request.params);
        const pdf = await downloadReportPdf(deps.db, linkId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${REPORT_PDF_NAME}"`)
          .send(pdf);
      },
    );
  });
};
