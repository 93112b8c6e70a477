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
 * The clock, and the periodic answer sweep. Every instance sweeps on its own interval; the
 * sweep's statements claim rows atomically (answers.repository), so two instances never answer
 * or remind twice, and a restart loses nothing: the next sweep picks up whatever is due.
 */
async function answersPlugin(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate('clock', systemClock());
  app.decorate('sweepAnswers', () => sweepUnanswered(app.db, app.clock.now()));

  if (config.answerSweepMs > 0) {
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = app
        .sweepAnswers()
        .then((result) => {
          if (result.answered + result.reminded > 0) app.log.info(result, 'answer sweep');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'answer sweep failed; retrying next time'))
        .finally(() => {
          running = undefined;
        });
    }, config.answerSweepMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
}

export default fp(answersPlugin, { name: 'answers', dependencies: ['database'] });
