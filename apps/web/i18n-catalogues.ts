import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// A folder's split-off catalogue (`locales/admin/<language>.json`) is compiled the same way.
const CATALOGUE = /[\\/]locales[\\/](\w+[\\/])?\w+\.json$/;

/**
 * Compiles each `locales/<language>.json` catalogue to Lingui's compiled form as it is bundled
 * (decision 032), so the browser runs messages without shipping an ICU parser. The output is
 * still JSON, which Vite's own JSON plugin then turns into a module.
 */
export function i18nCatalogues(): Plugin {
  return {
    name: 'shuruaat:i18n-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
