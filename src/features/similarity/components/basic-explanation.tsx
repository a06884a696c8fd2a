import { useState } from 'react';
import type { UserSimilarity } from '@/api/user/schemas';
import { Modal } from '@/components/ui/modal';
import { highlighted, isSimilarEmpty, similarKeywords, type Pick, type Side } from '../lib/similar-keywords';

const NO_KEYWORDS = 'No Keywords';

function KeywordBadges({ title, keywords }: { title: string; keywords: readonly string[] }) {
  return (
    <div className="col-12 col-md-6">
      <h4 className="h6">{title}</h4>
      {keywords.length === 0 ? (
        <p className="text-muted mb-0">{NO_KEYWORDS}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {keywords.map((keyword) => (
            <li key={keyword} className="badge text-bg-light border text-wrap text-break text-start fw-normal fs-6 rima-keyword">
              {keyword}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type SimilarListProps = {
  side: Side;
  title: string;
  keywords: readonly string[];
  marked: Set<string>;
  pick: Pick;
  onPick: (pick: Pick) => void;
};

function SimilarList({ side, title, keywords, marked, pick, onPick }: SimilarListProps) {
  return (
    <div className="col-12 col-sm-6">
      <h3 className="h6">{title}</h3>
      <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
        {keywords.map((keyword) => {
          const isPicked = pick?.side === side && pick.keyword === keyword;
          const isMatch = marked.has(keyword);
          return (
            <li key={keyword}>
              <button
                type="button"
                className={`btn btn-sm w-100 text-start text-break ${isPicked ? 'btn-dark' : isMatch ? 'btn-warning fw-bold' : 'btn-outline-dark'}`}
                aria-pressed={isPicked}
                onMouseEnter={() => onPick({ side, keyword })}
                onFocus={() => onPick({ side, keyword })}
                onClick={() => onPick({ side, keyword })}
              >
                {isMatch ? <span aria-hidden="true">≈ </span> : null}
                {keyword}
                {isMatch ? <span className="visually-hidden"> (matches)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The 'Similar Keywords' modal: pointing at or focusing a keyword highlights its matches on the other side. */
function SimilarKeywordsModal({ venn, otherName, onClose }: { venn: UserSimilarity['venn_chart_data']; otherName: string; onClose: () => void }) {
  const model = similarKeywords(venn);
  const [pick, setPick] = useState<Pick>(null);
  const partners = pick ? (model.partners[pick.side][pick.keyword] ?? []) : [];
  return (
    <Modal
      open
      title="Similar Keywords"
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {isSimilarEmpty(model) ? (
        <p className="text-muted text-center py-3 mb-0">{NO_KEYWORDS}</p>
      ) : (
        <>
          <p className="small text-muted">Point at or focus a keyword to highlight the keywords it matches on the other side (similarity 0.6 or more).</p>
          <div className="row g-3">
            <SimilarList side="mine" title="Your keywords" keywords={model.mine} marked={highlighted(model, pick, 'mine')} pick={pick} onPick={setPick} />
            <SimilarList
              side="theirs"
              title={`${otherName}'s keywords`}
              keywords={model.theirs}
              marked={highlighted(model, pick, 'theirs')}
              pick={pick}
              onPick={setPick}
            />
          </div>
          <p className="mt-3 mb-0 small" aria-live="polite" data-testid="similar-readout">
            {pick ? `“${pick.keyword}” matches ${partners.length === 0 ? 'nothing' : partners.map((p) => `“${p}”`).join(', ')}.` : ''}
          </p>
        </>
      )}
    </Modal>
  );
}

/** 'Basic explanation' (Interest Association Model): each side's exclusive interests and the similar ones. */
export function BasicExplanation({ similarity, otherName }: { similarity: UserSimilarity; otherName: string }) {
  const [open, setOpen] = useState(false);
  const venn = similarity.venn_chart_data;
  return (
    <section aria-labelledby="basic-explanation-title">
      <h3 id="basic-explanation-title" className="h5">
        Interest Association Model
      </h3>
      <p className="text-muted small">
        Your top 5 interests and {otherName}&apos;s: the ones with no similar partner on the other side, and the pairs that are similar.
      </p>
      <div className="row g-3 mb-3">
        <KeywordBadges title="Only your interests" keywords={venn.user_1_exclusive_interest} />
        <KeywordBadges title={`Only ${otherName}'s interests`} keywords={venn.user_2_exclusive_interest} />
      </div>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Similar
      </button>
      {open ? <SimilarKeywordsModal venn={venn} otherName={otherName} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
