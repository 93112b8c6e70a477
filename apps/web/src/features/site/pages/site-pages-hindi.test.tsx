import {
  CONTACT_TOPIC_LABELS,
  FAQS,
  FAQS_HI,
  PROGRAM_LABELS,
  SUBMISSION_MESSAGES,
  TRACK_LABELS,
} from '@shuruaat/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readInEnglish, readInHindi } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { PROGRAM_NAME_IDS, TOPIC_IDS, TRACK_IDS } from '../content/labels';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import { aboutPageRoute } from './about-page';
import { contactPageRoute } from './contact-page';
import { faqsPageRoute } from './faqs-page';
import { helpPageRoute } from './help-page';

const english = en as Record<string, string>;

describe('the site catalogue’s English', () => {
  it('says the contract’s labels and questions word for word', () => {
    for (const [topic, id] of Object.entries(TOPIC_IDS))
      expect(english[id]).toBe(CONTACT_TOPIC_LABELS[topic as keyof typeof TOPIC_IDS]);
    for (const [program, id] of Object.entries(PROGRAM_NAME_IDS))
      expect(english[id]).toBe(PROGRAM_LABELS[program as keyof typeof PROGRAM_NAME_IDS]);
    for (const [track, id] of Object.entries(TRACK_IDS))
      expect(english[id]).toBe(TRACK_LABELS[track as keyof typeof TRACK_IDS]);
    FAQS.forEach((faq, index) => {
      expect(english[`site.faqs.${index + 1}.question`]).toBe(faq.question);
      expect(english[`site.faqs.${index + 1}.answer`]).toBe(faq.answer);
    });
  });
});

describe('the site catalogue’s Hindi FAQs', () => {
  // The server writes FAQS_HI into /hi/Faqs' FAQPage data; the page must say the same words.
  it('say the contract’s Hindi questions and answers word for word, one for each question', () => {
    const hindi = hi as Record<string, string>;
    expect(FAQS_HI).toHaveLength(FAQS.length);
    FAQS_HI.forEach((faq, index) => {
      expect(hindi[`site.faqs.${index + 1}.question`]).toBe(faq.question);
      expect(hindi[`site.faqs.${index + 1}.answer`]).toBe(faq.answer);
    });
  });
});

describe('the site pages in Hindi', () => {
  beforeEach(() => readInHindi());
  afterEach(() => {
    readInEnglish();
    vi.unstubAllGlobals();
  });

  it('about us: the heading, the sections and the cards are Hindi', async () => {
    renderRoute(aboutPageRoute, { path: '/about-us' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'काम की दुनिया में पहला सही कदम' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'स्टूडेंट्स से कभी कोई फ़ीस नहीं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'इंटर्नशिप खोजें' })).toHaveAttribute(
      'href',
      '/internships',
    );
  });

  it('FAQs: each question in Hindi, and the links to help and contact', async () => {
    renderRoute(faqsPageRoute, { path: '/Faqs' });
    expect(await screen.findByText('क्या Shuruaat स्टूडेंट्स के लिए फ़्री है?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मदद केंद्र' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'हमें लिखें' })).toHaveAttribute('href', '/contact');
  });

  it('help: searches the Hindi articles with Hindi words', async () => {
    renderRoute(helpPageRoute, { path: '/help' });
    await userEvent.type(await screen.findByLabelText('मदद के लेख खोजें'), 'रिज़्यूमे अपलोड');
    expect(screen.getByRole('heading', { name: 'अपना रिज़्यूमे अपलोड करना' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ लेख$/);
  });

  it('contact: field checks, the topics and the server’s thanks are Hindi', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ message: SUBMISSION_MESSAGES.contactSent }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoute(contactPageRoute, { path: '/contact' });
    await userEvent.click(await screen.findByRole('button', { name: 'मैसेज भेजें' }));
    expect(await screen.findByText('अपना नाम लिखें')).toBeInTheDocument();
    expect(screen.getByText('विषय चुनें', { selector: 'p, span, div' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('आपका नाम'), 'Asha Verma');
    await userEvent.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await userEvent.selectOptions(screen.getByLabelText('विषय'), 'मैं स्टूडेंट या फ्रेशर हूँ');
    await userEvent.type(screen.getByLabelText('मैसेज'), 'मुझे अपने आवेदन के बारे में जानना है, कृपया बताएँ।');
    await userEvent.click(screen.getByRole('button', { name: 'मैसेज भेजें' }));
    expect(
      await screen.findByText('धन्यवाद! आपका मैसेज हम तक पहुँच गया। हम 2 कामकाजी दिनों में जवाब देंगे।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मैसेज भेज दिया गया' })).toBeInTheDocument();
  });
});
