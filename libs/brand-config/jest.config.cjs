module.exports = {
  displayName: 'brand-config',
  preset: '../../jest.preset.js',
};
