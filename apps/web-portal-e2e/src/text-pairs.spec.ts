import { TextPairs } from './text-pairs';

/** The walk's search for English server texts, on replies and page texts written out here. */
describe('TextPairs', () => {
  const thai = () => {
    const pairs = new TextPairs('th');
    // A reader reply asked in English and in Thai: games paired by id, whatever their order.
    pairs.pair(
      {
        list: [
          { id: 1, name: 'JDB Fishing', vendorCode: 'JDB' },
          { id: 2, name: 'Gates of Olympus', vendorCode: 'PP' },
          { id: 3, name: 'SEA Lottery' },
        ],
      },
      {
        list: [
          { id: 2, name: 'Gates of Olympus', vendorCode: 'PP' },
          { id: 1, name: 'JDB ยิงปลา', vendorCode: 'JDB' },
          { id: 3, name: 'SEA Lottery' },
        ],
      },
    );
    // Stored texts per language: a notice (HTML) and a rank's names.
    pairs.pairStored({
      list: [
        {
          id: 7,
          texts: {
            en: {
              title: 'Scheduled maintenance',
              content: '<h3>Scheduled maintenance</h3><p>Every Tuesday.</p>',
            },
            th: { title: 'ปิดปรับปรุงตามกำหนด', content: '<h3>ปิดปรับปรุงตามกำหนด</h3><p>ทุกวันอังคาร</p>' },
          },
        },
        { level: 3, names: { en: 'Lottery', th: 'ลอตเตอรี่', ja: 'ロト' } },
        { level: 4, names: { en: 'Gold', ja: 'ゴールド' } },
      ],
    });
    return pairs;
  };

  it('finds an English text whose item reads otherwise in the page language', () => {
    const found = thai().find('เมนู\nJDB Fishing\nเล่นเลย', '/fish');
    expect(found).toEqual([
      'th /fish: English server text "JDB Fishing" (th: "JDB ยิงปลา") in "…เมนู jdb fishing เล่นเลย…"',
    ]);
  });

  it('finds the English texts of stored HTML, in any case the page styles them', () => {
    const found = thai().find('SCHEDULED MAINTENANCE · every tuesday.', '/noticePage');
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('"Scheduled maintenance" (th: "ปิดปรับปรุงตามกำหนด")');
    expect(found[1]).toContain('"Every Tuesday."');
  });

  it('allows the page language, texts that read the same, and English inside an allowed text', () => {
    const pairs = thai();
    expect(pairs.find('JDB ยิงปลา · Gates of Olympus · ปิดปรับปรุงตามกำหนด', '/fish')).toEqual([]);
    // "Lottery" alone is the rank's English name; inside the invariant vendor name it is not.
    expect(pairs.find('SEA Lottery · ลอตเตอรี่', '/lottery')).toEqual([]);
    expect(pairs.find('SEA Lottery · Lottery', '/lottery')).toHaveLength(1);
  });

  it('matches whole words only, and nothing without a translation in the page language', () => {
    const pairs = thai();
    expect(pairs.find('Lottery2 · NoLottery · Golden · Gold', '/vip')).toEqual([]);
    expect(pairs.size.forbidden).toBe(4);
  });

  it('keeps what the stored texts forbid when a reader reply reads English in both languages', () => {
    const pairs = new TextPairs('th');
    pairs.pairStored({
      list: [{ id: 'draws', texts: { en: { title: 'Draws' }, th: { title: 'ออกรางวัล' } } }],
    });
    // The banners' reply ignored the Language header: English both times.
    pairs.pair({ list: [{ id: 'draws', title: 'Draws' }] }, { list: [{ id: 'draws', title: 'Draws' }] });
    expect(pairs.find('Draws', '/index')).toHaveLength(1);
    // A reader reply alone that reads the same in both languages allows it (a name with no translation).
    const reader = new TextPairs('th');
    reader.pair({ list: [{ id: 1, name: 'Draws' }] }, { list: [{ id: 1, name: 'Draws' }] });
    reader.pair({ list: [{ id: 2, name: 'Draws' }] }, { list: [{ id: 2, name: 'ออกรางวัล' }] });
    expect(reader.find('Draws', '/index')).toEqual([]);
  });

  it('tells a text once when asked to skip the ones already told', () => {
    const pairs = thai();
    const told = new Set<string>();
    expect(pairs.find('JDB Fishing', '/index', told)).toHaveLength(1);
    expect(pairs.find('JDB Fishing · Lottery', '/fish', told)).toEqual([
      'th /fish: English server text "Lottery" (th: "ลอตเตอรี่") in "…jdb fishing · lottery…"',
    ]);
  });

  it('looks for nothing in English itself', () => {
    const pairs = new TextPairs('en');
    pairs.pairStored({ names: { en: 'Gold', th: 'โกลด์' } });
    expect(pairs.find('Gold', '/vip')).toEqual([]);
  });
});
