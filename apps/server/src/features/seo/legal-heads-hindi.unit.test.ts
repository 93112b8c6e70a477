import { findInfoPage } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { blogsHead } from './blog-heads';
import { headInLanguage, infoPageHead, internshipsHead } from './page-head';

const head = (path: string) => {
  const page = findInfoPage(path);
  if (!page) throw new Error(`no info page ${path}`);
  return infoPageHead('https://x.test', page);
};

describe('the translated pages’ heads under /hi', () => {
  it('title and describe the privacy notice and terms in Hindi', () => {
    expect(headInLanguage(head('/privacy-policy'), '/privacy-policy', 'hi')).toMatchObject({
      title: 'प्राइवेसी नोटिस | Shuruaat',
      description:
        'Shuruaat आपकी निजी जानकारी कैसे लेता, इस्तेमाल करता और सुरक्षित रखता है, और DPDP Act, 2023 के तहत आपके अधिकार।',
    });
    expect(headInLanguage(head('/terms-and-privacy'), '/terms-and-privacy', 'hi')).toMatchObject({
      title: 'नियम और शर्तें | Shuruaat',
      description:
        'उम्मीदवारों और कंपनियों के लिए Shuruaat के नियम: अकाउंट, लिस्टिंग, कोई फ़ीस नहीं, व्यवहार और विवाद।',
    });
  });

  it('leave the English heads, and Hindi pages without their own words, as they are', () => {
    const privacy = head('/privacy-policy');
    expect(headInLanguage(privacy, '/privacy-policy', 'en')).toEqual(privacy);
    expect(privacy.title).toBe('Privacy notice | Shuruaat');
    // Every info page has Hindi words now; an address without them keeps its English head.
    const about = head('/about-us');
    expect(headInLanguage(about, '/a-page-without-hindi-words', 'hi')).toEqual(about);
    expect(headInLanguage(about, '/about-us', 'hi').title).toBe('हमारे बारे में | Shuruaat');
  });

  it('title the landing pages and the blog list in Hindi, keeping the address', () => {
    const internships = headInLanguage(internshipsHead('https://x.test'), '/internships', 'hi');
    expect(internships.title).toMatch(/^भारत में इंटर्नशिप/);
    expect(internships.canonical).toBe('https://x.test/internships');
    expect(headInLanguage(blogsHead('https://x.test'), '/blogs', 'hi').title).toBe(
      'ब्लॉग: स्टूडेंट्स और फ्रेशर्स के लिए करियर की सलाह | Shuruaat',
    );
  });
});
