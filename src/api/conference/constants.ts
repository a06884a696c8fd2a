/** The LAK conference years the backend holds (api-contract 6: "2011" … "2020"). */
export const LAK_YEARS = ['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020'] as const;
/**
 * A conference year ("2014"): LAK's are LAK_YEARS, each other conference's are its line of
 * conferences.json (the built-in backend answers a year its conference did not hold as LAK's server does
 * an unknown year).
 */
export type LakYear = string;

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

/** A year's shape (four digits); whether the conference held it is the conference's years' to say. */
export function isLakYear(value: string): value is LakYear {
  return /^\d{4}$/.test(value);
}

export function isYearOrAll(value: string): value is YearOrAll {
  return value === ALL_YEARS || isLakYear(value);
}
