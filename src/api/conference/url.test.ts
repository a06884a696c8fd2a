import { describe, expect, it } from 'vitest';
import { isApiError } from '../http';
import { ALL_YEARS, LAK_YEARS, isLakYear, isYearOrAll } from './constants';
import { conferenceQuery, encodeConferenceTerm, fetchPaperUrl, pngDataUrl } from './url';

describe('conference URL helpers', () => {
  it('sends spaces as %20', () => {
    expect(encodeConferenceTerm('Learning analytics', 'x')).toBe('Learning%20analytics');
    expect(encodeConferenceTerm(ALL_YEARS, 'x')).toBe('all%20years');
  });

  it('refuses a term containing "/" with an ApiError naming the endpoint', () => {
    let caught: unknown;
    try {
      encodeConferenceTerm('input/output', 'top publications');
    } catch (error) {
      caught = error;
    }
    expect(isApiError(caught) && caught.endpoint === 'top publications').toBe(true);
  });

  it('joins raw query items with & and no name= parts', () => {
    expect(conferenceQuery(['Learning analytics', 'Student'], 'x')).toBe('?Learning%20analytics&Student');
    expect(conferenceQuery(['A. Ammari', 'B. Chen', ALL_YEARS, 'topic'], 'x')).toBe('?A.%20Ammari&B.%20Chen&all%20years&topic');
  });

  it('builds fetchpaper/?! + title and cuts a title before its first "!"', () => {
    expect(fetchPaperUrl('Towards visual analytics', 'x')).toBe('fetchpaper/?!Towards%20visual%20analytics');
    expect(fetchPaperUrl('Stop! Dashboards ahead', 'x')).toBe('fetchpaper/?!Stop');
  });

  it('prefixes images with the PNG data URL scheme', () => {
    expect(pngDataUrl('iVBOR')).toBe('data:image/png;base64,iVBOR');
  });

  it('knows the ten LAK years and the all-years pseudo year', () => {
    expect(LAK_YEARS).toHaveLength(10);
    expect(LAK_YEARS[0]).toBe('2011');
    expect(LAK_YEARS[9]).toBe('2020');
    expect(isLakYear('2015')).toBe(true);
    expect(isLakYear('2021')).toBe(true);
    expect(isLakYear('20x1')).toBe(false);
    expect(isLakYear(ALL_YEARS)).toBe(false);
    expect(isYearOrAll(ALL_YEARS)).toBe(true);
  });
});
