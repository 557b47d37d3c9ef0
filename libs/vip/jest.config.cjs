module.exports = {
  displayName: 'vip',
  preset: '../../jest.preset.js',
};
