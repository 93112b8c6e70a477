import { z } from 'zod';
import { RoleSchema } from '@shuruaat/contract';

/** What the login page may be told on arrival: the account it came from was just deleted. */
export const LoginNoticeSchema = z.object({ accountDeleted: RoleSchema });
export type LoginNotice = z.infer<typeof LoginNoticeSchema>;

/**
 * After deleting one's account: it is gone, and what employers keep (decisions 022 and 027),
 * so the person does not land on a bare login form wondering whether it worked.
 */
export function AccountDeletedNotice({ state }: { state: unknown }) {
  const parsed = LoginNoticeSchema.safeParse(state);
  if (!parsed.success) return null;
  const isEmployer = parsed.data.accountDeleted === 'employer';
  return (
    <div
      role="status"
      className="mb-5 space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950"
    >
      <p className="font-semibold">Your account has been deleted.</p>
      <p>
        Your name, contact details, profile, resume files and messages are erased, and every device
        is signed out. Your email is free to sign up again.
      </p>
      <p>
        {isEmployer
          ? 'Your company page and its listings stay, closed, without your contact details, because candidates applied to them; those still waiting were told the listings closed.'
          : 'Employers keep the applications you sent as their hiring record, shown as “Deleted account”, without your name, contact details or resume.'}
      </p>
    </div>
  );
}
