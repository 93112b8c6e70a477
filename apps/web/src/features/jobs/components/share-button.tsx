import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** The phone's own share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url }).catch(() => undefined); // closing the sheet is fine
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar.');
    }
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      Share
    </Button>
  );
}
