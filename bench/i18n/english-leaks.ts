/**
 * Lists the interface text still in English on pages rendered in Hindi (issue 26, decision 032).
 *
 * Asks a running server (BASE_URL, default http://127.0.0.1:3301) for each public page and a
 * candidate's dashboards under /hi, as the server renders them, and reads the text of the page
 * (`#root`, plus the title and aria/placeholder/alt attributes). A piece of text is a leak when
 * it has Latin words and no Devanagari, unless it is user content — any text the page's own
 * data block carries (job titles, company names, blog posts: the loaders' answers) — or in the
 * allowlist (brand and product names, abbreviations students read in Latin).
 *
 *   npm run build && PORT=3301 NODE_ENV=test node apps/server/dist/server.js &
 *   npx tsx bench/i18n/english-leaks.ts            # prints a table per page
 *   npx tsx bench/i18n/english-leaks.ts --list     # and every leak
 */
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3301';
const SHOW_ALL = process.argv.includes('--list');

// Names and abbreviations that stay in Latin in Hindi (docs/glossary-hi.md).
const ALLOWED = new Set([
  'Shuruaat',
  'English',
  'CTC',
  'LPA',
  'PPO',
  'OTP',
  'WPM',
  'PDF',
  'CV',
  'FAQ',
  'FAQs',
  'S',
  'LinkedIn',
  'Instagram',
  'YouTube',
  'Facebook',
  'X',
  'Twitter',
  'GitHub',
  'Google',
  'Inscript',
  'Remington',
  'Kruti',
  'Dev',
  'GAIL',
  'IST',
  'MB',
  'KB',
  'Excel',
  'Tally',
]);

type Leak = { page: string; text: string };

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ');

/** The visible text pieces and the text of labelling attributes. */
function textsOf(html: string): string[] {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];
  const body = (root ?? html).replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ');
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  const nodes = body.split(/<[^>]*>/);
  return [title, ...attributes, ...nodes].map((text) => decode(text).trim()).filter(Boolean);
}

/** Every string in the page's data block: what the loaders brought is user content. */
function userContentOf(html: string): string[] {
  const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  if (!block?.[1]) return [];
  const strings: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(JSON.parse(block[1]) as unknown);
  return strings;
}

function isLeak(text: string, userContent: string[]): boolean {
  if (/[\u0900-\u097F]/.test(text)) return false;
  const words = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED.has(word));
  if (words.length === 0) return false;
  return !userContent.some((content) => content.includes(text));
}

async function leaksOf(path: string, cookie: string): Promise<Leak[]> {
  const response = await fetch(`${BASE}${path}`, { headers: { cookie }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const userContent = userContentOf(html);
  return [...new Set(textsOf(html))]
    .filter((text) => isLeak(text, userContent))
    .map((text) => ({ page: path, text }));
}

async function signedInCookie(): Promise<string> {
  const email = `leaks-${Date.now()}@example.com`;
  const response = await fetch(`${BASE}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'lang=hi' },
    body: JSON.stringify({
      name: 'लीक जाँच',
      email,
      password: 'correct-horse-battery',
      role: 'candidate',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return `${session}; lang=hi`;
}

async function firstJobPath(): Promise<string[]> {
  const answer = (await (await fetch(`${BASE}/api/jobs?limit=1`)).json()) as {
    items?: { slug: string }[];
  };
  const slug = answer.items?.[0]?.slug;
  return slug ? [`/hi/jobs/${slug}`] : [];
}

const PUBLIC = [
  '/hi',
  '/hi/jobs',
  '/hi/internships',
  '/hi/blogs',
  '/hi/login',
  '/hi/signup',
  '/hi/program/reffer',
  '/hi/refer-a-friend',
  '/hi/program/campus-ambassador',
  '/hi/project-portfolio',
  '/hi/success-stories',
];
const PUBLIC = ['/hi', '/hi/jobs', '/hi/internships', '/hi/blogs', '/hi/login', '/hi/signup'];
// The information pages and the offer checker (the spec's paths, SITE_PAGES in the contract).
const SITE = [
  '/about-us',
  '/out-teams',
  '/contact',
  '/free-internships',
  '/Standard-Program',
  '/premium-program',
  '/corporate-traning',
  '/apply',
  '/services/web',
  '/services/design',
  '/careers',
  '/careers/openings',
  '/tools',
  '/tools/is-this-offer-real',
  '/Career-guidence',
  '/help',
  '/Faqs',
].map((path) => `/hi${path}`);
const DASHBOARDS = [
  '/hi/user/dashboard',
  '/hi/user/dashboard/applications',
  '/hi/user/dashboard/jobs-for-you',
  '/hi/user/dashboard/saved-jobs',
  // The referral and portfolio pages show a candidate their own link and builder.
  '/hi/refer-a-friend?as=candidate',
  '/hi/project-portfolio?as=candidate',
  '/hi/user/dashboard/messages',
  '/hi/user/dashboard/resume',
  '/hi/user/dashboard/job-alerts',
  '/hi/user/dashboard/email-settings',
  '/hi/user/dashboard/privacy',
  '/hi/user/updateprofile',
];

const publicPages = [...PUBLIC, ...SITE, ...(await firstJobPath())];
const signedIn = await signedInCookie();
const results = [
  ...(await Promise.all(
    publicPages.map(async (page) => [page, await leaksOf(page, 'lang=hi')] as const),
  )),
  ...(await Promise.all(
    DASHBOARDS.map(async (page) => [page, await leaksOf(page, signedIn)] as const),
  )),
];
console.log('| page | English texts |\n| --- | ---: |');
for (const [page, leaks] of results) console.log(`| ${page} | ${leaks.length} |`);
console.log(`| all pages | ${results.reduce((sum, [, leaks]) => sum + leaks.length, 0)} |`);
if (SHOW_ALL)
  for (const [, leaks] of results)
    for (const leak of leaks) console.log(`${leak.page}\t${leak.text}`);
