export type HelpAudience = 'candidates' | 'employers';
export type HelpArticle = { id: string; audience: HelpAudience; title: string; body: string };

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'create-account',
    audience: 'candidates',
    title: 'site.help.createAccount.title',
    body: 'site.help.createAccount.body',
  },
  {
    id: 'complete-profile',
    audience: 'candidates',
    title: 'site.help.completeProfile.title',
    body: 'site.help.completeProfile.body',
  },
  {
    id: 'upload-resume',
    audience: 'candidates',
    title: 'site.help.uploadResume.title',
    body: 'site.help.uploadResume.body',
  },
  {
    id: 'apply',
    audience: 'candidates',
    title: 'site.help.apply.title',
    body: 'site.help.apply.body',
  },
  {
    id: 'withdraw',
    audience: 'candidates',
    title: 'site.help.withdraw.title',
    body: 'site.help.withdraw.body',
  },
  {
    id: 'resume-search',
    audience: 'candidates',
    title: 'site.help.resumeSearch.title',
    body: 'site.help.resumeSearch.body',
  },
  {
    id: 'employer-signup',
    audience: 'employers',
    title: 'site.help.employerSignup.title',
    body: 'site.help.employerSignup.body',
  },
  {
    id: 'post-job',
    audience: 'employers',
    title: 'site.help.postJob.title',
    body: 'site.help.postJob.body',
  },
  {
    id: 'pay-rules',
    audience: 'employers',
    title: 'site.help.payRules.title',
    body: 'site.help.payRules.body',
  },
  {
    id: 'applicants',
    audience: 'employers',
    title: 'site.help.applicants.title',
    body: 'site.help.applicants.body',
  },
  {
    id: 'job-status',
    audience: 'employers',
    title: 'site.help.jobStatus.title',
    body: 'site.help.jobStatus.body',
  },
  {
    id: 'resume-access',
    audience: 'employers',
    title: 'site.help.resumeAccess.title',
    body: 'site.help.resumeAccess.body',
  },
];
