import { csvCell, csvFileName, toCsv } from './csv';
import { formatters, parseMajorAmount, toMinorUnits } from './format';
import { collectPages, dayBounds, matchesText, pageOf } from './paging';
import { textToHtml } from './rich-text/rich-text-html';

describe('CSV', () => {
  it('quotes separators, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-5000')).toBe('-5000');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12n)).toBe('12');
  });

  it('writes a header line and one line per row, CRLF', () => {
    const csv = toCsv(
      [
        { header: 'User', value: (row: { u: string; n: number }) => row.u },
        { header: 'Amount', value: (row) => row.n },
      ],
      [
        { u: 'alice', n: 1 },
        { u: '陈', n: 2 },
      ],
    );
    expect(csv).toBe('User,Amount\r\nalice,1\r\n陈,2\r\n');
    expect(csvFileName('audit', new Date(2026, 10, 7))).toBe('audit-2026-11-07.csv');
  });
});

describe('money and dates', () => {
  it('reads typed amounts as minor units, and nothing else', () => {
    expect(parseMajorAmount('1,250.5')).toBe(125050n);
    expect(parseMajorAmount('20')).toBe(2000n);
    expect(parseMajorAmount('0.07')).toBe(7n);
    expect(parseMajorAmount('-20')).toBeNull();
    expect(parseMajorAmount('-20', { signed: true })).toBe(-2000n);
    expect(parseMajorAmount('1.234')).toBeNull();
    expect(parseMajorAmount('abc')).toBeNull();
    expect(parseMajorAmount('')).toBeNull();
    expect(toMinorUnits('123456789012345678')).toBe(123456789012345678n);
    expect(toMinorUnits('12.5')).toBeNull();
  });

  it('formats minor units with the currency symbol, exactly past 2^53', () => {
    const en = formatters('en');
    expect(en.money('125050')).toBe('P1,250.50');
    expect(en.money('-5000')).toBe('-P50.00');
    expect(en.money('900719925474099312')).toBe('P9,007,199,254,740,993.12');
    expect(en.money(null)).toBe('—');
    expect(en.count(12345)).toBe('12,345');
    expect(en.whole('9007199254740993')).toBe('9,007,199,254,740,993');
  });

  it('bounds whole local days, and gathers every page of a filter', async () => {
    const { from, to } = dayBounds({ from: '2026-11-01', to: '2026-11-02' });
    expect(new Date(from as number)).toEqual(new Date(2026, 10, 1));
    expect((to as number) - (from as number)).toBe(2 * 24 * 60 * 60 * 1000 - 1);
    expect(dayBounds({ from: '', to: '' })).toEqual({ from: undefined, to: undefined });
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const pages: number[] = [];
    const all = await collectPages(async (page, size) => {
      pages.push(page);
      return { list: rows.slice((page - 1) * size, page * size), total: rows.length };
    });
    expect(all).toEqual(rows);
    expect(pages).toEqual([1, 2, 3]);
    expect(await collectPages(async () => ({ list: rows.slice(0, 100), total: 10_000 }), 150)).toHaveLength(
      150,
    );
  });
});

describe('lists held in the browser', () => {
  it('pages and filters them', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(rows, 2, 25)).toEqual({ list: [25, 26, 27, 28, 29], page: 2 });
    expect(pageOf(rows, 9, 25).page).toBe(2);
    expect(pageOf([], 3, 25)).toEqual({ list: [], page: 1 });
    expect(matchesText(['Zoë Núñez', 'finance'], 'zoe  NUNEZ')).toBe(true);
    expect(matchesText(['W20261127', 101], '101 w2026')).toBe(true);
    expect(matchesText(['alice', null], 'bob')).toBe(false);
    expect(matchesText(['anything'], '  ')).toBe(true);
  });
});

describe('notice text', () => {
  it('turns plain text into escaped paragraphs', () => {
    const text = 'Dear players,\nthe lottery pauses.\n\n<b>Thanks</b> & see you';
    expect(textToHtml(text)).toBe(
      '<p>Dear players,<br>the lottery pauses.</p><p>&lt;b&gt;Thanks&lt;/b&gt; &amp; see you</p>',
    );
  });
});
