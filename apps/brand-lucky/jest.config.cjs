module.exports = {
  displayName: 'brand-lucky',
  preset: '../../jest.preset.js',
};
