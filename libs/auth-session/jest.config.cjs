module.exports = {
  displayName: 'auth-session',
  preset: '../../jest.preset.js',
};
