import { addDays, todayInIndia, type Job, type User } from '@shuruaat/contract';
import type { Db } from '../db/client';
import {
  getApplicationIdOf,
  getConversation,
  sendEmployerMessage,
  sendMessage,
} from '../features/conversations/conversations.service';
import { createLiveHub, type LiveHub } from '../features/conversations/live-hub';
import { scheduleInterview } from '../features/conversations/interviews.service';
import type { Listing, OpenListings } from './load-demo-applications';

/** An interview for the student's application that is already at the interview stage. */
async function proposeInterview(
  db: Db,
  live: LiveHub,
  student: User,
  interview: Listing,
): Promise<void> {
  const { owner, job } = interview;
  const applicationId = await getApplicationIdOf(db, owner, job._id, student._id);
  await scheduleInterview(db, live, owner, applicationId, {
    date: addDays(todayInIndia(), 3),
    time: '11:00',
    durationMinutes: 45,
    mode: 'online',
    location: 'https://meet.example.com/demo-interview',
    notes:
      'A short call with the person you would work with, then a look at the website you shared.',
  });
}

/**
 * The demo employer and the demo student already talking about the student's shortlisted
 * application, and an interview proposed where the student is at that stage, so both inboxes
 * and the interview card have content.
 */
export async function loadDemoConversations(
  db: Db,
  student: User,
  listings: OpenListings,
  demoEmployerCompany: string,
  interview: Listing | undefined,
): Promise<void> {
  const kirana = listings.get(demoEmployerCompany);
  const job = kirana?.jobs[0] as Job | undefined;
  if (!kirana || !job) return;
  // Nobody is listening while the demo data loads; the hub only has to accept the events.
  const live = createLiveHub({ redisUrl: undefined, channel: 'demo' });
  const applicationId = await getApplicationIdOf(db, kirana.owner, job._id, student._id);
  await sendEmployerMessage(db, {
    employerId: kirana.owner._id,
    applicationId,
    body: `Hi ${student.profile.displayName.split(' ')[0] ?? ''}, thanks for applying to ${job.title}. We liked your projects. Could you share a link to the one you are proudest of?`,
  });
  // The student read it before replying, so their bell counts only what is new.
  await getConversation(db, live, student, applicationId);
  await sendMessage(
    db,
    live,
    student,
    applicationId,
    'Thank you! Here is my college fest app: https://github.com/example/fest-app. I built the React front end and the payments flow.',
  );
  if (interview) await proposeInterview(db, live, student, interview);
}
