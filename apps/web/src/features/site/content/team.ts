/** The team: each person's role and what they do; shown with initials, never with photos. */
export type TeamMember = { name: string; role: string; does: string };

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Ananya Rao',
    role: 'site.team.1.role',
    does: 'site.team.1.does',
  },
  {
    name: 'Farhan Qureshi',
    role: 'site.team.2.role',
    does: 'site.team.2.does',
  },
  {
    name: 'Meera Iyer',
    role: 'site.team.3.role',
    does: 'site.team.3.does',
  },
  {
    name: 'Rohit Bansal',
    role: 'site.team.4.role',
    does: 'site.team.4.does',
  },
  {
    name: 'Kavya Nair',
    role: 'site.team.5.role',
    does: 'site.team.5.does',
  },
  {
    name: 'Siddharth Jain',
    role: 'site.team.6.role',
    does: 'site.team.6.does',
  },
  {
    name: 'Priya Menon',
    role: 'site.team.7.role',
    does: 'site.team.7.does',
  },
  {
    name: 'Vikram Singh',
    role: 'site.team.8.role',
    does: 'site.team.8.does',
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
