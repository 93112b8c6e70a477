import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnswerClosedListing } from '../../lib/listing-closure';
import { answerClosedListing } from './listing-closure';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    answerClosedListing: AnswerClosedListing;
  }
}

/** Hands the features that close listings the one way to answer their applicants. */
async function listingClosurePlugin(app: FastifyInstance) {
  app.decorate('answerClosedListing', answerClosedListing);
}

export default fp(listingClosurePlugin, { name: 'listing-closure' });
