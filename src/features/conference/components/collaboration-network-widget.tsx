import { FollowButton } from '@/components/identity/follow-button';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { isEmptyCollaborationGraph, type CollaborationGraph, type ConferenceMode, type LakYear } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { PlottedValues } from '@/components/charts/plotted-values';
import { canMeasureText } from '@/components/charts/word-cloud-layout';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { scholarAuthorUrl, scholarSearchUrl } from '@/lib/semantic-scholar';
import { graphQuery, nodeQuery, yearTermsQuery, type NetworkNode } from '../api/queries';
import { coauthorCounts, defaultNetworkTerm, drawableGraph, publicationsHeading } from '../lib/transforms';
import { ChartHint, ControlBar, HINTS, ModeToggle, OptionSelect, YearSelect } from './controls';
import { useChosenConference } from '../lib/chosen-conference';

const ForceGraph = lazy(() => import('./force-graph'));
/**
 * Room the loading states keep (px, narrow and wide), measured on the loaded widget at 412 and
 * 1366 px wide: the network with the list of its researchers (the term select joins the controls
 * once the terms are there, hence the larger first room), and the drawing alone (zoom buttons and
 * canvas, 1.2 times as high as wide up to 900 px).
 */
const TERMS_ROOM = [935, 1336] as const;
const NETWORK_ROOM = [896, 1336] as const;
const DRAWING_ROOM = [500, 946] as const;
const LIST_CAP = 24;

/** Researcher collaboration network: co-authors of the year's papers that mention a topic or keyword. */
export function CollaborationNetworkWidget() {
  const conference = useChosenConference();
  const [year, setYear] = useState<LakYear>(conference.years[0] ?? '');
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const [picked, setPicked] = useState<string | null>(null);
  const [target, setTarget] = useState<NetworkNode | null>(null);
  const terms = useQuery(yearTermsQuery(conference.id, mode, year));
  const options = terms.data ?? [];
  // a pick that the new year or mode does not offer falls back to the default term
  const term = picked !== null && options.some((option) => option.value === picked) ? picked : defaultNetworkTerm(options);
  const noun = mode === 'topic' ? 'topic' : 'keyword';
  // stable while the term and year are: opening a researcher does not draw the network again
  const open = useCallback((author: string) => {
    if (term !== null) setTarget({ author, term, year });
  }, [term, year]);

  return (
    <ConferenceCard title="Researcher collaboration network" drawing="canvas" actions={<ChartHint chart="collaboration network" hint={HINTS.frequency} />} resetKey={`${term}|${year}`}>
      <ControlBar>
        <YearSelect value={year} onChange={setYear} />
        <ModeToggle value={mode} onChange={setMode} />
        {term !== null ? (
          <OptionSelect label={mode === 'topic' ? 'Topic' : 'Keyword'} value={term} options={options} onChange={setPicked} />
        ) : null}
      </ControlBar>
      <QueryState query={terms} empty="No Data Found" reserve={TERMS_ROOM}>
        {() => (term === null ? null : <NetworkFor term={term} year={year} noun={noun} onOpen={open} />)}
      </QueryState>
      <NodeModal target={target} onClose={() => setTarget(null)} />
    </ConferenceCard>
  );
}

const NetworkFor = memo(function NetworkFor({ term, year, noun, onOpen }: { term: string; year: LakYear; noun: string; onOpen: (author: string) => void }) {
  const conference = useChosenConference();
  const query = useQuery(graphQuery(conference.id, term, year));
  return (
    <QueryState query={query} empty="No Data Found" isEmpty={isEmptyCollaborationGraph} reserve={NETWORK_ROOM}>
      {(graph) => <Network graph={graph} caption={`Researchers who co-authored ${conference.name} ${year} papers mentioning the ${noun} ${term}`} onOpen={onOpen} />}
    </QueryState>
  );
});

function Network({ graph, caption, onOpen }: { graph: CollaborationGraph; caption: string; onOpen: (author: string) => void }) {
  const [canDraw] = useState(canMeasureText);
  // one graph object per answer, so that the drawing keeps its layout across renders
  const drawable = useMemo(() => drawableGraph(graph), [graph]);
  return (
    <div className="row g-3">
      <div className="col-xxl-8">
        {canDraw ? (
          <Suspense fallback={<Spinner label="Drawing the network…" reserve={DRAWING_ROOM} />}>
            <ForceGraph graph={drawable} onNodeClick={onOpen} />
          </Suspense>
        ) : (
          <p className="small text-muted">This browser cannot draw the network; the list names every researcher in it.</p>
        )}
      </div>
      <div className="col-xxl-4">
        <NodeList key={caption} graph={drawable} dropped={drawable.dropped} caption={caption} onOpen={onOpen} />
        <NodeValues graph={drawable} caption={caption} />
      </div>
    </div>
  );
}

