module.exports = {
  displayName: 'platform-api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  // Each test file opens its own database and runs the migrations; argon2id hashing is deliberately slow.
  testTimeout: 30000,
};
