/** The conference screens colour their series with the one chart palette (src/components/charts/lib/palette.ts). */
export { chartColor as seriesColor } from '@/components/charts/lib/palette';
