import type { ApplicationStatus, UpdateCandidateProfileBody } from '@shuruaat/contract';

export type DemoCandidate = {
  name: string;
  email: string;
  profile: UpdateCandidateProfileBody;
  /** Applications to the demo employer's first two open listings, and where each stands. */
  applies: { listing: 0 | 1; status: ApplicationStatus; cannotMeet?: 'startDate' | 'schedule' }[];
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
  bio: 'Third-year student who builds web apps for college clubs. Looking for a frontend internship where I can ship to real users.',
  languages: ['English', 'Hindi'],
  links: { github: 'https://github.com/aarav-demo', linkedin: '', portfolio: '' },
  preferredCities: ['Jaipur', 'Bengaluru'],
  preferredWorkMode: 'remote',
  visibleToEmployers: true,
};

const cover = (line: string) =>
  `${line} I read your listing closely, I can start on the date you need, and I am happy to do a short assignment first.`;

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
      bio: cover('I built the ordering screens for our canteen app used by 2,000 students.'),
      visibleToEmployers: true,
    },
    applies: [{ listing: 0, status: 'interview' }],
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
      graduationYear: 2027,
      skills: ['JavaScript', 'React', 'Node.js'],
      languages: ['Hindi', 'English'],
      visibleToEmployers: true,
    },
    applies: [
      { listing: 0, status: 'shortlisted' },
      { listing: 1, status: 'applied' },
    ],
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
  },
];
