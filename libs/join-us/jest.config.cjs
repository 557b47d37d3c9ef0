module.exports = {
  displayName: 'join-us',
  preset: '../../jest.preset.js',
};
