import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stamp } from './columns';

/**
 * One sign-in with Google in progress. The browser holds only the row's id, in an HttpOnly
 * cookie, so the state, nonce and PKCE verifier never leave the server and a callback is
 * accepted only from the browser that started it (no login CSRF). Several instances share it.
 */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'signin' from the sign-in pages, 'reauth' to confirm it is you before deleting. */
    intent: text('intent').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** A path on this site, checked when the flow starts. */
    returnTo: text('return_to').notNull(),
    /** For 'reauth': who asked. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** started → needs_role (a new person choosing candidate or employer) → done; or reauthenticated. */
    status: text('status').notNull().default('started'),
    /** What Google said about a new person, kept until they choose a role. */
    subject: text('subject'),
    email: text('email'),
    name: text('name'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('oauth_flows_expires_idx').on(t.expiresAt)],
);
export type OAuthFlowRow = typeof oauthFlows.$inferSelect;

/** An outside account that signs in to a Shuruaat account (Google's `sub`, never its email). */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('user_identities_user_idx').on(t.userId),
  ],
);
