import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { conferenceById, type ConferenceComparison, type ConferenceComparisonAnswer, type TermShare } from '@/api/conference';
import { AreasDrawing, ChartFrame, MirroredBarsDrawing, type PeriodRow } from '@/components/charts/chart-drawing';
import { ChartLegend } from '@/components/charts/chart-legend';
import { categoryAxisWidth } from '@/components/charts/lib/label-fit';
import { chartColor } from '@/components/charts/lib/palette';
import { PlottedValues } from '@/components/charts/plotted-values';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useStaggered } from '@/lib/use-staggered';
import { FEW_PAPERS, listedTerms, percent, trendOf, trendText } from '../lib/compare';
import { TermBars } from './charts';
import { ConferenceCard } from './conference-card';
import { OptionSelect } from './controls';

type Props = {
  comparison: ConferenceComparison;
  corpora: ConferenceComparisonAnswer['corpora'];
  /** called once every card of this comparison is committed (what comes below waits for it) */
  onShown?: () => void;
};

function spanOf(comparison: ConferenceComparison): string {
  return comparison.from === comparison.to ? comparison.from : `${comparison.from}-${comparison.to}`;
}

/** The comparison of the chosen conferences: shared terms, each one's own, a term's trend, researchers in several. */
export function ComparisonResults({ comparison, corpora, onShown }: Props) {
  const noun = comparison.mode === 'topic' ? 'topics' : 'keywords';
  const sample = corpora.filter((corpus) => corpus.sample);
  const parts = [
    <SharedTerms key="shared" comparison={comparison} noun={noun} />,
    <div key="particular" className="row g-3">
      {comparison.conferences.map((conference) => (
        <div key={conference.id} className="col-lg-6">
          <ParticularTerms comparison={comparison} id={conference.id} name={conference.name} noun={noun} />
        </div>
      ))}
    </div>,
    <TermTrend key="trend" comparison={comparison} noun={noun} />,
    <SharedResearchers key="researchers" comparison={comparison} />,
  ];
  // the charts are committed one after another, not all in one long task
  const shown = useStaggered(parts.length, comparison);
  const allShown = shown >= parts.length;
  useEffect(() => {
    if (allShown) onShown?.();
  }, [allShown, onShown]);
  return (
    <div className="d-grid gap-3">
      {sample.length > 0 ? (
        <p className="alert alert-warning mb-0" role="note">
          {sample.map((corpus) => corpus.name).join(', ')}: the offline sample (generated papers, sample data, not LAK).
        </p>
      ) : null}
      {parts.slice(0, shown)}
    </div>
  );
}

function shareColumns(comparison: ConferenceComparison): string[] {
  return comparison.conferences.map((conference) => `${conference.name} (% of papers)`);
}

function shareRow(comparison: ConferenceComparison, entry: TermShare): (string | number)[] {
  return [entry.term, ...comparison.conferences.map((conference) => percent(entry.shares[conference.id] ?? 0))];
}

function SharedTerms({ comparison, noun }: { comparison: ConferenceComparison; noun: string }) {
  const names = comparison.conferences.map((conference) => conference.name);
  const title = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)} shared by ${names.join(' and ')}, ${spanOf(comparison)}`;
  const [left, right] = comparison.conferences;
  const rows = comparison.shared.map((entry) => ({ name: entry.term, left: percent(entry.shares[left?.id ?? ''] ?? 0), right: percent(entry.shares[right?.id ?? ''] ?? 0) }));
  const height = rows.length * 28 + 40;
  return (
    <ConferenceCard title={title} resetKey={comparison}>
      <p className="small text-muted">Each {noun.slice(0, -1)} carried by at least two papers of every conference, as a share of that conference's papers of the span (the conferences differ in size).</p>
      {comparison.shared.length === 0 ? (
        <EmptyState>No {noun.slice(0, -1)} is shared by these conferences in these years.</EmptyState>
      ) : comparison.conferences.length === 2 && left && right ? (
        <>
          <ChartFrame height={height}>
            {(width) => (
              <MirroredBarsDrawing width={width} height={height} rows={rows} leftLabel={left.name} rightLabel={right.name} extent={Math.ceil(Math.max(1, ...rows.flatMap((row) => [row.left, row.right])))} axisWidth={categoryAxisWidth(rows.map((row) => row.name), width, 0.35)} />
            )}
          </ChartFrame>
          <ChartLegend label={`${title}: legend`} items={[{ label: `${left.name} (left)`, color: chartColor(0) }, { label: `${right.name} (right)`, color: chartColor(1) }]} />
        </>
      ) : null}
      <PlottedValues caption={title} columns={[noun === 'topics' ? 'Topic' : 'Keyword', ...shareColumns(comparison)]} rows={comparison.shared.map((entry) => shareRow(comparison, entry))} onScreen={comparison.conferences.length > 2} />
    </ConferenceCard>
  );
}

function ParticularTerms({ comparison, id, name, noun }: { comparison: ConferenceComparison; id: string; name: string; noun: string }) {
  const entries = comparison.particular[id] ?? [];
  const title = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)} particular to ${name}, ${spanOf(comparison)}`;
  const bars = entries.map((entry) => ({ name: entry.term, value: percent(entry.shares[id] ?? 0) }));
  return (
    <ConferenceCard title={title} resetKey={comparison}>
      <p className="small text-muted">Carried by at least two of its papers, by none of the other conferences' (share of its papers, %).</p>
      {bars.length === 0 ? <EmptyState>No {noun.slice(0, -1)} is {name}'s alone in these years.</EmptyState> : <TermBars data={bars} />}
      <PlottedValues caption={title} columns={[noun === 'topics' ? 'Topic' : 'Keyword', `${name} (% of papers)`]} rows={bars.map((bar) => [bar.name, bar.value])} />
    </ConferenceCard>
  );
}

