module.exports = {
  displayName: 'back-office',
  preset: '../../jest.preset.js',
};