/** Every researcher of the network with their co-author count, for the card's CSV (the list shows them on screen). */
function NodeValues({ graph, caption }: { graph: CollaborationGraph; caption: string }) {
  const counts = coauthorCounts(graph.links);
  const nodes = [...graph.nodes].sort((a, b) => b.size - a.size || a.id.localeCompare(b.id));
  return <PlottedValues caption={caption} columns={['Researcher', 'Co-authors']} rows={nodes.map((node) => [node.id, counts.get(node.id) ?? 0])} onScreen />;
}

/** The keyboard-reachable list of the graph's nodes: each opens the researcher's publications. */
function NodeList({ graph, dropped, caption, onOpen }: { graph: CollaborationGraph; dropped: number; caption: string; onOpen: (author: string) => void }) {
  const { count, more } = useShownCount(LIST_CAP);
  const counts = coauthorCounts(graph.links);
  const nodes = [...graph.nodes].sort((a, b) => b.size - a.size || a.id.localeCompare(b.id));
  const shown = nodes.slice(0, count);
  return (
    <section aria-label="Researchers in the network">
      <h3 className="h6">{caption}</h3>
      <p className="small text-muted mb-1">
        {nodes.length} researchers, {graph.links.length} co-author links.
      </p>
      {dropped > 0 ? (
        <p className="small text-muted mb-1">
          {dropped === 1 ? '1 co-author link was' : `${dropped} co-author links were`} left out: the server named a researcher who is not in the network.
        </p>
      ) : null}
      <ul className="list-unstyled conf-scroll mb-2" aria-label="Researchers in the network">
        {shown.map((node) => (
          <li key={node.id}>
            <button type="button" className="btn btn-link btn-sm p-0 text-start text-break" onClick={() => onOpen(node.id)}>
              {node.id}
            </button>{' '}
            <span className="small text-muted">({counts.get(node.id) ?? 0} co-authors)</span>
          </li>
        ))}
      </ul>
      <ShowMore shown={shown.length} total={nodes.length} onMore={more} noun="researchers" />
    </section>
  );
}

/** The researcher's Semantic Scholar id, as their papers name it beside their name (null when none does). */
export function researcherId(author: string, papers: readonly { authors: string[]; authorIds: string[] }[]): string | null {
  for (const paper of papers) {
    const id = paper.authorIds[paper.authors.indexOf(author)];
    if (id && /^\d+$/.test(id)) return id;
  }
  return null;
}

function NodeModal({ target, onClose }: { target: NetworkNode | null; onClose: () => void }) {
  const conference = useChosenConference();
  const query = useQuery(nodeQuery(conference.id, target ?? skipToken));
  const title = target === null ? '' : query.data ? publicationsHeading(query.data.count, target.term) : `Publications of ${target.author}`;
  return (
    <Modal
      open={target !== null}
      size="lg"
      title={title}
      onClose={onClose}
      footer={
        <>
          {query.data ? (
            <a className="btn btn-outline-primary" href={query.data.profileUrl} target="_blank" rel="noreferrer noopener">
              Researcher profile of {target?.author}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          {query.data && target ? <FollowButton authorId={researcherId(target.author, query.data.papers)} name={target.author} className="btn" /> : null}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {target !== null ? (
        <QueryState query={query} empty="No Data Found" isEmpty={(data) => data.papers.length === 0}>
          {(details) => (
            <>
              <p className="small text-muted">
                Papers of {target.author} at {conference.name} {target.year} that mention “{target.term}”.
              </p>
              <ol className="ps-3 mb-0">
                {details.papers.map((paper) => (
                  <li key={paper.url} className="mb-2 text-break">
                    <a href={scholarSearchUrl(paper.title)} target="_blank" rel="noreferrer noopener">
                      {paper.title}
                      <span className="visually-hidden"> (search in Semantic Scholar, opens in a new tab)</span>
                    </a>
                    <div className="small">
                      {paper.authors.map((name, i) => (
                        <span key={`${name}-${i}`}>
                          {i > 0 ? ', ' : ''}
                          {paper.authorIds[i] ? (
                            <a href={scholarAuthorUrl(paper.authorIds[i] ?? '')} target="_blank" rel="noreferrer noopener">
                              {name}
                            </a>
                          ) : (
                            name
                          )}
                        </span>
                      ))}
                    </div>
                  </li>
                ))}
              </ol>
            </>
          )}
        </QueryState>
      ) : null}
    </Modal>
  );
}
