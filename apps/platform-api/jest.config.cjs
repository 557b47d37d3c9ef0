module.exports = {
  displayName: 'platform-api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  // The API's tests, and the checks of the static demo game pages beside src/.
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}', '<rootDir>/demo-games.spec.ts'],
  // Each test file opens its own database and runs the migrations; argon2id hashing is deliberately slow.
  // A limit for a hung test, not a speed check: on a busy machine setting up a database takes far longer.
  testTimeout: 180_000,
};
