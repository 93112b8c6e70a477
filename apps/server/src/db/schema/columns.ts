import { timestamp } from 'drizzle-orm/pg-core';

/** Millisecond timestamps: keyset cursors carry a JavaScript Date, which holds no microseconds. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
