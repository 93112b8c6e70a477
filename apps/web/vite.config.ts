import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { inlineCss } from './inline-css.ts';
import { precompress } from './precompress.ts';
import { i18nCatalogues } from './i18n-catalogues.ts';

// In development the API runs separately; proxying keeps it same-origin so the session and
// XSRF cookies behave exactly as they do when Fastify serves the built app.
// `vite build --ssr` builds src/entry-server.tsx into dist-ssr/ for the server to render pages
// with (docs/decisions/015); its packages are bundled with it (below).
/** The production build React Router ships beside the development one its exports name. */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(
    /([\\/])development([\\/])index\.m?js$/,
    '$1production$2index.mjs',
  );
  if (production === development || !existsSync(production))
    throw new Error(`React Router's production build is not beside ${development}`);
  return production;
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is for serving, whatever NODE_ENV the shell holds: with `development` inherited,
  // React's JSX compiled to `jsxDEV`, which the production runtime lacks, and the server's
  // render crashed at start (issue 22).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      tailwindcss(),
      ...(isSsrBuild ? [] : [i18nCatalogues(), inlineCss(), precompress()]),
    ],
    // The server render bundles its packages too, with NODE_ENV fixed at build time: kept
    // external, React, React Router and Redux read the server's NODE_ENV at run time, so a start
    // without NODE_ENV=production (`npm start`, the journeys' NODE_ENV=test server) rendered
    // every page with their development builds and checks (Redux's invariant middleware alone
    // took 40–90 ms a render).
    ssr: { noExternal: true },
    ...(command === 'build' && isSsrBuild
      ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router 7's exports always name its development build, whose warnings are switched
        // on by a constant rather than NODE_ENV (remix-run/react-router#14102): a build takes the
        // production build beside it, the same code with the warnings off.
        ...(command === 'build'
          ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
          : []),
      ],
    },
    server: {
      // X-Forwarded-For tells the API whom Vite relays for: started with `--host`, Vite would
      // otherwise hand the development mailbox (decision 029) to any machine on the network.
      proxy: { '/api': { target: 'http://127.0.0.1:3000', xfwd: true } },
    },
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      emptyOutDir: true,
      // bench/lighthouse/entry-size.ts reads it to weigh the code `/` loads before it starts.
      manifest: !isSsrBuild,
      // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari
      // 17); where one does not, the modules still load, only without the head start. The
      // polyfill cost every visitor 0.4 KB of the entry's 150 KB budget.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The libraries every page needs travel as one chunk: they compress better together than
          // in the small pieces the splitter otherwise cuts as lazy pages share them differently.
          codeSplitting: {
            groups: [
              {
                name: 'vendor',
                // lib/zod-jitless travels with zod: the vendor chunk runs before any chunk that
                // builds the contract's schemas, so zod never probes `Function` under the CSP.
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs|immer|reselect|redux-thunk|use-sync-external-store|zod)[\\/]|src[\\/]lib[\\/]zod-jitless/,
              },
              {
                name: 'shell',
                // The app's own modules the first paint needs that lazy pages also import: left to
                // the splitter they became a dozen sub-kilobyte chunks, each paying gzip's overhead
                // (measured: 1.5 KB of the entry budget). Only modules already in the entry belong here.
                test: /contract[\\/]src[\\/](messages|errors|http|referral-code|text|roles|users|notifications|languages)\.ts$|web[\\/]src[\\/](lib[\\/](api-error|cookies|http|redux-hooks|app-thunk|failure|storage|i18n[\\/]translate|i18n[\\/]start)\.ts|components[\\/]ui[\\/]spinner\.tsx|features[\\/]auth[\\/](api|thunks|stored-user|slice)\.ts|features[\\/]notifications[\\/](api|thunks|slice)\.ts)$/,
              },
            ],
          },
        },
      },
    },
  };
});
