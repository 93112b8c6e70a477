import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { systemClock, type Clock } from './clock';
import { sweepUnanswered } from './answers.service';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    clock: Clock;
    sweepAnswers(): Promise<{ answered: number; reminded: number }>;
  }
}

/**
 * The clock, and the periodic answer sweep, a job of the one runner (decision 031). The sweep's
 * statements claim rows atomically too (answers.repository), so a sweep asked for by hand beside
 * the job never answers or reminds twice, and a restart loses nothing: the next sweep picks up
 * whatever is due.
 */
async function answersPlugin(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate('clock', systemClock());
  app.decorate('sweepAnswers', () => sweepUnanswered(app.db, app.clock.now()));

  app.backgroundJobs.define({
    name: 'answer-sweep',
    description: 'Reminds employers of unanswered applications and answers those 30 days old',
    scope: 'cluster',
    everyMs: config.answerSweepMs,
    run: async () => {
      const result = await app.sweepAnswers();
      if (result.answered + result.reminded === 0) return 'idle';
      app.log.info(result, 'answer sweep');
    },
  });
}

export default fp(answersPlugin, {
  name: 'answers',
  dependencies: ['database', 'background-jobs'],
});
