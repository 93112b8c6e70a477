/**
 * Opens a signed resume link. The server sends the file as an attachment, so the browser saves
 * it and the candidate stays on the page; a new tab would be blocked after the await anyway.
 */
export const browser = {
  open: (url: string) => window.location.assign(url),
};
