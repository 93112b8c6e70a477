import { UserSchema, type User } from '@shuruaat/contract';
import { readJson, removeItem, writeJson } from '@/lib/storage';

/** docs/product-spec.md §3: the session's user lives under this key. The token never does. */
export const USER_KEY = 'user';

/** Restores the saved user; anything unreadable is dropped so it cannot fail again. */
export function loadStoredUser(): User | null {
  const raw = readJson(USER_KEY);
  if (raw === null) return null;
  const parsed = UserSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  removeItem(USER_KEY);
  return null;
}

export function saveStoredUser(user: User): void {
  writeJson(USER_KEY, user);
}

export function clearStoredUser(): void {
  removeItem(USER_KEY);
}
