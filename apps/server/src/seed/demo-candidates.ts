import type { ApplicationStatus, UpdateCandidateProfileBody } from '@shuruaat/contract';

export type DemoCandidate = {
  name: string;
  email: string;
  profile: UpdateCandidateProfileBody;
  /** Applications to the demo employer's first two open listings, and where each stands. */
  applies: { listing: 0 | 1; status: ApplicationStatus; cannotMeet?: 'startDate' | 'schedule' }[];
  /** Their answer to each screening question of those listings, by the question's text. */
  answers: DemoAnswers;
};

/** Screening answers by the question's text, so each answers what its listing asked. */
export type DemoAnswers = Record<string, string>;

/** The demo employer's two listings' questions, named once so answers cannot drift from them. */
export const KIRANA_QUESTIONS = {
  project: 'Share a link to a project you built, with a line on what you did.',
  officeDays: 'Which three days a week can you come to the office?',
  bug: 'Describe a bug you tracked down that took you more than a day.',
} as const;

/** A listing of another demo company the demo student applied to, and where it stands. */
export type DemoStudentApplication = {
  company: string;
  title: string;
  status: ApplicationStatus;
  answers: DemoAnswers;
};

/** The demo student's own profile: complete, with a resume, in the resume database. */
export const DEMO_STUDENT_PROFILE: UpdateCandidateProfileBody = {
  fullName: 'Aarav Sharma',
  phone: '98110 45621',
  city: 'Jaipur',
  college: 'Malaviya National Institute of Technology, Jaipur',
  degree: 'B.Tech Computer Science',
  graduationYear: 2027,
  skills: ['React', 'JavaScript', 'Node.js', 'SQL'],
  bio: 'Final-year student who builds web apps for college clubs. Looking for a frontend internship where I can ship to real users.',
  languages: ['English', 'Hindi'],
  links: { github: 'https://github.com/aarav-demo', linkedin: '', portfolio: '' },
  preferredCities: ['Jaipur', 'Bengaluru'],
  preferredWorkMode: 'remote',
  visibleToEmployers: true,
};

/**
 * The demo student's applications beyond the demo employer's (whose listing is in
 * load-demo-applications): web work his React and JavaScript fit, one at each stage.
 */
export const DEMO_STUDENT_APPLICATIONS: DemoStudentApplication[] = [
  {
    company: 'sutrakatha',
    title: 'Shopify Web Developer Intern',
    status: 'interview',
    answers: {
      'Share a link to a website you built or worked on.':
        'https://aarav-demo.github.io/ecell-mnit: the E-Cell site at MNIT. I built the event pages and the registration form; about 1,200 students signed up through it.',
    },
  },
  {
    company: 'thinnai-studio',
    title: 'Webflow Developer Intern',
    status: 'applied',
    answers: {},
  },
  {
    company: 'nukkad-labs',
    title: 'Junior Frontend Developer',
    status: 'withdrawn',
    answers: {
      'Share a link to your GitHub profile or a project you built.':
        'https://github.com/aarav-demo (the fest-app repository is the one I am proudest of).',
    },
  },
];

