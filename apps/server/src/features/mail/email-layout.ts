import { LOCALES, type Language } from '@shuruaat/contract';
import { mailWords } from './mail-words';

/**
 * The one look every email has: a short plain-text body, and the same words as simple HTML
 * (no images, no tracking, inline styles only, so every client shows it the same way).
 */

let origin = 'http://localhost:3000';

/**
 * Emails carry absolute links. The origin is the site's public one (PUBLIC_URL); the mail plugin
 * sets it once at start-up, so services that queue mail need no configuration passed down.
 */
export function setSiteOrigin(publicUrl: string): void {
  origin = publicUrl.replace(/\/+$/, '');
}

/** An absolute link to a path on the site. */
export const siteUrl = (path: string): string =>
  `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

export type EmailContent = {
  /** "Hello Asha," — the name as the person gave it. */
  greeting?: string | undefined;
  /** Paragraphs, in order. */
  paragraphs: string[];
  /** The one thing to click, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string } | undefined;
  /** A list under the paragraphs (listings in an alert, applications in a digest). */
  items?: { title: string; detail?: string | undefined; url: string }[] | undefined;
  /** Paragraphs after the action, e.g. "If you did not ask for this, ignore this email." */
  after?: string[] | undefined;
  /** Non-essential mail: where to unsubscribe in one click, and the reader's email settings. */
  unsubscribe?: { url: string; settingsUrl: string } | undefined;
  /** The reader's language, for the words every email has (sign-off, links); English if unset. */
  language?: Language | undefined;
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Each role's email settings page. */
export const EMAIL_SETTINGS_PATHS = {
  candidate: '/user/dashboard/email-settings',
  employer: '/employer/dashboard/email-settings',
} as const;

export function composeEmail(content: EmailContent): { text: string; html: string } {
  const t = mailWords[content.language ?? 'en'];
  const text: string[] = [];
  const html: string[] = [];
  const p = (value: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  if (content.greeting) {
    text.push(content.greeting);
    html.push(p(content.greeting));
  }
  for (const paragraph of content.paragraphs) {
    text.push(paragraph);
    html.push(p(paragraph));
  }
  if (content.items && content.items.length > 0) {
    text.push(
      content.items
        .map((item) => `- ${item.title}${item.detail ? ` (${item.detail})` : ''}\n  ${item.url}`)
        .join('\n'),
    );
    html.push(
      `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${content.items
        .map(
          (item) =>
            `<li style="margin-bottom:8px"><a href="${escapeHtml(item.url)}" style="color:#1d4ed8">${escapeHtml(item.title)}</a>${item.detail ? `<br><span style="color:#4b5563">${escapeHtml(item.detail)}</span>` : ''}</li>`,
        )
        .join('')}</ul>`,
    );
  }
  if (content.action) {
    text.push(`${content.action.label}: ${content.action.url}`);
    html.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t('mail.layout.openLink', { url: content.action.url }))}</p>`,
    );
  }
  for (const paragraph of content.after ?? []) {
    text.push(paragraph);
    html.push(p(paragraph));
  }
  text.push(t('mail.layout.signOff'));
  html.push(p(t('mail.layout.signOff')));
  if (content.unsubscribe) {
    const { url, settingsUrl } = content.unsubscribe;
    text.push(t('mail.layout.settingsText', { settingsUrl, url }));
    html.push(
      `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(t('mail.layout.settingsBefore'))} <a href="${escapeHtml(settingsUrl)}" style="color:#6b7280">${escapeHtml(t('mail.layout.settingsLink'))}</a>. <a href="${escapeHtml(url)}" style="color:#6b7280">${escapeHtml(t('mail.layout.unsubscribe'))}</a>.</p>`,
    );
  }
  return {
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${LOCALES[content.language ?? 'en']}"><body style="margin:0;padding:24px;background:#f9fafb"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111827"><p style="margin:0 0 20px;font-size:18px;font-weight:700;color:#1d4ed8">Shuruaat</p>${html.join('')}</div></body></html>`,
  };
}
