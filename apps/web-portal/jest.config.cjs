module.exports = {
  displayName: 'web-portal',
  preset: '../../jest.preset.js',
};
