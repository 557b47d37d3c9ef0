module.exports = {
  displayName: 'game-launch',
  preset: '../../jest.preset.js',
};
