import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { markdownPages } from './build/markdown-pages';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

// The entry chunk (`entryFileNames` below): every page has loaded it before it loads anything else.
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/**
 * Writes .br and .gz beside every text asset: the server (koa-static) sends them to browsers that accept
 * them, so nothing is compressed per request and phones download a third of the bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'anpfiff-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter(
        (f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.vite${path.sep}`),
      )) {
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  // Emotion's css prop needs its own JSX runtime.
  plugins: [react({ jsxImportSource: '@emotion/react' }), markdownPages(), precompress()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    // `npm run dev:web` talks to the API of `npm start` on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The manifest tells the bundle report (tests/bench/bundle.bench.ts) which chunks each page loads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every browser the site supports preloads modules itself; the polyfill would ride in every first load.
    // A lazy part's preload list leaves out the entry: it has run before anything can ask for a part, and
    // its name repeated in the lists of the search screens' chunks is bytes of every first load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_CHUNK.test(dep)),
    },
    // Terser with two passes packs the code about 1% tighter than the default minifier: the few hundred
    // bytes that keep every page's first load under 100 KB.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
      output: {
        // Seven characters of hash (the fewest the bundler allows for this many chunks) still tell every
        // build's files apart. The entry names some forty chunks, and a random character does not compress:
        // the one saved in each name is about 50 bytes of every first load.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            // What every search screen shows at once; the filters' dialogs load with their first opening.
            {
              name: 'search',
              test: /src[\\/](components[\\/]search[\\/](?!multi-select-dialog|radius-dialog|choice-dialog|place-combobox|search-refusal)|app[\\/]routes[\\/](filter-|use-search-route)|lib[\\/](use-search|search-|selection-summary)|components[\\/]ui[\\/]card-styles|components[\\/]map[\\/]map-marker|features[\\/]index-data[\\/])/,
              priority: 2,
            },
            {
              name: 'job-badges',
              test: /src[\\/](components[\\/]ui[\\/](job-badges|badge)\.|lib[\\/]job-badges|features[\\/]jobs[\\/]components[\\/]job-text|catalogues[\\/](club-functions|job-types))/,
              priority: 2,
            },
            {
              name: 'details',
              test: /src[\\/](components[\\/]ui[\\/](profile-links|detail-description)\.|locales[\\/](detail-|de[\\/]detail\.))/,
              priority: 2,
            },
            // Cards show the emblem, sign-in pages the notice: in their own chunks they do not bring a
            // detail page's parts along (a group takes the modules its members import). The sign-in pages'
            // styles ride with the notice: one chunk less on /login is some 250 bytes of its first load.
            { name: 'avatar', test: /src[\\/]components[\\/]ui[\\/]avatar\./, priority: 3 },
            // The numbers and dates of cards, badges and details: with the badges, the club and people
            // lists would load the offers' badges as well.
            { name: 'format', test: /src[\\/]lib[\\/]format\./, priority: 3 },
            {
              name: 'notice',
              test: /src[\\/](components[\\/]ui[\\/]notice|app[\\/]routes[\\/]auth[\\/]auth-styles)\./,
              priority: 3,
            },
            // The fields' styles ride with the form card every form page loads anyway; the search radius's
            // dialog, which uses them too, then loads that chunk instead of making /login load one more.
            {
              name: 'form-card',
              test: /src[\\/]components[\\/]form[\\/](form-card|form-field|form-styles|string-input)\./,
              priority: 2,
            },
            // Every page that shows a form's warning also sends a form: one chunk instead of two.
            {
              name: 'send-form',
              test: /src[\\/]components[\\/]form[\\/](form-values|send-form|form-alert)\./,
              priority: 2,
            },
            {
              name: 'detail-page',
              test: /src[\\/](app[\\/]routes[\\/]detail-state|styles[\\/]detail-styles|components[\\/]ui[\\/]contact-block\.)/,
              priority: 2,
            },
            {
              name: 'job-details',
              test: /src[\\/]features[\\/]jobs[\\/](components[\\/]job-details|api[\\/]get-job\.)/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
