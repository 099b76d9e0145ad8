/** The teaching call for 查重 of lab reports (a class's teachers): /api/teaching/reportSimilarity. */
import type { FastifyInstance } from 'fastify';
import { REPORT_SIMILARITY_THRESHOLD } from '../../src/core/api/report-similarity-contract';
import type { AppContext } from '../app-context';
import { idSchema } from '../http/paging';
import { reportSimilarity } from '../teaching/reports/report-similarity';
import { teachingRoute } from '../teaching/teaching-route';

/** The share of the shorter report's text a pair must reach (0.1 … 1). */
const thresholdSchema = {
  type: 'number',
  minimum: REPORT_SIMILARITY_THRESHOLD.min,
  maximum: REPORT_SIMILARITY_THRESHOLD.max,
} as const;

export function teachingReportSimilarityRoutes(app: FastifyInstance, ctx: AppContext): void {
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportSimilarity',
    { classId: idSchema, experimentId: idSchema, threshold: thresholdSchema },
    ['classId', 'experimentId'],
    ({ input, user }) => reportSimilarity(ctx.db, user, input),
  );
}
