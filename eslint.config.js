// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The feature areas, the same names on both sides (docs/ARCHITECTURE.md).
const AREAS = [
  'auth',
  'shell',
  'dashboard',
  'portfolio',
  'updates',
  'property',
  'tenancy',
  'keys',
  'hold-cancellation',
  'entry-preferences',
  'email',
  'booking',
  'documents',
  'uploads',
  'access-issues',
  'reported-findings',
  'quotes',
  'invoices',
  'notices',
  'new-managements',
  'settings',
  'analytics',
  'meta',
  'images',
  'calendar',
  'saved-views',
  'health',
];

// Zones are resolved from this folder, wherever eslint runs from.
const ROOT = import.meta.dirname;

// Imports run one way: app -> features -> shared. A server feature never imports another feature.
const featureZones = (root) =>
  AREAS.map((area) => ({
    target: `${root}/features/${area}`,
    from: `${root}/features`,
    except: [`./${area}`],
    message: 'Features do not import each other: move shared code to a shared folder.',
  }));

// A web feature reaches another only through its public index.ts; inside itself it is free.
const publicFeatureZones = (root) =>
  AREAS.map((area) => ({
    target: `${root}/features/${area}`,
    from: `${root}/features/!(${area})/**`,
    except: [path.join(ROOT, root, 'features/*/index.ts')],
    message: 'Import another feature through its index.ts, never a file inside it.',
  }));

const boundaryZones = [
  {
    target: './packages/contracts',
    from: './apps',
    message: 'contracts depends on nothing of the apps.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app never imports server code.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
  ...publicFeatureZones('./apps/web/src'),
  ...featureZones('./apps/server/src'),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app layer.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code does not import features or the app layer.',
  },
  {
    target: ['./apps/server/src/plugins', './apps/server/src/db', './apps/server/src/lib'],
    from: './apps/server/src/features',
    message: 'Infrastructure does not import features.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Resolve imports of TypeScript modules too, so that no-restricted-paths sees where they
      // lead. Cycles are dependency-cruiser's (.dependency-cruiser.json): it finds them in a
      // fraction of the time import-x/no-cycle took (15 s of ESLint's 35), type-only ones too.
      'import-x/extensions': importX.flatConfigs.typescript.settings?.['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings?.['import-x/parsers'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      // Fastify plugins and handlers are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      'import-x/no-default-export': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Tool configs and lazy route modules are the places a default export is expected.
    files: [
      '**/*.config.ts',
      '**/*.config.js',
      'eslint.config.js',
      'apps/web/src/**/routes/*.tsx',
      'apps/web/src/**/*.route.tsx',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Command-line entry points print to the terminal.
    files: ['scripts/**', 'bench/**', 'apps/server/src/db/cli.ts', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The schemas the web's entry, the sign-in page and the dashboard parse with: classic zod
    // cannot be tree-shaken, so one classic schema here puts all of it on those pages
    // (ARCHITECTURE.md, 'Contracts in the bundle').
    files: [
      'packages/contracts/src/api/{auth,envelope,errors,settings,call,calendar,quota}.ts',
      'packages/contracts/src/api/{access-issues,dashboard,invoices-quotes,notices}.ts',
      'packages/contracts/src/api/{list-queries,list-sort,query,updates}.ts',
      'packages/contracts/src/api/{portfolio,portfolio-evidence,property-contacts}.ts',
      'packages/contracts/src/api/reported-findings.ts',
      'packages/contracts/src/calls/{auth,calendar,meta,portfolio,property,settings}.ts',
      'packages/contracts/src/enums/{states,agency-features,documents,integrations}.ts',
      'packages/contracts/src/enums/{access-issues,compliance,contacts,dashboard-stats}.ts',
      'packages/contracts/src/enums/{entry-methods,notices,portfolio,property-flags}.ts',
      'packages/contracts/src/enums/{quotations,service-statuses,services,workflow-statuses}.ts',
      'packages/contracts/src/rules/{search,email,reported-findings,text,typed-date}.ts',
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/lib/session/*.ts',
      'apps/web/src/features/meta/**/*.ts',
      'apps/web/src/features/auth/api/get-systems.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "First pages' schemas use 'zod/mini'." }] },
      ],
    },
  },
);
