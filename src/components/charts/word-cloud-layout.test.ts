import { canMeasureText, fontSizeFor, sizeWords } from './word-cloud-layout';

describe('fontSizeFor', () => {
  it('maps the lightest weight to the smallest size and the heaviest to the largest', () => {
    expect(fontSizeFor(1, 1, 5, [15, 60])).toBe(15);
    expect(fontSizeFor(5, 1, 5, [15, 60])).toBe(60);
    expect(fontSizeFor(3, 1, 5, [15, 60])).toBe(38);
  });

  it('gives equal weights the largest size', () => {
    expect(fontSizeFor(2, 2, 2, [15, 45])).toBe(45);
  });
});

describe('sizeWords', () => {
  it('orders heaviest first, alternates the given angles and drops blank words', () => {
    const sized = sizeWords(
      [
        { text: 'b', value: 2 },
        { text: '  ', value: 9 },
        { text: 'a', value: 5 },
        { text: 'c', value: 1 },
      ],
      [15, 60],
      [0, 90],
    );
    expect(sized.map((w) => [w.text, w.size, w.rotate])).toEqual([
      ['a', 60, 0],
      ['b', 26, 90],
      ['c', 15, 0],
    ]);
  });

  it('draws a word given twice once, with its heaviest weight', () => {
    const sized = sizeWords(
      [
        { text: 'mooc', value: 2 },
        { text: 'learning', value: 3 },
        { text: 'mooc', value: 4 },
      ],
      [15, 60],
      [0],
    );
    expect(sized.map((w) => [w.text, w.value])).toEqual([
      ['mooc', 4],
      ['learning', 3],
    ]);
  });

  it('returns nothing for no words', () => {
    expect(sizeWords([], [15, 60], [0])).toEqual([]);
  });
});

describe('canMeasureText', () => {
  it('is false in jsdom, which has no canvas', () => {
    expect(canMeasureText()).toBe(false);
  });
});
