import type { User } from '@shuruaat/contract';
import type { UserRow } from '../../db/schema/users';

/** The only shape a user leaves the server in: no hash, no internal columns. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    isProfileUpdated: row.isProfileUpdated,
    emailVerified: row.emailVerifiedAt !== null,
    profile: {
      displayName: row.displayName,
      photos: row.photoUrl ? [{ value: row.photoUrl }] : [],
    },
    createdAt: row.createdAt.toISOString(),
  };
}
