module.exports = {
  displayName: 'web-portal-e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
