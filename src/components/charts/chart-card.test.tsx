import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads } from '@/test/downloads';
import { ChartCard, ChartErrorBoundary, CHART_ERROR_MESSAGE } from './chart-card';
import { isoDay } from './chart-export';
import { ChartExportWhose } from './chart-export-context';
import { PlottedValues } from './plotted-values';

function Broken({ fail }: { fail: boolean }): React.ReactNode {
  if (fail) throw new Error('cannot draw');
  return <p>drawn</p>;
}

describe('the one chart error boundary', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the boundary logs it too
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps the card and its title when the chart fails, and tries again with new data', () => {
    const { rerender } = render(
      <ChartCard title="Activities" resetKey={1}>
        <Broken fail />
      </ChartCard>,
    );
    expect(screen.getByRole('heading', { name: 'Activities' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(CHART_ERROR_MESSAGE);

    rerender(
      <ChartCard title="Activities" resetKey={2}>
        <Broken fail={false} />
      </ChartCard>,
    );
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('titles the card with a level 2 heading, or the level a section inside a page asks for', () => {
    render(
      <>
        <ChartCard title="Activities">
          <p>drawn</p>
        </ChartCard>
        <ChartCard title="Top interests" headingLevel={3}>
          <p>drawn</p>
        </ChartCard>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Activities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Top interests' })).toBeInTheDocument();
  });

  it('shows the fallback a screen gives instead of the default message', () => {
    render(
      <ChartErrorBoundary fallback={<p>The list shows every keyword.</p>}>
        <Broken fail />
      </ChartErrorBoundary>,
    );
    expect(screen.getByText('The list shows every keyword.')).toBeInTheDocument();
    expect(screen.queryByText(CHART_ERROR_MESSAGE)).not.toBeInTheDocument();
  });
});

describe('the export menu of a chart card', () => {
  it('says so when the chart has nothing drawn to save, and names the card in its button', async () => {
    const user = userEvent.setup();
    render(
      <ChartCard title="Activities">
        <p>Still laying out…</p>
      </ChartCard>,
    );
    await user.click(screen.getByRole('button', { name: 'Export Activities' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save as SVG' }));
    expect(await screen.findByText('The chart is not drawn yet: there is nothing to save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export Activities' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
    expect(await screen.findByText('This chart has no values to download.')).toBeInTheDocument();
  });
});

describe('the files a chart card saves', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("are named after the chart and the screen's whose, or the card's own, and hold its plotted values", async () => {
    const capture = captureDownloads();
    try {
      const user = userEvent.setup();
      const day = isoDay(new Date());
      render(
        <ChartExportWhose.Provider value="Lena Hoffmann">
          <ChartCard title="Publications per year">
            <PlottedValues caption="Publications per year" columns={['Year', 'Publications']} rows={[['2025', 3], ['2026', 1]]} />
          </ChartCard>
          <ChartCard title="Researcher comparison" exportWhose="A. Ammari and D. Lindqvist">
            <PlottedValues caption="Topics" columns={['Topic', 'Share (%)']} rows={[['learning', 60]]} />
          </ChartCard>
        </ChartExportWhose.Provider>,
      );
      await user.click(screen.getByRole('button', { name: 'Export Publications per year' }));
      await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
      await user.click(screen.getByRole('button', { name: 'Export Researcher comparison' }));
      await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(2));
      expect(capture.downloads.map((file) => file.name)).toEqual([
        `rima-publications-per-year-lena-hoffmann-${day}.csv`,
        `rima-researcher-comparison-a-ammari-and-d-lindqvist-${day}.csv`,
      ]);
      expect(await capture.downloads[0]?.blob.text()).toBe('Year,Publications\r\n2025,3\r\n2026,1\r\n');
    } finally {
      capture.undo();
    }
  });
});
