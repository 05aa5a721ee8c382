import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Emotion's css prop needs its own JSX runtime.
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  server: {
    port: 5173,
    // `npm run dev:web` talks to the API of `npm start` on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: true },
});
