const nxPreset = require('@nx/jest/preset').default;
const { jestModuleNameMapper } = require('./tools/workspace-aliases.cjs');

// ESM-only packages Jest must transform (MSW 2, Fastify inject's cookie, typebox, @fastify/static's
// content-disposition, and their helpers).
const esmPackages = [
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'cookie',
  'tough-cookie',
  'tldts',
  'tldts-core',
  'headers-polyfill',
  'typebox',
  'content-disposition',
];

module.exports = {
  ...nxPreset,
  testEnvironment: 'jest-fixed-jsdom',
  resolver: require.resolve('./tools/jest/resolver.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    // Stylesheets imported as text (`./x.css?inline`, see tools/jest/resolver.cjs): their text, as Vite inlines it.
    '^.+\\.css$': require.resolve('./tools/jest/css-text.cjs'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    ...jestModuleNameMapper(),
    '\\.(css)$': require.resolve('./tools/jest/style-stub.cjs'),
    '\\.(png|jpe?g|gif|svg|webp)$': require.resolve('./tools/jest/file-stub.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  setupFilesAfterEnv: [require.resolve('./tools/jest/setup-dom.cjs')],
  clearMocks: true,
  // Above the 15 s that findBy* and waitFor may wait (tools/jest/setup-dom.cjs).
  testTimeout: 30_000,
};
