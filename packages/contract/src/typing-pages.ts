import { SITE_NAME } from './page-titles';
import { TYPING_LENGTHS } from './typing-lengths';

/**
 * The typing test's pages (issue 15). Apart from typing.ts, whose schemas and preset pages
 * stay out of the entry chunk that every visitor downloads (this list is in it, via SITE_PAGES).
 */
export const TYPING_PAGES = [
  {
    path: '/tools/typing-test',
    title: `Typing test in Hindi and English — practice ${TYPING_LENGTHS.practice}, tests ${TYPING_LENGTHS.tests} | ${SITE_NAME}`,
  },
  { path: '/tools/:slug', title: null },
  { path: '/tools/typing-test/result', title: `Your typing result | ${SITE_NAME}` },
  { path: '/tools/typing-test/result/:id', title: `Typing result | ${SITE_NAME}` },
  { path: '/tools/typing-test/certificate/:id', title: null },
  { path: '/tools/typing-test/retest/:token', title: `Typing retest | ${SITE_NAME}` },
  { path: '/user/dashboard/typing', title: `My typing results | ${SITE_NAME}` },
] as const satisfies readonly { path: string; title: string | null }[];

export const typingCertificateTitle = (name: string) =>
  `Typing certificate of ${name} | ${SITE_NAME}`;
