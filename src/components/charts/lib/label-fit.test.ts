import { CATEGORY_LABEL_GAP, categoryAxisWidth, textWidth, wrapLabel } from './label-fit';

describe('wrapLabel', () => {
  it('keeps a label that fits on one line as it is', () => {
    expect(wrapLabel('Student', 120)).toEqual(['Student']);
  });

  it('wraps a long name between words instead of cutting it ("Social network analysis")', () => {
    const lines = wrapLabel('Social network analysis', 110);
    expect(lines.length).toBe(2);
    expect(lines.join(' ')).toBe('Social network analysis');
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(110);
  });

  it('ends the last line with an ellipsis only when the text does not fit the lines allowed', () => {
    const lines = wrapLabel('Massive open online course participation in higher education', 100, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(100);
  });

  it('cuts the last line after a whole word, never inside one ("explainable artificial intelligence" on a phone)', () => {
    const lines = wrapLabel('explainable artificial intelligence in learning analytics', 100);
    expect(lines).toHaveLength(2);
    const last = lines[1] ?? '';
    expect(last).toMatch(/…$/);
    const words = 'explainable artificial intelligence in learning analytics'.split(' ');
    for (const word of last.replace(/…$/, '').split(' ')) expect(words).toContain(word);
  });

  it('breaks a word longer than a line inside it, with a hyphen', () => {
    const lines = wrapLabel('Selbstregulationskompetenzentwicklung', 80, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/-$/);
    expect(lines.join('').replace(/-/g, '').replace(/…$/, '')).toBe('Selbstregulationskompetenzentwicklung'.slice(0, lines.join('').replace(/-/g, '').replace(/…$/, '').length));
  });

  it('breaks a hyphenated word wider than a line after its own hyphen ("self-" / "regulated"), not inside a part', () => {
    const narrow = textWidth('self-regulat');
    expect(wrapLabel('self-regulated learning', narrow, 3)).toEqual(['self-', 'regulated', 'learning']);
    expect(wrapLabel('self-regulated learning', narrow, 2)).toEqual(['self-', 'regulated…']);
  });
});

describe('categoryAxisWidth', () => {
  it('is as wide as the widest name needs when the chart has room', () => {
    expect(categoryAxisWidth(['Student', 'Learning analytics'], 600)).toBe(Math.ceil(textWidth('Learning analytics') + CATEGORY_LABEL_GAP));
  });

  it('keeps to its share of a narrow chart, so that the bars keep room (the names wrap)', () => {
    expect(categoryAxisWidth(['Social network analysis of massive open online courses'], 330)).toBe(Math.ceil(330 * 0.4));
  });

  it('on a narrow chart grows up to half of it so that the longest word stays whole ("self-regulated" on a phone)', () => {
    const names = ['learning analytics', 'self-regulated learning', 'open educational resources'];
    const width = categoryAxisWidth(names, 230);
    expect(width).toBe(Math.ceil(textWidth('self-regulated') + CATEGORY_LABEL_GAP));
    expect(width).toBeLessThanOrEqual(115);
    expect(wrapLabel('self-regulated learning', width - CATEGORY_LABEL_GAP)).toEqual(['self-regulated', 'learning']);
    // a word that would take more than half the chart wraps as before
    expect(categoryAxisWidth(['Selbstregulationskompetenzentwicklung'], 230)).toBe(Math.ceil(230 * 0.4));
  });
});
