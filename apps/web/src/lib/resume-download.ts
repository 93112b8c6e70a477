/**
 * What the browser does with a signed resume link. The server shows the PDF inline (sandboxed)
 * unless the link asks to download it. An object, so tests can replace the browser's part.
 */
export const resumeDownload = {
  /** Saves the file and leaves this page where it is. */
  start(url: string): void {
    const link = document.createElement('a');
    link.href = `${url}${url.includes('?') ? '&' : '?'}download=1`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  },
  /**
   * Shows it in the browser's PDF viewer, in a new tab while the click still counts (a few
   * seconds); where the tab is refused, in this one.
   */
  view(url: string): void {
    const tab = window.open(url, '_blank');
    if (tab) tab.opener = null;
    else window.location.assign(url);
  },
};
