import type { Plugin } from 'vite';

/**
 * Marks the entry script and its preloads `fetchpriority="low"` in index.html. A page arrives
 * rendered (decision 012): its script only hydrates it, so on a slow connection the stylesheet
 * and the page's own bytes should not share the line with 130 KB of JavaScript. (Chrome would
 * otherwise fetch module scripts at high priority, and Lighthouse counts them as blocking paint.)
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'shuruaat-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}
