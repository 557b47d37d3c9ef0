module.exports = {
  displayName: 'content',
  preset: '../../jest.preset.js',
};
