import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress';

// In development the API runs separately; proxying keeps it same-origin so the session and
// XSRF cookies behave exactly as they do when Fastify serves the built app.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one chunk: they compress better together than
        // in the small pieces the splitter otherwise cuts as lazy pages share them differently.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs|immer|reselect|redux-thunk|use-sync-external-store|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
