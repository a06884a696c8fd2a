import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ExtractionPanel } from './extraction-panel';
import { SimilarityPanel } from './similarity-panel';

/** The public demo card: interest extraction and semantic similarity, usable without an account. */
export function DemoCard() {
  const [tab, setTab] = useState<'extraction' | 'similarity'>('extraction');
  return (
    <section className="card shadow-sm" aria-labelledby="demo-heading">
      <div className="card-body p-4">
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
          onSelect={setTab}
          keepMounted
          items={[
            { key: 'extraction', label: 'Interest Extraction', panel: <ExtractionPanel /> },
            { key: 'similarity', label: 'Semantic Similarity', panel: <SimilarityPanel /> },
          ]}
        />
      </div>
    </section>
  );
}
