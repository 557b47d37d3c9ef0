module.exports = {
  displayName: 'platform-api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
