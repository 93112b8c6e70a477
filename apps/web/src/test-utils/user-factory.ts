import type { User } from '@shuruaat/contract';

/** A valid user for tests of any feature; override only what the test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u_1',
    email: 'asha@example.in',
    role: 'candidate',
    isProfileUpdated: false,
    emailVerified: true,
    profile: { displayName: 'Asha Verma', photos: [] },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
