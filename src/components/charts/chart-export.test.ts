import { render } from '@testing-library/react';
import { createElement } from 'react';
import { captureDownloads } from '@/test/downloads';
import { csvCell, downloadCsv, exportFileName, readTables, slugify, tablesToCsv, toCsv } from './chart-export';
import { PlottedValues } from './plotted-values';

describe('CSV cells (RFC 4180, spreadsheet formulas defused)', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('learning analytics')).toBe('learning analytics');
    expect(csvCell(4.5)).toBe('4.5');
    expect(csvCell('-0.25')).toBe('-0.25');
    expect(csvCell('+3')).toBe('+3');
  });

  it('quotes cells with a comma, a double quote or a line break, doubling the quotes', () => {
    expect(csvCell('data, mining')).toBe('"data, mining"');
    expect(csvCell('the "best" model')).toBe('"the ""best"" model"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\r\nreturn')).toBe('"carriage\r\nreturn"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tindented')).toBe("'\tindented");
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Interest', 'Weight'], [['a, b', 5], ['c', 1.5]])).toBe('Interest,Weight\r\n"a, b",5\r\nc,1.5\r\n');
  });
});

describe('the CSV of a card with several tables', () => {
  const mine = { caption: 'Your top interests', columns: ['Interest', 'Weight'], rows: [['dashboards', '5']] };
  const theirs = { caption: "Max's top interests", columns: ['Interest', 'Weight'], rows: [['ethics', '3']] };

  it('is the one table when there is one', () => {
    expect(tablesToCsv([mine])).toBe('Interest,Weight\r\ndashboards,5\r\n');
  });

  it('names each row by its table in a first column when the tables share their columns', () => {
    expect(tablesToCsv([mine, theirs])).toBe("Chart,Interest,Weight\r\nYour top interests,dashboards,5\r\nMax's top interests,ethics,3\r\n");
  });

  it('puts tables with different columns one after the other, each under its caption', () => {
    const years = { caption: 'Papers per year', columns: ['Year', 'Papers'], rows: [['2024', '2']] };
    expect(tablesToCsv([mine, years])).toBe('Your top interests\r\nInterest,Weight\r\ndashboards,5\r\n\r\nPapers per year\r\nYear,Papers\r\n2024,2\r\n');
  });

  it('is empty without tables', () => {
    expect(tablesToCsv([])).toBe('');
  });
});

describe('reading the hidden table of plotted values', () => {
  it('gives the caption, the column names and the rows as text', () => {
    const { container } = render(
      createElement(PlottedValues, {
        caption: 'Interests by weight',
        columns: ['Interest', 'Weight'],
        rows: [
          ['learning  analytics', 5],
          ['=1+1', 2.5],
        ],
      }),
    );
    expect(readTables(container)).toEqual([
      { caption: 'Interests by weight', columns: ['Interest', 'Weight'], rows: [['learning analytics', '5'], ['=1+1', '2.5']] },
    ]);
  });
});

describe('export file names', () => {
  const day = new Date(2026, 10, 24, 23, 30);

  it('say what and whose, and the day', () => {
    expect(exportFileName('interests', 'Lena Hoffmann', 'csv', day)).toBe('rima-interests-lena-hoffmann-2026-11-24.csv');
    expect(exportFileName('Top 10 topics of LAK 2024', undefined, 'png', day)).toBe('rima-top-10-topics-of-lak-2024-2026-11-24.png');
  });

  it('are lower-case ASCII with hyphens, whatever the names hold', () => {
    expect(slugify("Jürgen O'Brien-Straße / Ünal")).toBe('jurgen-o-brien-strasse-unal');
    expect(exportFileName('Interest weights: yours & Zoë\'s', '../../etc/passwd', 'svg', day)).toBe('rima-interest-weights-yours-zoe-s-etc-passwd-2026-11-24.svg');
  });

  it('stay bounded and leave out parts with no letters', () => {
    const name = exportFileName('a'.repeat(300), 'b '.repeat(300), 'csv', day);
    expect(name.length).toBeLessThanOrEqual('rima-'.length + 60 + 1 + 60 + '-2026-11-24.csv'.length);
    expect(name).toMatch(/^rima-a+-b(-b)*-2026-11-24\.csv$/);
    expect(exportFileName('図表', '李', 'png', day)).toBe('rima-chart-2026-11-24.png');
  });
});

describe('saving a file', () => {
  it('downloads the CSV under its name as UTF-8 and revokes the object URL after', async () => {
    vi.useFakeTimers();
    const capture = captureDownloads();
    try {
      downloadCsv('Interest,Weight\r\nsöz,5\r\n', 'rima-x.csv');
      expect(capture.downloads).toHaveLength(1);
      const [file] = capture.downloads;
      expect(file?.name).toBe('rima-x.csv');
      expect(file?.blob.type).toBe('text/csv;charset=utf-8');
      expect(await file?.blob.text()).toBe('Interest,Weight\r\nsöz,5\r\n');
      expect(capture.revoked).toHaveLength(0);
      vi.advanceTimersByTime(10_000);
      expect(capture.revoked).toEqual(['blob:http://localhost/download-1']);
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      capture.undo();
      vi.useRealTimers();
    }
  });
});
