module.exports = {
  displayName: 'member-centre',
  preset: '../../jest.preset.js',
};