function TermTrend({ comparison, noun }: { comparison: ConferenceComparison; noun: string }) {
  const terms = listedTerms(comparison);
  const [picked, setPicked] = useState<string | null>(null);
  const term = picked !== null && terms.includes(picked) ? picked : (terms[0] ?? null);
  const title = term === null ? `Trend of a ${noun.slice(0, -1)}` : `Trend of “${term}” in each conference, ${spanOf(comparison)}`;
  const trend = term === null ? [] : trendOf(comparison, term);
  const names = comparison.conferences.map((conference) => conference.name);
  const rows: PeriodRow[] = trend.map((point) => ({ period: point.year, values: comparison.conferences.map((c) => percent(point.cells[c.id]?.share ?? 0)) }));
  const few = trend.flatMap((point) => comparison.conferences.filter((c) => (point.cells[c.id]?.share ?? null) !== null && (point.cells[c.id]?.papers ?? 0) < FEW_PAPERS).map((c) => `${c.name} ${point.year}: ${point.cells[c.id]?.papers ?? 0} papers`));
  const notHeld = trend.flatMap((point) => comparison.conferences.filter((c) => point.cells[c.id]?.share === null).map((c) => `${c.name} ${point.year}`));
  return (
    <ConferenceCard title={title} resetKey={`${term}|${spanOf(comparison)}`}>
      {term === null ? (
        <EmptyState>No {noun.slice(0, -1)} to follow in these years.</EmptyState>
      ) : (
        <>
          <OptionSelect label={noun === 'topics' ? 'Topic' : 'Keyword'} value={term} options={terms.map((value) => ({ value, label: value }))} onChange={setPicked} />
          <p className="small text-muted mt-2">Share of each year's papers of the conference carrying it (%).</p>
          <ChartFrame height={280}>{(width) => <AreasDrawing width={width} height={280} rows={rows} series={names} />}</ChartFrame>
          <ChartLegend label={`${title}: legend`} items={names.map((name, index) => ({ label: name, color: chartColor(index) }))} />
          {notHeld.length > 0 ? <p className="small text-muted mb-1">Not held (drawn at 0, no data): {notHeld.join(', ')}.</p> : null}
          {few.length > 0 ? <p className="small text-muted mb-0">Few papers, a share of a handful: {few.join('; ')}.</p> : null}
          <PlottedValues caption={title} columns={['Year', ...names]} rows={trend.map((point) => [point.year, ...comparison.conferences.map((c) => trendText(point.cells[c.id]))])} />
        </>
      )}
    </ConferenceCard>
  );
}

function SharedResearchers({ comparison }: { comparison: ConferenceComparison }) {
  const title = `Researchers who published in more than one of them, ${spanOf(comparison)}`;
  const columns = ['Researcher', ...comparison.conferences.map((conference) => `${conference.name} papers`)];
  return (
    <ConferenceCard title={title} resetKey={comparison}>
      <p className="small text-muted">Names are matched by author id (OpenAlex's or Semantic Scholar's): one researcher spelt two ways under one id is listed once; the same name under two ids is listed twice.</p>
      {comparison.researchers.length === 0 ? (
        <EmptyState>No researcher published in more than one of these conferences in these years.</EmptyState>
      ) : (
        <ul className="list-unstyled mb-0" aria-label="Researchers in more than one conference">
          {comparison.researchers.map((researcher) => (
            <li key={researcher.id} className="mb-1">
              {comparison.conferences.flatMap((conference) => {
                const name = researcher.names[conference.id];
                if (!name) return [];
                return [
                  <span key={conference.id} className="me-3">
                    <Link to={`${paths.topicsAuthors}?conference=${conference.id}&researcher=${encodeURIComponent(name)}`} aria-label={`${name}: compare at ${conferenceById(conference.id)?.name ?? conference.name}`}>
                      {name}
                    </Link>{' '}
                    <span className="text-muted small">
                      ({conference.name}: {researcher.papers[conference.id] ?? 0})
                    </span>
                  </span>,
                ];
              })}
            </li>
          ))}
        </ul>
      )}
      <PlottedValues caption={title} columns={columns} rows={comparison.researchers.map((researcher) => [Object.values(researcher.names)[0] ?? researcher.id, ...comparison.conferences.map((c) => researcher.papers[c.id] ?? 0)])} />
    </ConferenceCard>
  );
}
