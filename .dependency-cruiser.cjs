/**
 * Import boundaries (docs/architecture.md): which folder may import which. Part of `npm run lint`;
 * a violation names the rule and the import.
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-a-leaf',
      comment: 'src/shared is used by every side; it imports nothing else of ours.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(?!shared/)' },
    },
    {
      name: 'engine-only-shared',
      comment: 'The scoring engine is pure: it imports only src/shared.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/(?!engine/|shared/)' },
    },
    {
      name: 'client-not-server',
      comment: 'The browser bundle never imports the server or the engine.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(server|engine)/' },
    },
    {
      name: 'client-features-apart',
      comment: 'A page feature folder never imports another; shared UI goes to components or lib.',
      severity: 'error',
      from: { path: '^src/client/pages/([^/]+)/' },
      to: { path: '^src/client/pages/', pathNot: '^src/client/pages/$1/' },
    },
    {
      name: 'modules-through-public',
      comment: "A server module reaches another only through that module's public.ts.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/public\\.ts$'],
      },
    },
    {
      name: 'scripts-not-tests',
      comment: 'Scripts ship with the product; tests are not part of it.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
