import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/translate';

/** The phone's own share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const t = useT();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url }).catch(() => undefined); // closing the sheet is fine
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('jobs.share.copied'));
    } catch {
      toast.error(t('jobs.share.failed'));
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      {t('jobs.share.button')}
    </Button>
  );
}
