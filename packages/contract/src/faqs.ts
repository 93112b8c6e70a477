export type FaqEntry = { question: string; answer: string };

/**
 * The questions on /Faqs. They live in the contract because the server writes them into the
 * page's FAQPage structured data and the web app shows them: one text, two readers.
 */
export const FAQS = [
  {
    question: 'Is Shuruaat free for students?',
    answer:
      'Yes. Creating a profile, uploading a resume, applying to internships and jobs and using the tools costs nothing, always. Only the optional Standard and Premium mentored programs have a fee, shown in rupees before you apply.',
  },
  {
    question: 'How do I know what an internship pays?',
    answer:
      'Every listing must show the stipend in ₹ per month, or say plainly that it is unpaid. Jobs show the CTC in ₹ lakh per annum. Listings without pay, or with pay that does not add up, are held back until the employer fixes them.',
  },
  {
    question: 'Who can see my resume?',
    answer:
      'Only employers you apply to, and, if you switch it on, employers an admin has cleared for resume search. Resumes are never public: each download is a short-lived private link, and you can see which employers opened yours.',
  },
  {
    question: 'Will I hear back after I apply?',
    answer:
      'Yes. Employers move every applicant to shortlisted, interview, hired or not selected, and you get a notification at each step. Your dashboard shows a timeline for every application.',
  },
  {
    question: 'Can an employer charge me a fee for an internship?',
    answer:
      'No. Asking a student for money to apply, train or join is against our terms. Report such a listing from the job page or write to support@shuruaat.in and we remove it, usually the same day.',
  },
  {
    question: 'What is the difference between the free, Standard and Premium programs?',
    answer:
      'The free internship is an unpaid project internship with a mentor and a certificate. The Standard Program (₹2,999, 8 weeks) adds two reviewed projects and weekly group mentoring. The Premium Program (₹7,999, 12 weeks) adds a 1:1 mentor, a client project, mock interviews and referrals.',
  },
  {
    question: 'I am under 18. Can I use Shuruaat?',
    answer:
      'You can browse and use the tools. To create an account and apply you need a parent or guardian’s consent, as India’s data protection law requires, and some employers only hire adults.',
  },
  {
    question: 'How do employers get checked?',
    answer:
      'Every employer signs up with a work email and a company profile. Our team reviews new companies, checks pay and listing rules, and removes employers who break them.',
  },
  {
    question: 'How do I post an internship or job as an employer?',
    answer:
      'Sign up and choose “I want to hire”, fill in your company profile, then post from your dashboard. Listings are free; you choose the pay, cities, screening questions and apply-by date.',
  },
  {
    question: 'How do I delete my account and data?',
    answer:
      'Write to privacy@shuruaat.in from your account email. We erase your profile, resumes and applications within 30 days, except records the law requires us to keep.',
  },
] as const satisfies readonly FaqEntry[];
