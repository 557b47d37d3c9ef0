module.exports = {
  displayName: 'points-mall',
  preset: '../../jest.preset.js',
};
