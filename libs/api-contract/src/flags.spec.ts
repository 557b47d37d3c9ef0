import { isWhitelabelFlagOn } from './flags';

const leaf = (modId: string, enabled: 0 | 1) => ({ modId, enabled, childrenNodes: [] });

describe('isWhitelabelFlagOn', () => {
  const tree = [
    { modId: 'REGISTRATION', enabled: 1, childrenNodes: [leaf('MOBILENUMREG3', 1), leaf('USERNAMEREG3', 0)] },
    { modId: 'PLAY', enabled: 0, childrenNodes: [leaf('FREEPLAY3', 1)] },
    leaf('DIRECTREG3', 1),
  ];

  it('is on when the node and its group are on', () => {
    expect(isWhitelabelFlagOn(tree, 'MOBILENUMREG3')).toBe(true);
    expect(isWhitelabelFlagOn(tree, 'DIRECTREG3')).toBe(true);
  });
  it('is off when the node is off', () => {
    expect(isWhitelabelFlagOn(tree, 'USERNAMEREG3')).toBe(false);
  });
  it('is off when its group is off, whatever the node says', () => {
    expect(isWhitelabelFlagOn(tree, 'FREEPLAY3')).toBe(false);
  });
  it('is off when the tree does not mention it', () => {
    expect(isWhitelabelFlagOn(tree, 'CHNGPASSVERIF3')).toBe(false);
  });
});
