import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema/applications';
import { jobs } from '../db/schema/jobs';
import { createTestApp } from '../test/test-app';
import { loadDemoData } from './load-demo-data';

// What a question asks for, read from its wording: the demo's questions are free text, so the
// kinds are the three an employer's wording makes plain.
type Kind = 'link' | 'yes-no' | 'words';
function kindOf(question: string): Kind {
  if (/\b(link|github)\b/i.test(question)) return 'link';
  if (/^(do|are|can|have|is)\b/i.test(question)) return 'yes-no';
  return 'words';
}
const ANSWERS_KIND: Record<Kind, (answer: string) => boolean> = {
  link: (answer) => /https?:\/\/\S+/.test(answer),
  'yes-no': (answer) => /^(yes|no)\b/i.test(answer),
  // An answer in words answers in words: no bare "Yes" to "Describe a bug…".
  words: (answer) => !/^(yes|no)\b/i.test(answer) && answer.length >= 20,
};

let app: FastifyInstance;
let seeded: {
  title: string;
  questionIds: string[];
  answers: (typeof applications.$inferSelect)['answers'];
}[];
beforeAll(async () => {
  app = await createTestApp();
  await loadDemoData(app.db, app.storage, app.log);
  seeded = (
    await app.db
      .select({ title: jobs.title, questions: jobs.questions, answers: applications.answers })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
  ).map((row) => ({
    title: row.title,
    questionIds: row.questions.map((q) => q._id),
    answers: row.answers,
  }));
}, 60_000);
afterAll(() => app.close());

describe('demo applications', () => {
  it('answer only questions of their own job, and every one of them', () => {
    expect(seeded.filter((row) => row.questionIds.length > 0).length).toBeGreaterThan(5);
    for (const { title, questionIds, answers } of seeded) {
      expect(
        answers.map((a) => a.questionId),
        title,
      ).toEqual(questionIds);
    }
  });

  it('answer each question with the kind of answer it asks for (a link, yes or no, words)', () => {
    const wrong = seeded.flatMap(({ title, answers }) =>
      answers
        .filter((a) => !ANSWERS_KIND[kindOf(a.question)](a.answer))
        .map((a) => `${title}: "${a.question}" → "${a.answer}"`),
    );
    expect(wrong).toEqual([]);
  });

  it('never give one stock answer to different questions', () => {
    const questionsOf = new Map<string, Set<string>>();
    for (const { answers } of seeded) {
      for (const a of answers) {
        questionsOf.set(a.answer, (questionsOf.get(a.answer) ?? new Set()).add(a.question));
      }
    }
    expect([...questionsOf].filter(([, questions]) => questions.size > 1)).toEqual([]);
  });
});
