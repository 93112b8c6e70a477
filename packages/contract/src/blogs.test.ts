import { describe, expect, it } from 'vitest';
import { BlogBodySchema, blogPath, readingMinutesOf, slugifyTitle } from './blogs';

describe('blog slugs', () => {
  it('derives a readable slug from a title with rupees, colons and Hindi', () => {
    expect(slugifyTitle('Your first CTC offer: what ₹6 LPA means')).toBe(
      'your-first-ctc-offer-what-6-lpa-means',
    );
    expect(slugifyTitle('  SSC typing — टाइपिंग test  ')).toBe('ssc-typing-test');
  });

  it('keeps a slug within 80 characters without a trailing hyphen', () => {
    const slug = slugifyTitle(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('drops the old site’s trailing .html from a post’s address', () => {
    expect(blogPath('reading-a-stipend.html')).toBe('/blogs/reading-a-stipend');
    expect(blogPath('reading-a-stipend')).toBe('/blogs/reading-a-stipend');
  });

  it('refuses a slug with capitals, spaces or double hyphens', () => {
    const base = {
      title: 'A title long enough',
      author: 'Desk',
      metaDescription: 'x'.repeat(60),
      body: 'y '.repeat(150),
      topic: 'resume',
    };
    for (const slug of ['Bad', 'two words', 'a--b', '-lead']) {
      expect(BlogBodySchema.safeParse({ ...base, slug }).success).toBe(false);
    }
    expect(BlogBodySchema.safeParse({ ...base, slug: 'good-slug-2' }).success).toBe(true);
  });
});

describe('reading time', () => {
  it('counts about 200 words a minute and never says zero', () => {
    expect(readingMinutesOf('one two')).toBe(1);
    expect(readingMinutesOf('word '.repeat(1000))).toBe(5);
  });
});
