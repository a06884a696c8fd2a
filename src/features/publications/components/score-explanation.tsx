import { useId, type ComponentProps } from 'react';
import type { ScoreExplanation as Explanation } from '@/api/user/schemas';
import { namedPapers, paperReason, quotedTitle, tenths as points } from '../lib/recommend';
import { LeaveOutPapers } from './leave-out-papers';

/** One split of the score: its rows (name, points), heaviest first, and their total. */
function PartsTable({ caption, nameColumn, rows }: { caption: string; nameColumn: string; rows: { name: string; value: number }[] }) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <table className="table table-sm small mb-2">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          <th scope="col" className="text-end">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td className="text-break">{row.name}</td>
            <td className="text-end">{points(row.value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="text-end">{points(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The related-words reason: the pairs that matched, "a word of this paper ~ a word of yours", and how many more. */
function relatedName({ words, pairs }: Explanation['related']): string {
  const more = pairs - words.length;
  return `Related words: ${words.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** A paper's title in quotes as a reason names it. */
/**
 * How the built-in backend's score of a paper adds up, twice: by reason (the researcher's closest
 * papers, the related words that matched theirs, each interest, the papers closest in wording, and what they earn only together) and by the
 * paper's keyphrases (and its other words). The formula is one sentence; each part is what taking it
 * away lowers the score by (at least). With `leaveOut` (the built-in backend), each paper named can be
 * left out (LeaveOutPapers) to see that.
 */
export function ScoreExplanation({ explanation, score, leaveOut }: { explanation: Explanation; score: number; leaveOut?: ComponentProps<typeof LeaveOutPapers>['asked'] | undefined }) {
  const headingId = useId();
  const byReason = [
    ...explanation.papers
      .filter((mine) => mine.points > 0)
      .map((mine) => ({ name: paperReason(mine), value: mine.points })),
    ...explanation.wording
      .filter((mine) => mine.points > 0)
      .map((mine) => ({ name: `Close in wording to ${mine.liked ? 'a paper you liked' : 'your paper'} ${quotedTitle(mine.title)}`, value: mine.points })),
    ...(explanation.related.points > 0 ? [{ name: relatedName(explanation.related), value: explanation.related.points }] : []),
    ...Object.entries(explanation.interests)
      .filter(([, value]) => value > 0)
      .map(([name, value]) => ({ name: `Interest “${name}”`, value })),
  ].sort((a, b) => b.value - a.value);
  if (explanation.together > 0) byReason.push({ name: 'Earned only by these reasons together', value: explanation.together });
  const byKeyphrase = [
    ...Object.entries(explanation.keyphrases)
      .filter(([, value]) => value > 0)
      .map(([name, value]) => ({ name, value }))
      .sort((a, b) => b.value - a.value),
    { name: 'The other words of the paper', value: explanation.other_words },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 className="h6" id={headingId}>
        How the score of {points(score)} adds up
      </h3>
      <p className="small text-muted">
        Score = 100 × s³ / (1 + s³), where s adds this paper&apos;s two parts, each over the same part of your most central paper against your others, and
        divides them by what your most central papers get so (50 means as close to your work as they are): its points (100 × the mean word overlap, cosine
        with rarer words counting more, with your three closest papers, where a related word counts too (“word of this paper ~ word of yours”: their word
        vectors closer than chance), plus each interest&apos;s weight × its overlap with the paper) and its closeness in wording (100 × the mean cosine of the
        texts&apos; word vectors summed with rarer words counting more, with your three closest papers in wording, above what everyday English gets). Taking a
        part away lowers the score by at least its points (a paper of yours: leaving it out of your papers, by at least its rows together).
      </p>
      <PartsTable caption="By reason" nameColumn="Reason" rows={byReason} />
      {leaveOut ? <LeaveOutPapers papers={namedPapers(explanation)} asked={leaveOut} /> : null}
      <PartsTable caption="By keyphrase of this paper" nameColumn="Keyphrase" rows={byKeyphrase} />
    </section>
  );
}
