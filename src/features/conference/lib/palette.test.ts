import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/components/charts/lib/palette';
import { CONFERENCE_PALETTE, seriesColor } from './palette';

describe('conference palette', () => {
  it('has 20 distinct colours', () => {
    expect(new Set(CONFERENCE_PALETTE).size).toBe(20);
  });
  it('gives every colour at least 3:1 contrast against white (WCAG AA, graphics)', () => {
    CONFERENCE_PALETTE.forEach((colour) => expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(3));
  });
  it('computes the known black/white ratio and repeats after 20 series', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(seriesColor(20)).toBe(seriesColor(0));
  });
});
