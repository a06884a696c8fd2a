import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ExtractionPanel } from './extraction-panel';

/** The second tab loads when it is first opened (or pointed at), not with the page. */
const loadSimilarityPanel = () => import('./similarity-panel');
const SimilarityPanel = lazy(() => loadSimilarityPanel().then((module) => ({ default: module.SimilarityPanel })));
function preloadSimilarityPanel() {
  loadSimilarityPanel().catch(() => undefined); // a failure shows in the tab when it is opened
}

/** The public demo card: interest extraction and semantic similarity, usable without an account. */
export function DemoCard() {
  const [tab, setTab] = useState<'extraction' | 'similarity'>('extraction');
  // once opened, the similarity tab stays mounted (what was typed there survives a tab switch)
  const [similarityOpened, setSimilarityOpened] = useState(false);
  const select = (key: 'extraction' | 'similarity') => {
    setTab(key);
    if (key === 'similarity') setSimilarityOpened(true);
  };
  return (
    <section className="card shadow-sm" aria-labelledby="demo-heading">
      <div className="card-body p-4" onFocus={preloadSimilarityPanel} onPointerOver={preloadSimilarityPanel}>
        <h1 className="h3" id="demo-heading">
          Try RIMA
        </h1>
        <p className="text-muted">
          See how RIMA finds research interests in a text and how it measures the similarity of two keyword sets. No
          account is needed. <Link to={paths.register}>Create an account</Link> to build your own interest profile.
        </p>
        <Tabs
          label="Demo"
          selected={tab}
          onSelect={select}
          keepMounted
          items={[
            { key: 'extraction', label: 'Interest Extraction', panel: <ExtractionPanel /> },
            {
              key: 'similarity',
              label: 'Semantic Similarity',
              panel: similarityOpened ? (
                <Suspense fallback={<Spinner label="Loading the similarity demo…" />}>
                  <SimilarityPanel />
                </Suspense>
              ) : null,
            },
          ]}
        />
      </div>
    </section>
  );
}
