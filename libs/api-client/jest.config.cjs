module.exports = {
  displayName: 'api-client',
  preset: '../../jest.preset.js',
};
