import { useContext, useState, type RefObject } from 'react';
import { MenuButton, type MenuButtonItem } from '@/components/ui/menu-button';
import { downloadBlob, downloadCsv, exportFileName, readTables, tablesToCsv } from './chart-export';
import { ChartExportWhose } from './chart-export-context';

/** What a chart is drawn as: svg charts save as PNG and SVG, canvas charts (the force graph) as PNG. */
export type ChartDrawing = 'svg' | 'canvas';

type ChartExportMenuProps = {
  /** the chart's name: the button's accessible name ("Export <chart>"), the file's name and the image's title */
  chart: string;
  /** whose chart, for the file name; the screen's ChartExportWhose when omitted */
  whose?: string;
  drawing?: ChartDrawing;
  /** false for an illustration without plotted values: no "Download data (CSV)" */
  data?: boolean;
  /** the element holding the chart's drawing and its hidden table of plotted values */
  target: RefObject<HTMLElement | null>;
};

const NOT_DRAWN = 'The chart is not drawn yet: there is nothing to save.';
const NO_VALUES = 'This chart has no values to download.';

/** The drawing code, loaded with the first image export (not with the page). */
const imageExport = () => import('./chart-export-image');

/**
 * The export menu of a chart card: "Save as PNG", "Save as SVG" (svg charts) and "Download data
 * (CSV)" of the values its hidden table holds. Says in one line when there is nothing to save.
 */
export function ChartExportMenu({ chart, whose, drawing = 'svg', data = true, target }: ChartExportMenuProps) {
  const screenWhose = useContext(ChartExportWhose);
  const [problem, setProblem] = useState<string | null>(null);
  const fileName = (extension: string) => exportFileName(chart, whose ?? screenWhose, extension);

  const run = (action: (root: HTMLElement) => Promise<string | null> | string | null) => async () => {
    const root = target.current;
    if (!root) return;
    try {
      setProblem(await action(root));
    } catch (error) {
      console.error('chart export failed', error);
      setProblem('The chart could not be saved. Try again.');
    }
  };

  const savePng = run(async (root) => {
    const { canvasPng, chartSvg, svgToPng } = await imageExport();
    if (drawing === 'canvas') {
      const png = await canvasPng(root, chart);
      if (!png) return NOT_DRAWN;
      downloadBlob(png, fileName('png'));
      return null;
    }
    const image = chartSvg(root, chart);
    if (!image) return NOT_DRAWN;
    downloadBlob(await svgToPng(image), fileName('png'));
    return null;
  });
  const saveSvg = run(async (root) => {
    const { chartSvg } = await imageExport();
    const image = chartSvg(root, chart);
    if (!image) return NOT_DRAWN;
    downloadBlob(new Blob([image.svg], { type: 'image/svg+xml' }), fileName('svg'));
    return null;
  });
  const saveCsv = run((root) => {
    const tables = readTables(root).filter((table) => table.rows.length > 0);
    if (tables.length === 0) return NO_VALUES;
    downloadCsv(tablesToCsv(tables), fileName('csv'));
    return null;
  });

  const items: MenuButtonItem[] = [
    { label: 'Save as PNG', onSelect: () => void savePng() },
    ...(drawing === 'svg' ? [{ label: 'Save as SVG', onSelect: () => void saveSvg() }] : []),
    ...(data ? [{ label: 'Download data (CSV)', onSelect: () => void saveCsv() }] : []),
  ];
  return (
    <>
      <span className="small text-danger" aria-live="polite">
        {problem}
      </span>
      <MenuButton label={`Export ${chart}`} items={items} className="btn btn-sm btn-outline-secondary">
        Export
      </MenuButton>
    </>
  );
}
