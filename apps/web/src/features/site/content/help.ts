export type HelpAudience = 'candidates' | 'employers';
export type HelpArticle = { id: string; audience: HelpAudience; title: string; body: string };

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'create-account',
    audience: 'candidates',
    title: 'Creating your account',
    body: 'Choose “Sign up”, then “I want to find internships and jobs”. Enter your name, email and a password of at least 8 characters. You can browse without an account; you need one to apply.',
  },
  {
    id: 'complete-profile',
    audience: 'candidates',
    title: 'Completing your profile',
    body: 'From your dashboard choose “Update profile” and fill in your mobile number, city, college, degree, graduation year and skills. Employers see your profile with each application, and a complete one is required to apply.',
  },
  {
    id: 'upload-resume',
    audience: 'candidates',
    title: 'Uploading your resume',
    body: 'Open Dashboard → Resume and upload a PDF of up to 5 MB. Each upload is kept as a new version; applications carry the version you had when you applied. Only employers you apply to, or that you let search resumes, can open it.',
  },
  {
    id: 'apply',
    audience: 'candidates',
    title: 'Applying to an internship or job',
    body: 'Open a listing and choose “Apply now”. Confirm your availability, answer the employer’s questions and send. You can follow each application, its status and its timeline under “My applications”.',
  },
  {
    id: 'withdraw',
    audience: 'candidates',
    title: 'Withdrawing an application',
    body: 'In “My applications”, open the application and choose “Withdraw”. The employer sees that you withdrew. You cannot apply to the same listing again afterwards.',
  },
  {
    id: 'resume-search',
    audience: 'candidates',
    title: 'Letting employers find you',
    body: 'In your profile, switch on “Visible to employers” to appear in the resume database of employers our team has cleared. Switch it off at any time; links already shared stop working at once.',
  },
  {
    id: 'employer-signup',
    audience: 'employers',
    title: 'Signing up as an employer',
    body: 'Choose “Sign up”, then “I want to hire”, or use “Hire From Us” in the top bar. Use your work email. Then complete your company profile: name, website, industry, size, city and a short description.',
  },
  {
    id: 'post-job',
    audience: 'employers',
    title: 'Posting an internship or job',
    body: 'From your dashboard choose “Post a job”. Give the title, category, description, skills, cities or work from home, the stipend per month or CTC per year, and the apply-by date. Add screening questions if you need them. Posting is free.',
  },
  {
    id: 'pay-rules',
    audience: 'employers',
    title: 'Why a listing was held back',
    body: 'Listings must show pay, and the numbers must make sense: a stipend per month, not per year; a maximum no lower than the minimum. Unpaid internships must follow our rules: no fee, at most 20 hours a week and 3 months, and a certificate.',
  },
  {
    id: 'applicants',
    audience: 'employers',
    title: 'Managing applicants',
    body: 'Open a job’s applicants to read each profile, answers and resume. Move applicants to shortlisted, interview, hired or not selected, one at a time or in bulk. Each candidate is notified, so please answer everyone.',
  },
  {
    id: 'job-status',
    audience: 'employers',
    title: 'Pausing, closing or deleting a job',
    body: 'In “My jobs”, pause a listing to stop new applications for a while, close it when you have hired, or delete a draft. Applicants keep seeing the status of their application.',
  },
  {
    id: 'resume-access',
    audience: 'employers',
    title: 'Searching the resume database',
    body: 'After our team clears your company, “Resume database” lets you search candidates who chose to be visible, by skills and city. Each resume you open is recorded and shown to the candidate.',
  },
];
