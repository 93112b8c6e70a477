/** The team: each person's role and what they do; shown with initials, never with photos. */
export type TeamMember = { name: string; role: string; does: string };

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Ananya Rao',
    role: 'Head of product and engineering',
    does: 'Designs and ships the job search, profiles, applications and employer tools, and keeps the site fast on slow mobile networks.',
  },
  {
    name: 'Farhan Qureshi',
    role: 'Listing quality lead',
    does: 'Reviews new companies, checks that pay is shown and sensible, and removes listings that charge students or break our rules.',
  },
  {
    name: 'Meera Iyer',
    role: 'Student success manager',
    does: 'Replies to student questions, helps with profiles and resumes, and follows up when an employer goes quiet.',
  },
  {
    name: 'Rohit Bansal',
    role: 'Employer success manager',
    does: 'Helps employers write clear listings, set fair stipends and screening questions, and move applicants through each stage.',
  },
  {
    name: 'Kavya Nair',
    role: 'Mentor lead, programs',
    does: 'Working developers, designers, analysts and marketers who review interns’ work every week in the Standard and Premium programs.',
  },
  {
    name: 'Siddharth Jain',
    role: 'Campus relations lead',
    does: 'Partners with placement cells and student clubs and runs the campus ambassador program.',
  },
  {
    name: 'Priya Menon',
    role: 'Grievance officer, trust and privacy',
    does: 'Handles data requests and complaints as our grievance officer, and reviews who can see resumes and why.',
  },
  {
    name: 'Vikram Singh',
    role: 'Corporate training lead',
    does: 'Designs and teaches the corporate tracks: fresher onboarding, web development, data skills and workplace communication.',
  },
];

/** "Ananya Rao" → "AR": the initials shown in place of a photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
