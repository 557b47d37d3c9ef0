module.exports = {
  displayName: 'ui-kit',
  preset: '../../jest.preset.js',
};