/** The demo student's answers to the demo employer's internship. */
export const DEMO_STUDENT_KIRANA_ANSWERS: DemoAnswers = {
  [KIRANA_QUESTIONS.project]:
    'https://github.com/example/fest-app: the app for our college fest. I built the React front end and the payments flow; 3,000 tickets were sold through it.',
  [KIRANA_QUESTIONS.officeDays]:
    'Tuesday, Wednesday and Friday. My last semester has classes on Monday and Thursday mornings.',
};

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    name: 'Meera Pillai',
    email: 'meera.pillai@demo.shuruaat.in',
    profile: {
      fullName: 'Meera Pillai',
      phone: '94470 12345',
      city: 'Kochi',
      college: 'Cochin University of Science and Technology',
      degree: 'B.Tech Information Technology',
      graduationYear: 2026,
      skills: ['React', 'TypeScript', 'Figma'],
      languages: ['English', 'Malayalam'],
      bio: 'Graduated this year. I built the ordering screens for our canteen app, used by 2,000 students, and want my first frontend role in a product team.',
      visibleToEmployers: true,
    },
    applies: [{ listing: 0, status: 'interview' }],
    answers: {
      [KIRANA_QUESTIONS.project]:
        'https://github.com/meera-demo/canteen-app: the canteen ordering app at CUSAT. I designed the screens in Figma and built them in React with TypeScript.',
      [KIRANA_QUESTIONS.officeDays]:
        'Monday, Wednesday and Friday. I am moving to Bengaluru for this internship.',
    },
  },
  {
    name: 'Rahul Verma',
    email: 'rahul.verma@demo.shuruaat.in',
    profile: {
      fullName: 'Rahul Verma',
      phone: '98390 22110',
      city: 'Lucknow',
      college: 'Institute of Engineering and Technology, Lucknow',
      degree: 'B.Tech Computer Science',
      graduationYear: 2026,
      skills: ['JavaScript', 'React', 'Node.js'],
      languages: ['Hindi', 'English'],
      visibleToEmployers: true,
    },
    applies: [
      { listing: 0, status: 'shortlisted' },
      { listing: 1, status: 'applied' },
    ],
    answers: {
      [KIRANA_QUESTIONS.project]:
        'https://github.com/rahul-demo/mess-menu: a mess menu and feedback app for our hostel. I wrote the Node.js API and the React pages.',
      [KIRANA_QUESTIONS.officeDays]: 'Tuesday, Wednesday and Thursday, or any three you prefer.',
      [KIRANA_QUESTIONS.bug]:
        'Our hostel app logged people out at random. After two days of logs I found two servers signing sessions with different secrets behind the load balancer; one shared secret fixed it.',
    },
  },
  {
    name: 'Fatima Shaikh',
    email: 'fatima.shaikh@demo.shuruaat.in',
    profile: {
      fullName: 'Fatima Shaikh',
      phone: '99200 33445',
      city: 'Mumbai',
      college: 'Sardar Patel Institute of Technology',
      degree: 'B.E. Computer Engineering',
      graduationYear: 2026,
      skills: ['Python', 'SQL', 'React'],
      languages: ['English', 'Hindi', 'Marathi'],
    },
    applies: [{ listing: 0, status: 'applied', cannotMeet: 'startDate' }],
    answers: {
      [KIRANA_QUESTIONS.project]:
        'https://github.com/fatima-demo/attendance-dashboard: a dashboard of class attendance for our department. I wrote the SQL and the Python API; a friend did the React charts.',
      [KIRANA_QUESTIONS.officeDays]:
        'Monday, Tuesday and Wednesday, once my final exams end in the first week of next month.',
    },
  },
  {
    name: 'Gurpreet Singh',
    email: 'gurpreet.singh@demo.shuruaat.in',
    profile: {
      fullName: 'Gurpreet Singh',
      phone: '98140 55667',
      city: 'Chandigarh',
      college: 'Punjab Engineering College',
      degree: 'B.Tech Electronics',
      graduationYear: 2027,
      skills: ['JavaScript', 'HTML', 'CSS'],
      languages: ['Punjabi', 'Hindi', 'English'],
      visibleToEmployers: true,
    },
    applies: [{ listing: 0, status: 'rejected' }],
    answers: {
      [KIRANA_QUESTIONS.project]:
        'https://gurpreet-demo.github.io/portfolio: my portfolio site in plain HTML, CSS and JavaScript, with a quiz game I made for my younger cousins.',
      [KIRANA_QUESTIONS.officeDays]: 'Monday, Wednesday and Thursday.',
    },
  },
  {
    name: 'Divya Menon',
    email: 'divya.menon@demo.shuruaat.in',
    profile: {
      fullName: 'Divya Menon',
      phone: '97890 66778',
      city: 'Chennai',
      college: 'SRM Institute of Science and Technology',
      degree: 'BCA',
      graduationYear: 2026,
      skills: ['React', 'Redux', 'TypeScript'],
      languages: ['English', 'Tamil'],
    },
    applies: [
      { listing: 0, status: 'applied', cannotMeet: 'schedule' },
      { listing: 1, status: 'withdrawn' },
    ],
    answers: {
      [KIRANA_QUESTIONS.project]:
        'https://github.com/divya-demo/expense-split: an app for splitting trip expenses. I built it alone in React with Redux and TypeScript.',
      [KIRANA_QUESTIONS.officeDays]:
        'Only Tuesday and Thursday: I have lab sessions on the other weekdays until April.',
      [KIRANA_QUESTIONS.bug]:
        'A chart in my expense app showed totals a few rupees off. It took two days to see that I added amounts as floating-point numbers; storing paise as whole numbers fixed it.',
    },
  },
];
