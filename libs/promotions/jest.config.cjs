module.exports = {
  displayName: 'promotions',
  preset: '../../jest.preset.js',
};
