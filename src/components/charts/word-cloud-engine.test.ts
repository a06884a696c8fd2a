import { turnLeftOut } from './word-cloud-engine';
import type { PlacedWord, SizedWord } from './word-cloud-layout';

const word = (text: string, rotate: number): SizedWord => ({ text, value: 1, size: 20, rotate, color: '#1d4ed8' });
const placedAs = (sized: SizedWord): PlacedWord => ({ ...sized, x: 0, y: 0 });

describe('turnLeftOut', () => {
  const words = [word('self-regulated learning', 0), word('data literacy', 90), word('dashboard', 0)];

  it('stands a word left out upright in a box taller than wide (a phone), and keeps the placed ones as they were', () => {
    const next = turnLeftOut(words, [placedAs(words[1] as SizedWord), placedAs(words[2] as SizedWord)], { width: 266, height: 500 });
    expect(next.map((w) => [w.text, w.rotate])).toEqual([
      ['self-regulated learning', 90],
      ['data literacy', 90],
      ['dashboard', 0],
    ]);
  });

  it('lays a word left out flat in a box wider than tall', () => {
    const next = turnLeftOut(words, [placedAs(words[0] as SizedWord)], { width: 800, height: 300 });
    expect(next.map((w) => [w.text, w.rotate])).toEqual([
      ['self-regulated learning', 0],
      ['data literacy', 0],
      ['dashboard', 0],
    ]);
  });
});
