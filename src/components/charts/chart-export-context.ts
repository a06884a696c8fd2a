import { createContext } from 'react';

/**
 * Whose charts a screen shows (a user's name, "LAK", two names of a comparison): the chart cards
 * inside name their exported files with it (`rima-<chart>-<whose>-<day>.png`).
 */
export const ChartExportWhose = createContext<string | undefined>(undefined);
