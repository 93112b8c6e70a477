import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQS } from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { addProject } from '../../test/programs';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

const ORIGIN = 'https://shuruaat.example';
let app: FastifyInstance;
let employer: TestAccount;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shuruaat-seo-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shuruaat</title>\n<meta\n  name="description"\n  content="default"\n/>\n</head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ webDistDir: dist, publicUrl: ORIGIN });
  employer = await readyEmployer(app);
  await app.inject({
    method: 'PUT',
    url: '/api/employers/update-employer-profile',
    headers: bearer(employer.token),
    payload: { website: 'https://kiranacloud.example' },
  });
});
afterAll(() => app.close());

async function page(path: string) {
  const response = await app.inject({ url: path });
  const html = response.body;
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { response, html, ld: ld ? JSON.parse(ld) : undefined };
}

const meta = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1];

describe('page heads written by the server', () => {
  it('gives the home page its title, description, canonical link and Open Graph tags', async () => {
    const { html } = await page('/');
    expect(html).toContain(
      '<title>Shuruaat — Internships and jobs for students and freshers in India</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(meta(html, 'og:title')).toContain('Internships and jobs');
    expect(meta(html, 'description')).toMatch(/internships/);
    expect(html).not.toContain('content="default"');
  });

  it('names "city or work from home" searches the way the results read', async () => {
    const { html } = await page('/jobs?city=Pune&workMode=remote');
    expect(html).toContain(
      '<title>Internships and jobs in Pune or work from home | Shuruaat</title>',
    );
  });

  it('names a /jobs search by the words as the search read them, not as typed', async () => {
    const { html } = await page('/jobs?q=intership%20pune');
    expect(html).toContain('<title>Internships in Pune | Shuruaat</title>');
    expect(html).toContain(`href="${ORIGIN}/jobs?q=intership+pune"`);
  });

  it('names a filtered /jobs search in its title and keeps no JSON-LD on lists', async () => {
    const { html, ld } = await page('/jobs?q=python&kind=internship&city=Pune&sort=pay');
    expect(html).toContain('<title>Python internships in Pune | Shuruaat</title>');
    expect(html).toContain(`href="${ORIGIN}/jobs?q=python&amp;kind=internship&amp;city=Pune"`);
    expect(ld).toBeUndefined();
    expect((await page('/internships')).html).toContain('<title>Internships in India');
    expect((await page('/explore-internships')).html).toContain(
      `<link rel="canonical" href="${ORIGIN}/explore-internships" />`,
    );
    expect((await page('/employerpage')).html).toContain(
      '<title>Hire interns and freshers in India',
    );
  });

  // The title is written from the words the search read, which carry no markup; the
  // description and canonical link still hold what was typed, escaped.
  it('escapes what visitors type into the URL', async () => {
    const { html } = await page('/jobs?q=%3C/title%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/<title>[^<]*<\/title>/);
    expect(html).toContain('q=%3C%2Ftitle%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E');
  });

  it('answers an unknown job slug with 404 and the app shell', async () => {
    const { response, html } = await page('/jobs/no-such-job-1234');
    expect(response.statusCode).toBe(404);
    expect(html).toContain('<div id="root">');
  });

  it('redirects /job/{id} to the readable address', async () => {
    const job = await postJob(app, employer);
    const response = await app.inject({ url: `/job/${job._id}` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/jobs/${job.slug}`);
  });
});

describe('JobPosting JSON-LD', () => {
  it('describes an internship the way Google for Jobs requires', async () => {
    const job = await postJob(
      app,
      employer,
      internshipBody({ cities: ['Pune', 'Mumbai'], workMode: 'office' }),
    );
    const { html, ld } = await page(`/jobs/${job.slug}`);
    expect(html).toContain(
      '<title>React Developer Intern at Kirana Cloud — Pune, Mumbai | Shuruaat</title>',
    );
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'React Developer Intern',
      identifier: { '@type': 'PropertyValue', name: 'Kirana Cloud', value: job._id },
      employmentType: 'INTERN',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Kirana Cloud',
        sameAs: 'https://kiranacloud.example',
      },
      jobLocation: [
        {
          '@type': 'Place',
          address: { addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
        },
        { '@type': 'Place', address: { addressLocality: 'Mumbai', addressCountry: 'IN' } },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 10_000,
          maxValue: 15_000,
          unitText: 'MONTH',
        },
      },
      directApply: true,
      url: `${ORIGIN}/jobs/${job.slug}`,
    });
    expect(ld.description).toMatch(/^<p>Build screens/);
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ld.validThrough).toMatch(/T23:59:59\+05:30$/);
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('marks a fully remote job as telecommute for applicants in India, with a yearly salary', async () => {
    const job = await postJob(
      app,
      employer,
      jobBody({ workMode: 'remote', cities: [], partTime: true }),
    );
    const { ld } = await page(`/jobs/${job.slug}`);
    expect(ld).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      baseSalary: { value: { minValue: 450_000, maxValue: 600_000, unitText: 'YEAR' } },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('leaves JSON-LD off closed and expired jobs', async () => {
    const closed = await postJob(app, employer);
    await app.inject({
      method: 'PATCH',
      url: `/api/employers/employer-job/${closed._id}/closed`,
      headers: bearer(employer.token),
    });
    const expired = await postJob(app, employer);
    await app.db.execute(
      sql`update jobs set apply_by = current_date - 1 where id = ${expired._id}`,
    );
    for (const job of [closed, expired]) {
      const { response, ld } = await page(`/jobs/${job.slug}`);
      expect(response.statusCode).toBe(200);
      expect(ld).toBeUndefined();
    }
  });
});

describe('robots.txt and sitemaps', () => {
  it('keeps crawlers out of the API and dashboards and points at the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /employer/');
    expect(response.body).toContain('Disallow: /hi/employer/');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists the site’s pages and every open job, but no drafts', async () => {
    const open = await postJob(app, employer, internshipBody({ title: 'Sitemap Listed Intern' }));
    const draft = await postJob(app, employer, { ...internshipBody(), status: 'draft' });
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/jobs-1.xml</loc>`);
    const pages = await app.inject({ url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain(`<loc>${ORIGIN}/internships</loc>`);
    const jobs = await app.inject({ url: '/sitemaps/jobs-1.xml' });
    expect(jobs.body).toContain(`<loc>${ORIGIN}/jobs/${open.slug}</loc>`);
    expect(jobs.body).not.toContain(draft.slug);
    expect((await app.inject({ url: '/sitemaps/jobs-99.xml' })).statusCode).toBe(404);
  });

  it('lists every information page in the sitemap, spelled as the spec spells it', async () => {
    const pages = await app.inject({ url: '/sitemaps/pages.xml' });
    for (const path of ['/about-us', '/out-teams', '/Faqs', '/corporate-traning', '/apply']) {
      expect(pages.body).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
  });

  it('lists each page and listing at its Hindi address too, each naming both with hreflang', async () => {
    const open = await postJob(app, employer, internshipBody({ title: 'Sitemap Hindi Intern' }));
    const pages = await app.inject({ url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain(`<loc>${ORIGIN}/hi</loc>`);
    expect(pages.body).toContain(`<loc>${ORIGIN}/hi/internships</loc>`);
    const jobs = (await app.inject({ url: '/sitemaps/jobs-1.xml' })).body;
    const hindi = `${ORIGIN}/hi/jobs/${open.slug}`;
    expect(jobs).toContain(`<loc>${hindi}</loc>`);
    expect(jobs).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>`);
    expect(jobs).toContain(
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/jobs/${open.slug}"/>`,
    );
  });
});

describe('information pages', () => {
  it('get their own title, description, canonical link and Open Graph tags', async () => {
    const { response, html } = await page('/premium-program');
    expect(response.statusCode).toBe(200);
    expect(html).toContain(
      '<title>Premium Program — 12-week internship with 1:1 mentor | Shuruaat</title>',
    );
    expect(meta(html, 'description')).toContain('₹7,999');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/premium-program" />`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/premium-program`);
  });

  it('describe the organisation on the home and about pages', async () => {
    for (const path of ['/', '/about-us']) {
      const { ld } = await page(path);
      expect(ld).toMatchObject({ '@type': 'Organization', name: 'Shuruaat', url: `${ORIGIN}/` });
    }
  });

  it('mark up the FAQs as FAQPage with every question and its answer', async () => {
    const { ld } = await page('/Faqs');
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Is Shuruaat free for students?',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });

  it('mark up the Hindi FAQs in Hindi, question for question as the page says them', async () => {
    const { ld } = await page('/hi/Faqs');
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(FAQS.length);
    expect(ld.mainEntity[0]).toMatchObject({
      name: 'क्या Shuruaat स्टूडेंट्स के लिए फ़्री है?',
      acceptedAnswer: { text: expect.stringMatching(/^हाँ। प्रोफ़ाइल बनाना/) },
    });
    expect(JSON.stringify(ld)).not.toContain('Is Shuruaat free');
    const about = await page('/hi/about-us');
    expect(about.ld.description).toMatch(/^भारत के स्टूडेंट्स और फ्रेशर्स के लिए/);
  });

  it('answer friendlier spellings with a permanent redirect to the spec’s path', async () => {
    const aliases = {
      '/faqs': '/Faqs',
      '/standard-program': '/Standard-Program',
      '/corporate-training': '/corporate-traning',
      '/career-guidance': '/Career-guidence',
      '/our-team': '/out-teams',
    };
    for (const [from, to] of Object.entries(aliases)) {
      const response = await app.inject({ url: from });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    const withQuery = await app.inject({ url: '/our-team?utm_source=mail' });
    expect(withQuery.headers.location).toBe('/out-teams?utm_source=mail');
    expect((await app.inject({ url: '/Faqs' })).statusCode).toBe(200);
  });
});

describe('page titles of Hindi pages', () => {
  it('writes the Hindi title of a public page, of a job page and of a missing page', async () => {
    expect((await page('/hi/login')).html).toContain('<title>लॉग इन | Shuruaat</title>');
    expect((await page('/hi')).html).toContain(
      '<title>Shuruaat — स्टूडेंट्स और फ्रेशर्स के लिए इंटर्नशिप और नौकरियाँ</title>',
    );
    const job = await postJob(
      app,
      employer,
      internshipBody({ cities: ['Pune'], workMode: 'office' }),
    );
    expect((await page(`/hi/jobs/${job.slug}`)).html).toContain(
      '<title>React Developer Intern, Kirana Cloud — Pune | Shuruaat</title>',
    );
    const missing = await page('/hi/no-such-page');
    expect(missing.response.statusCode).toBe(404);
    expect(missing.html).toContain('<title>पेज नहीं मिला | Shuruaat</title>');
    // The English address keeps the English title.
    expect((await page('/login')).html).toContain('<title>Log in | Shuruaat</title>');
  });

  it('titles and describes a Hindi search by its filters, as its heading reads', async () => {
    const search = await page('/hi/jobs?kind=internship&category=marketing&city=Pune');
    expect(search.html).toContain('<title>पुणे में मार्केटिंग इंटर्नशिप | Shuruaat</title>');
    expect(meta(search.html, 'description')).toBe(
      'पुणे में मार्केटिंग इंटर्नशिप: हर लिस्टिंग पर स्टाइपेंड या CTC, अवधि, शुरू होने की तारीख़ और आवेदन की आख़िरी तारीख़ देखें, और अपनी Shuruaat प्रोफ़ाइल से अप्लाई करें।',
    );
    expect((await page('/hi/jobs')).html).toContain(
      '<title>भारत में इंटर्नशिप और नौकरियाँ | Shuruaat</title>',
    );
    // The English address keeps the contract's English, word for word.
    const english = await page('/jobs?kind=internship&category=marketing&city=Pune');
    expect(english.html).toContain('<title>Marketing internships in Pune | Shuruaat</title>');
    expect(meta(english.html, 'description')).toBe(
      'Marketing internships in Pune: see stipend or CTC, duration, start date and apply-by on each listing, and apply with your Shuruaat profile.',
    );
  });

  it('describes the home page, a listing’s pay and a missing page in Hindi', async () => {
    expect(meta((await page('/hi')).html, 'description')).toMatch(/^पूरे भारत में स्टाइपेंड वाली/);
    const internship = await postJob(
      app,
      employer,
      internshipBody({ stipend: { min: 45000, max: 135000 } }),
    );
    expect(meta((await page(`/hi/jobs/${internship.slug}`)).html, 'description')).toMatch(
      /^स्टाइपेंड ₹45,000–₹1,35,000\/महीना\. /,
    );
    expect(meta((await page(`/jobs/${internship.slug}`)).html, 'description')).toMatch(
      /^Stipend ₹45,000–₹1,35,000 \/month\. /,
    );
    const unpaid = await postJob(app, employer, internshipBody({ stipend: null }));
    expect(meta((await page(`/hi/jobs/${unpaid.slug}`)).html, 'description')).toMatch(
      /^बिना स्टाइपेंड\. /,
    );
    const missing = await page('/hi/jobs/no-such-listing');
    expect(meta(missing.html, 'description')).toBe('यह पेज मौजूद नहीं है या अब उपलब्ध नहीं है।');
    expect(meta((await page('/hi/login')).html, 'description')).toBe(
      'भारत के स्टूडेंट्स और फ्रेशर्स के लिए इंटर्नशिप और नौकरियाँ।',
    );
  });

  it('describes a published portfolio in Hindi on its Hindi address, in English on its own', async () => {
    const student = await registerAccount(app, 'candidate');
    await addProject(app, student);
    const handle = `seo-${Date.now().toString(36)}`;
    await app.inject({
      method: 'PUT',
      url: '/api/candidates/portfolio/settings',
      headers: bearer(student.token),
      payload: { handle, headline: '', isPublished: true },
    });
    const hindi = await page(`/hi/portfolio/${handle}`);
    expect(meta(hindi.html, 'description')).toBe('1 प्रोजेक्ट। स्किल्स: React, Node.js');
    expect(meta(hindi.html, 'og:description')).toBe('1 प्रोजेक्ट। स्किल्स: React, Node.js');
    const english = await page(`/portfolio/${handle}`);
    expect(meta(english.html, 'description')).toBe('1 project. Skills: React, Node.js');
  });
});
