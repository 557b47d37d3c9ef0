module.exports = {
  displayName: 'agent-centre',
  preset: '../../jest.preset.js',
};
