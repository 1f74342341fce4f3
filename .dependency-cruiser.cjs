// The module rules of docs/../DESIGN.md §3, checked by `npm run lint` (issue 15 part 1):
// a module is reached only through its service.ts, only queries.ts files touch the tables, and the
// packages depend one way. Tests may reach inside (they check what the product stored).
const MODULE = '^apps/server/src/modules/([^/]+)/';
const TESTS = ['\\.test\\.tsx?$', '^apps/server/src/testing/', '^e2e/', '^bench/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment:
        'A module is reached only through its service.ts (the module’s public API). Move what you need behind that service.',
      severity: 'error',
      from: { path: MODULE, pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '/service\\.ts$'],
      },
    },
    {
      name: 'outside-reaches-module-internals',
      comment:
        'Code outside the modules (render, plugins, seed) uses a module’s service.ts only; app.ts also mounts its routes.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [MODULE, ...TESTS, '^apps/server/src/app\\.ts$'] },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '/service\\.ts$' },
    },
    {
      name: 'app-mounts-routes',
      comment: 'app.ts builds services and mounts routes; it does not reach a module’s other files.',
      severity: 'error',
      from: { path: '^apps/server/src/app\\.ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '/(service|routes)\\.ts$' },
    },
    {
      name: 'tables-only-in-queries',
      comment: 'Only a module’s queries.ts touches the Drizzle tables (and drizzle-orm’s operators).',
      severity: 'error',
      from: { path: '^apps/', pathNot: ['/queries\\.ts$', ...TESTS] },
      to: { path: ['^packages/db/src/schema\\.ts$', 'node_modules/drizzle-orm/'] },
    },
    {
      name: 'core-is-pure',
      comment: 'packages/core depends on no other package of ours.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: ['^packages/(db|site)/', '^apps/'] },
    },
    {
      name: 'nothing-imports-an-app',
      comment: 'Dependencies point one way: nothing imports from an app (DESIGN.md §3).',
      severity: 'error',
      from: { path: '^(packages|apps/editor)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'site-without-server-packages',
      comment: 'Published-site code and the editor never import the database package.',
      severity: 'error',
      from: { path: '^(packages/site|apps/editor)/' },
      to: { path: '^packages/db/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/data/', 'packages/db/migrations'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
