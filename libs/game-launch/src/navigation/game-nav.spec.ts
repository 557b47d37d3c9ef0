import { buildGameNav } from './game-nav';

describe('buildGameNav', () => {
  const card = (gameCategory: 'LIVE' | 'SPORTS' | 'LOTT' | 'ELOTT', merchantCode: string) => ({
    vassalage: merchantCode,
    merchantCode,
    displayName: merchantCode,
    isHot: false,
    gameCategory,
    type: 'lobby',
    icon: '',
  });
  it('merges LOTT and ELOTT, skips empty lanes and puts DS88 right after live casino', () => {
    const entries = buildGameNav([
      { title: 'LOTT', cards: [card('LOTT', 'TCG')] },
      { title: 'ELOTT', cards: [card('ELOTT', 'SEA')] },
      { title: 'LIVE', cards: [card('LIVE', 'EVO')] },
      { title: 'SPORTS', cards: [card('SPORTS', 'SABA'), card('SPORTS', 'DS88')] },
      { title: 'FISH', cards: [] },
    ]);
    expect(entries.map((e) => `${e.id} ${e.path}`)).toEqual([
      'LOTT /elott',
      'LIVE /live',
      'DS88 /sports?page=DS88',
      'SPORTS /sports',
    ]);
  });
});
