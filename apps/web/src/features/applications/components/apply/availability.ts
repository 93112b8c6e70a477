import type { AVAILABILITY_KEYS, Job } from '@shuruaat/contract';
import { durationText, startText } from '@/lib/listing-format';

export type AvailabilityKey = (typeof AVAILABILITY_KEYS)[number];
export type AvailabilityQuestion = { key: AvailabilityKey; title: string; question: string };

function locationQuestion(job: Job): Omit<AvailabilityQuestion, 'key'> {
  const cities = job.cities.join(', ');
  if (job.workMode === 'remote') {
    return {
      title: 'Work from home',
      question: 'This role is work from home. Can you work from home?',
    };
  }
  if (job.workMode === 'hybrid') {
    return {
      title: `Hybrid, ${cities}`,
      question: `This role is hybrid in ${cities}. Can you come to the office there on some days?`,
    };
  }
  return {
    title: `In office, ${cities}`,
    question: `This role is in the office in ${cities}. Can you work from there?`,
  };
}

/**
 * The availability check: one question for each thing the job states. Duration is asked only when
 * the job has one; a job without a set duration cannot be mismatched on it.
 */
export function availabilityQuestions(job: Job, now?: Date): AvailabilityQuestion[] {
  const start = startText(job.startDate, now);
  const questions: AvailabilityQuestion[] = [
    {
      key: 'startDate',
      title: start,
      question:
        start === 'Starts immediately'
          ? 'This role starts immediately. Can you join right away?'
          : `This role starts on ${start.replace('Starts ', '')}. Can you join by then?`,
    },
  ];
  if (job.durationMonths) {
    const duration = durationText(job.durationMonths);
    questions.push({
      key: 'duration',
      title: duration,
      question: `It lasts ${duration}. Are you available for all ${duration}?`,
    });
  }
  questions.push({ key: 'location', ...locationQuestion(job) });
  questions.push(
    job.partTime
      ? {
          key: 'schedule',
          title: 'Part-time',
          question:
            'This is a part-time role. Can you give it the hours it needs alongside your studies or work?',
        }
      : {
          key: 'schedule',
          title: 'Full-time',
          question: 'This is a full-time role. Can you work full-time?',
        },
  );
  return questions;
}
