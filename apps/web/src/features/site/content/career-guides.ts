import type { ContentSection } from './types';

export type Guide = {
  id: string;
  title: string;
  summary: string;
  sections: readonly ContentSection[];
};

export const GUIDES: readonly Guide[] = [
  {
    id: 'choosing-an-internship',
    title: 'How to choose an internship',
    summary: 'What to weigh beyond the company name: the work, the mentor, the pay and the hours.',
    sections: [
      {
        id: 'work',
        title: 'Start with the work, not the logo',
        paragraphs: [
          'Read the “What you’ll do” part of a listing twice. An internship at a small startup where you ship features every week teaches more than one at a famous company where you format slides. Ask yourself: at the end, what will I be able to show?',
        ],
      },
      {
        id: 'checks',
        title: 'Five checks before you apply',
        points: [
          'Is the stipend stated? On Shuruaat it always is; elsewhere, a missing stipend is a question to ask.',
          'Who will guide you? A named mentor or team lead is a good sign.',
          'How many hours a week, and which days in the office? Make sure it fits your classes.',
          'Is there a certificate, a letter of recommendation or a pre-placement offer (PPO)?',
          'Does anyone ask you for money? Walk away: genuine internships never charge a fee.',
        ],
      },
      {
        id: 'remote',
        title: 'Work from home or office?',
        paragraphs: [
          'Remote internships save travel and rent and open up companies in other cities. Office internships make it easier to learn by watching others. For a first internship, hybrid is often the best of both.',
        ],
      },
    ],
  },
  {
    id: 'reading-an-offer',
    title: 'Reading a stipend or CTC offer',
    summary: 'Stipend, CTC, in-hand salary and the parts of an offer letter that matter.',
    sections: [
      {
        id: 'stipend',
        title: 'Stipend: what an intern is paid',
        paragraphs: [
          'A stipend is a monthly amount for an internship, usually paid without deductions. “₹10,000–15,000 /month” means the employer will offer an amount in that range, often based on your skills or interview. Ask whether it is fixed or performance-linked, and when it is paid.',
        ],
      },
      {
        id: 'ctc',
        title: 'CTC is not your in-hand salary',
        paragraphs: [
          'Cost to Company (CTC) is everything the employer spends on you in a year, written in lakh per annum (LPA). It includes your basic pay and allowances, but also the employer’s provident fund contribution, gratuity, insurance and sometimes a one-time joining bonus or variable pay you may not receive in full.',
          'As a rough guide, a fresher with a ₹4.5 LPA CTC might take home about ₹30,000–33,000 a month after provident fund, professional tax and income tax. Ask HR for a monthly breakup before you accept.',
        ],
      },
      {
        id: 'offer-letter',
        title: 'Read these lines of the offer letter',
        points: [
          'Fixed pay versus variable pay, and how the variable part is decided',
          'Joining bonus, and whether you must repay it if you leave within a year',
          'Bond or service agreement: its length and the penalty for leaving early',
          'Notice period, probation and the location you may be posted to',
        ],
      },
    ],
  },
  {
    id: 'fresher-resume',
    title: 'Writing a fresher resume',
    summary: 'One page that shows what you built, in the words employers search for.',
    sections: [
      {
        id: 'structure',
        title: 'One page, in this order',
        points: [
          'Name, phone, email, city and links to LinkedIn, GitHub or your portfolio',
          'Education: degree, college, year and CGPA or percentage if it helps',
          'Projects: two or three, each with what you built, the tools and a result',
          'Internships and experience, newest first',
          'Skills, grouped: languages, tools, soft skills',
          'Achievements: hackathons, ranks, certifications, leadership in clubs',
        ],
      },
      {
        id: 'bullets',
        title: 'Write bullets that prove something',
        paragraphs: [
          'Begin with a verb and end with a result: “Built a React dashboard for a college canteen that cut queue time by 10 minutes” says more than “Worked on a React project”. Use numbers wherever you have them.',
          'Skip the photo, date of birth, father’s name and a generic objective. Save the resume as a PDF named after yourself, like “Asha-Verma-Resume.pdf”.',
        ],
      },
    ],
  },
  {
    id: 'interviews',
    title: 'Preparing for interviews',
    summary: 'From “tell me about yourself” to the questions you should ask.',
    sections: [
      {
        id: 'before',
        title: 'Before the interview',
        points: [
          'Read the listing again and match each requirement with something you have done.',
          'Prepare a 60-second answer to “Tell me about yourself”: who you are, one project, why this role.',
          'Be ready to explain every line of your resume, especially projects, in detail.',
          'For online interviews, test your camera, microphone and internet, and sit in a quiet, lit place.',
        ],
      },
      {
        id: 'during',
        title: 'During the interview',
        paragraphs: [
          'Think aloud on technical questions: interviewers want to see how you reason, not only the answer. If you do not know something, say so and explain how you would find out. Use the STAR pattern — situation, task, action, result — for questions about teamwork or problems you solved.',
        ],
      },
      {
        id: 'after',
        title: 'Questions to ask, and after',
        points: [
          'What would I work on in the first month, and who would guide me?',
          'How is performance reviewed, and what happens at the end of the internship?',
          'Send a short thank-you email the same day; on Shuruaat, your application timeline shows the next step.',
        ],
      },
    ],
  },
];
