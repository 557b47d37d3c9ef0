module.exports = {
  displayName: 'platform-api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  // A migrated database image made once per run, which each file's database starts from (src/testing/test-app.ts).
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  globalTeardown: '<rootDir>/jest.global-teardown.cjs',
  // The API's tests, and the checks of the static demo game pages beside src/.
  testMatch: [
    '<rootDir>/src/**/*.spec.{ts,tsx}',
    '<rootDir>/demo-games.spec.ts',
    '<rootDir>/demo-games-pause.spec.ts',
  ],
  // Each test file opens its own database and runs the migrations; argon2id hashing is deliberately slow.
  // A limit for a hung test, not a speed check: on a busy machine setting up a database takes far longer.
  testTimeout: 180_000,
  // Jest's default is one worker less than the machine has cores: one worker on a two-core CI machine, where the
  // main process has next to nothing to do while the files run.
  maxWorkers: '100%',
};
