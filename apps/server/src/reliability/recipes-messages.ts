import {
  CandidateApplicationResponseSchema,
  MessageReportsResponseSchema,
} from '@shuruaat/contract';
import { bearer } from '../test/accounts';
import { interviewBody } from '../test/conversations';
import { multipart, tinyPdf } from '../test/uploads';
import type { Call } from './operations';
import type { Recipe } from './recipes';
import type { World } from './world';

type Thread = { applicationId: string; openingId: string };

/** The owners' application, with the employer's opening message; made once per world. */
const threads = new WeakMap<World, Promise<Thread>>();
function ownersThread(world: World): Promise<Thread> {
  const made =
    threads.get(world) ??
    (async () => {
      const { app, accounts, job } = world;
      const mine = await app.inject({
        url: `/api/candidates/application/${job._id}`,
        headers: bearer(accounts.candidate.token),
      });
      const id = CandidateApplicationResponseSchema.parse(mine.json()).application?._id ?? '';
      const opening = await app.inject({
        method: 'POST',
        url: `/api/users/messages/${id}`,
        headers: bearer(accounts.employer.token),
        payload: { body: 'Hello from the hiring team' },
      });
      return {
        applicationId: id,
        openingId: (opening.json() as { sent: { _id: string } }).sent._id,
      };
    })();
  threads.set(world, made);
  return made;
}

/** The thread with messages on: a block recipe as the candidate may have turned them off. */
async function openThread(world: World): Promise<Thread> {
  const thread = await ownersThread(world);
  await world.app.inject({
    method: 'DELETE',
    url: `/api/users/messages/${thread.applicationId}/block`,
    headers: bearer(world.accounts.candidate.token),
  });
  return thread;
}

const inThread =
  (extra: (world: World, t: Thread) => Call | Promise<Call> = () => ({})) =>
  async (world: World): Promise<Call> => {
    const thread = await openThread(world);
    const call = await extra(world, thread);
    return { ...call, params: { applicationId: thread.applicationId, ...call.params } };
  };

async function freshReply(world: World, t: Thread): Promise<string> {
  const response = await world.app.inject({
    method: 'POST',
    url: `/api/users/messages/${t.applicationId}`,
    headers: bearer(world.accounts.candidate.token),
    payload: { body: 'A reply to report' },
  });
  return (response.json() as { sent: { _id: string } }).sent._id;
}

async function freshInterview(world: World, t: Thread): Promise<string> {
  const response = await world.app.inject({
    method: 'POST',
    url: `/api/users/messages/${t.applicationId}/interviews`,
    headers: bearer(world.accounts.employer.token),
    payload: interviewBody(),
  });
  return (response.json() as { interview: { _id: string } }).interview._id;
}

const pdfUpload = (): Call => {
  const form = multipart('file', 'portfolio.pdf', 'application/pdf', tinyPdf('Portfolio'));
  return { raw: { contentType: form.headers['content-type'], payload: form.payload } };
};

/** Recipes for messages, interviews, applicant contact details and message reports. */
export const MESSAGE_RECIPES: Record<string, Recipe> = {
  'GET /api/users/messages/': { owner: 'candidate' },
  'GET /api/users/messages/unread-count': { owner: 'candidate' },
  'GET /api/users/messages/{applicationId}': { owner: 'candidate', call: inThread() },
  'POST /api/users/messages/{applicationId}': {
    owner: 'candidate',
    call: inThread(() => ({ body: { body: 'Thank you, I am available on Monday.' } })),
  },
  'POST /api/users/messages/{applicationId}/attachment': {
    owner: 'candidate',
    call: inThread(pdfUpload),
  },
  'GET /api/users/messages/{applicationId}/attachment/{messageId}': {
    owner: 'candidate',
    call: inThread(async (world, t) => {
      const form = multipart('file', 'offer.pdf', 'application/pdf', tinyPdf('Offer'));
      const sent = await world.app.inject({
        method: 'POST',
        url: `/api/users/messages/${t.applicationId}/attachment`,
        headers: { ...bearer(world.accounts.employer.token), ...form.headers },
        payload: form.payload,
      });
      return { params: { messageId: (sent.json() as { sent: { _id: string } }).sent._id } };
    }),
  },
  'PUT /api/users/messages/{applicationId}/block': { owner: 'candidate', call: inThread() },
  'DELETE /api/users/messages/{applicationId}/block': { owner: 'candidate', call: inThread() },
  'POST /api/users/messages/{applicationId}/report/{messageId}': {
    owner: 'employer',
    call: inThread(async (world, t) => ({
      params: { messageId: await freshReply(world, t) },
      body: { reason: 'Abusive or threatening' },
    })),
  },
  'POST /api/users/messages/{applicationId}/interviews': {
    owner: 'employer',
    call: inThread(() => ({ body: interviewBody() })),
  },
  'POST /api/users/interviews/{interviewId}/respond': {
    owner: 'candidate',
    call: async (world) => ({
      params: { interviewId: await freshInterview(world, await openThread(world)) },
      body: { answer: 'accept' },
    }),
  },
  'GET /api/users/interviews/{interviewId}/ics': {
    owner: 'candidate',
    call: async (world) => ({
      params: { interviewId: await freshInterview(world, await openThread(world)) },
    }),
  },
  'GET /api/employers/job/{jobId}/applicant/{userId}/contact': { owner: 'employer' },
  'GET /api/employers/job/{jobId}/applicants/csv': { owner: 'employer' },
  'GET /api/admins/message-reports': { owner: 'admin' },
  'GET /api/admins/messaging-suspensions': { owner: 'admin' },
  // No suspension to lift in the world (pausing its employer would stop the other recipes):
  // the admin's call reaches the service and is told there is none; message-safety.test.ts lifts one.
  'POST /api/admins/messaging-suspensions/{suspensionId}/lift': {
    owner: 'admin',
    call: () => ({
      params: { suspensionId: '00000000-0000-4000-8000-000000000000' },
      body: { note: 'Checked with the employer' },
    }),
  },
  'PUT /api/admins/message-reports/{reportId}': {
    owner: 'admin',
    call: async (world) => {
      const t = await openThread(world);
      const messageId = await freshReply(world, t);
      await world.app.inject({
        method: 'POST',
        url: `/api/users/messages/${t.applicationId}/report/${messageId}`,
        headers: bearer(world.accounts.employer.token),
        payload: { reason: 'Abusive or threatening' },
      });
      const list = await world.app.inject({
        url: '/api/admins/message-reports',
        headers: bearer(world.accounts.admin.token),
      });
      const { reports } = MessageReportsResponseSchema.parse(list.json());
      const reportId = reports.find((r) => r.messageId === messageId)?._id ?? '';
      return { params: { reportId }, body: { note: 'Reviewed' } };
    },
  },
};
