import {
  EmployerStipendResponseBodySchema,
  MESSAGES,
  StipendAnswerBodySchema,
  type StipendCheck,
} from '@shuruaat/contract';
import { z } from 'zod';
import type { ActionFunctionArgs } from 'react-router';
import { loaded, submitted, type Loaded } from '@/lib/route-data';
import type { PageOf } from '@/lib/use-more-pages';
import { stipendsApi } from './api';

const FALLBACK = MESSAGES.somethingWentWrong;

const asPage = async (
  read: Promise<{ stipendChecks: StipendCheck[]; nextCursor: string | null }>,
): Promise<PageOf<StipendCheck>> => {
  const { stipendChecks, nextCursor } = await read;
  return { items: stipendChecks, nextCursor };
};

/** /user/dashboard/stipend-checks: the intern's questions. */
export async function internChecksLoader() {
  return { checks: await loaded(() => asPage(stipendsApi.mine()), FALLBACK) };
}

export const readMoreInternChecks = (cursor: string): Promise<Loaded<PageOf<StipendCheck>>> =>
  loaded(() => asPage(stipendsApi.mine(cursor)), FALLBACK);

const AnswerSchema = StipendAnswerBodySchema.extend({ id: z.string().min(1) });

export async function internChecksAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, AnswerSchema);
  if (!body.ok) return body;
  const { id, ...answer } = body.data;
  return loaded(() => stipendsApi.answer(id, answer), FALLBACK);
}

/** /employer/dashboard/stipend-checks: interns who said "partly" or "no". */
export async function employerChecksLoader() {
  return { checks: await loaded(() => asPage(stipendsApi.company()), FALLBACK) };
}

export const readMoreEmployerChecks = (cursor: string): Promise<Loaded<PageOf<StipendCheck>>> =>
  loaded(() => asPage(stipendsApi.company(cursor)), FALLBACK);

const ResponseSchema = EmployerStipendResponseBodySchema.extend({ id: z.string().min(1) });

export async function employerChecksAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ResponseSchema);
  if (!body.ok) return body;
  const { id, ...response } = body.data;
  return loaded(() => stipendsApi.respond(id, response), FALLBACK);
}

/** /admin/dashboard/stipend-checks: every "partly" and "no", with the company's response. */
export async function adminChecksLoader() {
  return { checks: await loaded(() => asPage(stipendsApi.queue()), FALLBACK) };
}

export const readMoreAdminChecks = (cursor: string): Promise<Loaded<PageOf<StipendCheck>>> =>
  loaded(() => asPage(stipendsApi.queue(cursor)), FALLBACK);
