import { buttonClasses } from '@/components/ui/button';
import { googleStartUrl } from '../google-start';
import { useGoogleEnabled } from '../use-google-enabled';
import { useT } from '@/lib/i18n/translate';

/** Google's "G", drawn in its four colours. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

type GoogleButtonProps = {
  label: string;
  returnTo?: string;
  intent?: 'signin' | 'reauth';
  /** Below the button: "or" before the email form, nothing elsewhere. */
  withDivider?: boolean;
};

/** Shown only where the site offers Google; a plain link, since Google's page is a full visit. */
export function GoogleButton({ label, returnTo, intent, withDivider = false }: GoogleButtonProps) {
  const t = useT();
  const enabled = useGoogleEnabled();
  if (!enabled) return null;
  return (
    <div className="mb-5 space-y-5">
      <a
        href={googleStartUrl({ returnTo, intent })}
        className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full gap-3' })}
      >
        <GoogleMark />
        {label}
      </a>
      {withDivider ? (
        <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t('auth.google.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </p>
      ) : null}
    </div>
  );
}
