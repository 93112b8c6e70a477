import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress';

// In development the API runs separately; proxying keeps it same-origin so the session and
// XSRF cookies behave exactly as they do when Fastify serves the built app.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
