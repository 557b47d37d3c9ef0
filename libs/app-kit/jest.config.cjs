module.exports = {
  displayName: 'app-kit',
  preset: '../../jest.preset.js',
};
