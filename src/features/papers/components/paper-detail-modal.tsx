import type { Paper } from '@/api/user/schemas';
import { LongText } from '@/components/ui/long-text';
import { Modal } from '@/components/ui/modal';
import { paperLinkText } from '@/lib/semantic-scholar';

/** Abstracts run to about 2,000 characters: a longer one (free text from the server) is cut, with the rest on demand. */
const ABSTRACT_LIMIT = 5000;
/** Titles and author lists are cut sooner. */
const LINE_LIMIT = 500;

/** 'Paper Detail': title, year, authors, the link to the paper and the abstract, all as text. */
export function PaperDetailModal({ paper, onClose }: { paper: Paper | null; onClose: () => void }) {
  return (
    <Modal
      open={paper !== null}
      title="Paper Detail"
      onClose={onClose}
      size="lg"
    >
      {paper ? (
        <>
          <h3 className="h5">{paper.title ? <LongText text={paper.title} limit={LINE_LIMIT} whole="title" /> : 'Untitled'}</h3>
          <dl className="row mb-2">
            <dt className="col-sm-2">Year</dt>
            <dd className="col-sm-10">{paper.year ?? 'Year unknown'}</dd>
            <dt className="col-sm-2">Authors</dt>
            <dd className="col-sm-10">{paper.authors ? <LongText text={paper.authors} limit={LINE_LIMIT} /> : '—'}</dd>
          </dl>
          {isWebLink(paper.url) ? (
            <p>
              <a href={paper.url} target="_blank" rel="noopener noreferrer">
                {paperLinkText(paper.url)}
              </a>
            </p>
          ) : null}
          <h4 className="h6">Abstract</h4>
          <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
            {paper.abstract ? <LongText text={paper.abstract} limit={ABSTRACT_LIMIT} /> : 'No abstract available.'}
          </p>
        </>
      ) : null}
    </Modal>
  );
}

/** Only http(s) addresses become links (the url is free text from the server). */
function isWebLink(url: string | null): url is string {
  return url !== null && /^https?:\/\//i.test(url.trim());
}
