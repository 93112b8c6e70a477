import { findTypingToolPage, typingCertificateTitle } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { certificateHead, toolPageHead } from './typing-page-words';

const certificate = {
  name: 'Asha Verma',
  presetName: 'SSC CHSL typing test',
  netWpm: 38.5,
  accuracy: 96.25,
  revokedAt: null,
};

describe('the typing pages’ heads in the reader’s language', () => {
  it('title and describe a certificate in Hindi for a Hindi reader, the exam name kept', () => {
    expect(certificateHead(certificate, 'hi')).toEqual({
      title: 'Asha Verma का टाइपिंग सर्टिफ़िकेट | Shuruaat',
      description:
        'Asha Verma ने SSC CHSL टाइपिंग टेस्ट 38.5 WPM नेट स्पीड और 96.25% शुद्धता के साथ पास किया। यह सर्टिफ़िकेट मान्य है।',
    });
    expect(certificateHead({ ...certificate, revokedAt: new Date() }, 'hi').description).toMatch(
      /यह सर्टिफ़िकेट रद्द किया जा चुका है।$/,
    );
  });

  it('keep the English certificate head word for word', () => {
    expect(certificateHead({ ...certificate, presetName: 'SSC CHSL' }, 'en')).toEqual({
      title: typingCertificateTitle('Asha Verma'),
      description:
        'Asha Verma passed the SSC CHSL typing test at 38.5 WPM net with 96.25% accuracy. This certificate is valid.',
    });
  });

  it('title a preset page in Hindi with its layout or exam name as students know it', () => {
    const inscript = findTypingToolPage('hindi-typing-test-inscript-5-minutes');
    const rrb = findTypingToolPage('english-typing-test-rrb-ntpc-10-minutes');
    if (!inscript || !rrb) throw new Error('the preset pages moved');
    expect(toolPageHead(inscript, 'hi').title).toBe(
      'हिन्दी टाइपिंग टेस्ट, InScript — 5 मिनट, फ़्री | Shuruaat',
    );
    expect(toolPageHead(rrb, 'hi')).toEqual({
      title: 'RRB NTPC टाइपिंग स्किल टेस्ट (CBTST) — अंग्रेज़ी, 10 मिनट | Shuruaat',
      description:
        'अंग्रेज़ी में RRB NTPC टाइपिंग स्किल टेस्ट (CBTST) की फ़्री प्रैक्टिस: 10 मिनट, परीक्षा के नियमों से जाँच और हर गलती का निशान।',
    });
    expect(toolPageHead(rrb, 'en')).toEqual({ title: rrb.title, description: rrb.description });
  });
});
