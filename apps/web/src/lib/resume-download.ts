/**
 * The signed link answers with the PDF as an attachment, so following it downloads the file and
 * leaves this page where it is. An object, so tests can replace the browser's part.
 */
export const resumeDownload = {
  start(url: string): void {
    const link = document.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  },
};
