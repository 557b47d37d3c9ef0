module.exports = {
  displayName: 'registration-rules',
  preset: '../../jest.preset.js',
};
