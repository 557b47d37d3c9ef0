module.exports = {
  displayName: 'wallet',
  preset: '../../jest.preset.js',
};
