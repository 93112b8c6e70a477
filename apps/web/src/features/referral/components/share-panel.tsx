import {
  emailShareUrl,
  REFERRAL_MESSAGES,
  referralLink,
  whatsappShareUrl,
} from '@shuruaat/contract';
import { useRef, useSyncExternalStore } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';

const unchanging = () => () => undefined;

/**
 * The site's address, which only the browser knows: a page rendered on the server shows the link
 * from the site's root, and the full link once it has hydrated.
 */
const useOrigin = () =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );

/** The personal link and code, with copy, WhatsApp and email. */
export function SharePanel({ code }: { code: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const link = referralLink(useOrigin(), code);
  // The friend reads the page's language; English is the contract's referralShareText.
  const message = t('referral.share.text', { link });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(localizeServerMessage(REFERRAL_MESSAGES.copied));
    } catch {
      // No clipboard permission: select the text so the visitor can copy it by hand.
      input.current?.select();
      toast.info(t('referral.share.copyByHand'));
    }
  }

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <label htmlFor="referral-link" className="text-sm font-semibold text-slate-800">
        {t('referral.share.label')}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id="referral-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2.5 text-base text-slate-900"
        />
        <Button onClick={() => void copy()}>{t('referral.share.copy')}</Button>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {t('referral.share.code')}{' '}
        <strong className="font-mono text-base tracking-wider text-indigo-950">{code}</strong>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={whatsappShareUrl(message)}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('referral.share.whatsapp')}
        </a>
        <a
          href={emailShareUrl(message, t('referral.share.subject'))}
          className={buttonClasses({ variant: 'outline' })}
        >
          {t('referral.share.email')}
        </a>
      </div>
    </div>
  );
}
