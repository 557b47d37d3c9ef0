import { ErrorCode, JobRunRequest, JobRunResult } from '@playfront/api-contract';
import type { AppContext } from '../core/context';
import { AppError, ok } from '../core/errors';
import type { FastifyTypebox } from '../core/fastify';
import type { Job } from '../core/jobs';
import { operatorKeyHeader, requireOperator } from '../core/operator';
import { replies } from '../core/route-schema';

/**
 * The test clock (TEST_CLOCK=true, never with NODE_ENV=production): runs one scheduled job as of a chosen
 * time, so a browser test can settle a day that has not ended (agent daily wages). Only the job sees the
 * time; every other call keeps the real clock. Needs the operator key as well.
 */
export function testClockRoutes(app: FastifyTypebox, ctx: AppContext, jobs: Job[]): void {
  if (!ctx.config.testClock) return;
  app.post(
    '/dev/jobs/run',
    {
      onRequest: requireOperator(ctx),
      schema: {
        tags: ['dev'],
        headers: operatorKeyHeader,
        summary: 'Run one scheduled job as of `at` (exists only with TEST_CLOCK=true)',
        body: JobRunRequest,
        response: replies(JobRunResult),
      },
    },
    async (request) => {
      const job = jobs.find((candidate) => candidate.name === request.body.job);
      if (!job) throw new AppError(404, ErrorCode.notFound, `No job is named ${request.body.job}`);
      await job.run(new Date(request.body.at));
      return ok({ job: job.name, at: request.body.at });
    },
  );
}
