import { describe, expect, it } from 'vitest';
import { isAlreadyAnswered, requestKey, type AnsweredRequests } from './answered-requests';

describe('requests a server-rendered page already answered', () => {
  it('go out once per server render, however many passes ask for them', () => {
    const server: AnsweredRequests = { kind: 'server', started: new Set() };
    expect(isAlreadyAnswered(server, 'jobs/fetchJob', 'intern')).toBe(false);
    expect(isAlreadyAnswered(server, 'jobs/fetchJob', 'intern')).toBe(true);
    expect(isAlreadyAnswered(server, 'jobs/fetchJob', 'other')).toBe(false);
  });

  it('are skipped once in the browser, then asked again like any request', () => {
    const browser: AnsweredRequests = {
      kind: 'browser',
      answered: new Set([requestKey('listings/fetchListing', 'kind=job')]),
    };
    expect(isAlreadyAnswered(browser, 'listings/fetchListing', 'kind=job')).toBe(true);
    expect(isAlreadyAnswered(browser, 'listings/fetchListing', 'kind=job')).toBe(false);
  });

  it('change nothing for a store without them (tests, the plain app shell)', () => {
    expect(isAlreadyAnswered(undefined, 'jobs/fetchJob', 'intern')).toBe(false);
  });

  it('are told apart by their argument, written as JSON', () => {
    expect(requestKey('jobs/searchJobs', { q: 'react' })).toBe('jobs/searchJobs {"q":"react"}');
    expect(requestKey('auth/revalidate', undefined)).toBe('auth/revalidate ');
  });
});
