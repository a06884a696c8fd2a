/** The LAK conference years the backend holds (api-contract 6: "2011" … "2020"). */
export const LAK_YEARS = ['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020'] as const;
export type LakYear = (typeof LAK_YEARS)[number];

/** The pseudo-year accepted by the researcher endpoints (6.18, 6.19, 6.25); sent as `all%20years`. */
export const ALL_YEARS = 'all years';
export type YearOrAll = LakYear | typeof ALL_YEARS;

/** Pie and word-cloud sizes: exactly 5 gives 5 items, 10 gives up to 10 (api-contract 6, `{count}`). */
export const LAK_COUNTS = [5, 10] as const;
export type LakCount = (typeof LAK_COUNTS)[number];

/** Topic mode (Wikipedia-filtered concepts) or keyword mode (raw extracted keywords). */
export type ConferenceMode = 'topic' | 'keyword';

/** Node id of the collaboration graph's placeholder when nothing was found (api-contract 6.22). */
export const NO_DATA_NODE_ID = 'No Data Found';

export function isLakYear(value: string): value is LakYear {
  return (LAK_YEARS as readonly string[]).includes(value);
}

export function isYearOrAll(value: string): value is YearOrAll {
  return value === ALL_YEARS || isLakYear(value);
}
