/**
 * The team: each person's name, role and what they do (message ids: a name is written in the
 * page's script); shown with initials, never with photos.
 */
export type TeamMember = { name: string; role: string; does: string };

export const TEAM: readonly TeamMember[] = [
  {
    name: 'site.team.1.name',
    role: 'site.team.1.role',
    does: 'site.team.1.does',
  },
  {
    name: 'site.team.2.name',
    role: 'site.team.2.role',
    does: 'site.team.2.does',
  },
  {
    name: 'site.team.3.name',
    role: 'site.team.3.role',
    does: 'site.team.3.does',
  },
  {
    name: 'site.team.4.name',
    role: 'site.team.4.role',
    does: 'site.team.4.does',
  },
  {
    name: 'site.team.5.name',
    role: 'site.team.5.role',
    does: 'site.team.5.does',
  },
  {
    name: 'site.team.6.name',
    role: 'site.team.6.role',
    does: 'site.team.6.does',
  },
  {
    name: 'site.team.7.name',
    role: 'site.team.7.role',
    does: 'site.team.7.does',
  },
  {
    name: 'site.team.8.name',
    role: 'site.team.8.role',
    does: 'site.team.8.does',
  },
];

/** "Ananya Rao" → "AR", "अनन्या राव" → "अर": the initials shown in place of a photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
