import type { FastifyInstance } from 'fastify';
import type { AmbassadorApplicationBody } from '@shuruaat/contract';
import { bearer, registerAccount } from './accounts';

export const AMBASSADOR_BODY: AmbassadorApplicationBody = {
  college: 'Fergusson College',
  city: 'Pune',
  yearOfStudy: 'second',
  why: 'I run the coding club and want every junior on campus to find a paid internship early.',
  socialLinks: ['https://www.linkedin.com/in/ananya-iyer'],
};

/** A new candidate's pending ambassador application; its id. */
export async function pendingAmbassadorApplication(app: FastifyInstance): Promise<string> {
  const candidate = await registerAccount(app, 'candidate');
  const response = await app.inject({
    method: 'POST',
    url: '/api/candidates/ambassador-application',
    headers: bearer(candidate.token),
    payload: AMBASSADOR_BODY,
  });
  if (response.statusCode !== 201) throw new Error(`ambassador setup failed: ${response.body}`);
  return (response.json() as { application: { _id: string } }).application._id;
}
