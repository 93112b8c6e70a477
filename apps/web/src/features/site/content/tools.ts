export type ToolCard = { title: string; text: string; to: string; action: string };

/** The tools list (message ids; the typing test's text takes `typingLengths`); each page is built by its own feature, this only links to it. */
export const TOOLS: readonly ToolCard[] = [
  {
    title: 'site.tools.1.title',
    text: 'site.tools.1.text',
    to: '/tools/is-this-offer-real',
    action: 'site.tools.1.action',
  },
  {
    title: 'site.tools.2.title',
    text: 'site.tools.2.text',
    to: '/tools/typing-test',
    action: 'site.tools.2.action',
  },
  {
    title: 'site.tools.3.title',
    text: 'site.tools.3.text',
    to: '/project-portfolio',
    action: 'site.tools.3.action',
  },
  {
    title: 'site.tools.4.title',
    text: 'site.tools.4.text',
    to: '/Career-guidence',
    action: 'site.tools.4.action',
  },
  {
    title: 'site.tools.5.title',
    text: 'site.tools.5.text',
    to: '/success-stories',
    action: 'site.tools.5.action',
  },
];
