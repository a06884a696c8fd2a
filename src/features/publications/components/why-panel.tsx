import { useState } from 'react';
import type { InterestWeight } from '@/api/user/publications';
import type { RecommendedPaper } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { PlottedValues } from '@/components/charts/plotted-values';
import { ValueBars } from '@/components/charts/value-bars';
import { WordCloud } from '@/components/charts/word-cloud';
import type { InterestColors } from '@/components/charts/lib/palette';
import { ApproximationNote } from '@/components/ui/approximation-note';
import { ScoreExplanation } from './score-explanation';
import { keyphraseByInterest, MARK_THRESHOLD, percent, topKeyphrases, type Chip, type KeyphraseMark } from '../lib/recommend';

/** The colour of a keyphrase not marked (below MARK_THRESHOLD): the palette's slate. */
const PLAIN = '#4d5562';

const formatPercent = (value: number) => `${Math.round(value)} %`;

function Bars({ caption, data, nameColumn, colors }: { caption: string; data: { name: string; value: number }[]; nameColumn: string; colors: InterestColors }) {
  return (
    <ValueBars
      caption={caption}
      // one bar per interest, in the interest's colour (its chip's, its marks', its cloud word's)
      data={data.map((datum) => ({ ...datum, color: colors(datum.name) }))}
      valueLabel="Similarity"
      columns={[nameColumn, 'Similarity (%)']}
      height={Math.max(90, data.length * 34 + 30)}
      formatValue={formatPercent}
      tableValue={(value) => Math.round(value * 10) / 10}
      percentScale
    />
  );
}

/** The picked keyphrase's similarity to each interest, or why there is none (a keyphrase the user added). */
function KeyphraseSimilarity({ paper, keyphrase, chips, colors, whose }: { paper: RecommendedPaper; keyphrase: string; chips: readonly Chip[]; colors: InterestColors; whose: string }) {
  const known = paper.keywords_similarity[keyphrase] !== undefined;
  return (
    <div aria-live="polite">
      {known ? (
        <ChartCard title={`Similarity of “${keyphrase}” with your interests`} headingLevel={3} exportWhose={whose}>
          <Bars caption={`Similarity of “${keyphrase}” with your interests`} nameColumn="Interest" data={keyphraseByInterest(paper, keyphrase, chips)} colors={colors} />
        </ChartCard>
      ) : (
        <section>
          <h3 className="h6 text-break">Similarity of “{keyphrase}” with your interests</h3>
          <p className="small text-muted mb-0">You added this keyphrase: the server scored it only as part of the paper.</p>
        </section>
      )}
    </div>
  );
}

/** How the built-in backend's score of the paper as recommended adds up, and (`leaveOutFor`) the what-if of each paper it names. */
function ExplainedScore({
  paper,
  explanation,
  keywords,
  score,
  leaveOutFor,
}: {
  paper: RecommendedPaper;
  explanation: NonNullable<RecommendedPaper['explanation']>;
  keywords: Readonly<Record<string, number>>;
  score: number;
  leaveOutFor: readonly InterestWeight[] | undefined;
}) {
  return (
    <div>
      {score !== paper.score ? <p className="small text-muted mb-1">After your changes the score is {percent(score)}; the parts below are those of the paper as recommended.</p> : null}
      <ScoreExplanation explanation={explanation} score={paper.score} leaveOut={leaveOutFor ? { paperId: paper.paperId, keywords, interests: leaveOutFor, score } : undefined} />
    </div>
  );
}

/**
 * "Why?" of a paper: a cloud of its top keyphrases sized by weight; for the keyphrase under the
 * pointer or keyboard focus (or the one picked), its similarity to each interest; and the paper's
 * similarity to each interest. Every chart sits in a chart card (its hidden table, its export menu).
 */
export function WhyPanel({
  paper,
  keywords,
  chips,
  marks,
  interestsSimilarity,
  score,
  colors,
  leaveOutFor,
}: {
  paper: RecommendedPaper;
  keywords: Readonly<Record<string, number>>;
  chips: readonly Chip[];
  /** each keyphrase's mark: its colour is the one of the abstract and the keyphrase chips */
  marks: ReadonlyMap<string, KeyphraseMark>;
  interestsSimilarity: Readonly<Record<string, number>>;
  score: number;
  /** the colours of the user's interests, as on the chips and in every view */
  colors: InterestColors;
  /** the interests the card is scored for now, when its named papers can be left out (the built-in backend) */
  leaveOutFor?: readonly InterestWeight[] | undefined;
}) {
  const words = topKeyphrases(keywords).map((word) => ({ ...word, color: marks.get(word.text)?.color ?? PLAIN }));
  const [picked, setPicked] = useState<string | null>(null);
  const keyphrase = picked !== null && words.some((word) => word.text === picked) ? picked : (words[0]?.text ?? null);
  const byInterest = Object.entries(interestsSimilarity).map(([name, value]) => ({ name, value }));
  const weights = chips.filter((chip) => chip.on && chip.text in interestsSimilarity);
  const highest = byInterest.reduce((top, datum) => Math.max(top, datum.value), 0);
  // the exported files say what the chart shows and which paper it explains
  const whose = paper.title.trim() === '' ? 'untitled paper' : paper.title;
  return (
    <div className="rima-why border-top pt-3 mt-2 d-grid gap-3">
      <ApproximationNote basis={paper} className="small text-muted mb-0" />
      <ChartCard title="Keyphrases of this paper" headingLevel={3} exportWhose={whose} resetKey={words}>
        <p className="small text-muted mb-1">
          Point at or focus a keyphrase to see its similarity with each of your interests. Coloured: at least {MARK_THRESHOLD} % similar to an interest, in
          that interest&apos;s colour.
        </p>
        <WordCloud
          label="Keyphrases of this paper by weight"
          words={words}
          height={200}
          fontSizes={[13, 30]}
          rotations={[0]}
          wordTitle={(word) => `${word.text}: weight ${Math.round(word.value * 10) / 10}`}
          onWordClick={(word) => setPicked(word.text)}
          onWordFocus={(word) => {
            if (word) setPicked(word.text);
          }}
        />
        <PlottedValues caption="Keyphrases of this paper by weight" columns={['Keyphrase', 'Weight']} rows={words.map((word) => [word.text, Math.round(word.value * 10) / 10])} />
      </ChartCard>
      {keyphrase !== null ? <KeyphraseSimilarity paper={paper} keyphrase={keyphrase} chips={chips} colors={colors} whose={whose} /> : null}
      <div>
        {byInterest.length > 0 ? (
          <ChartCard title="Similarity of this paper with each interest" headingLevel={3} exportWhose={whose}>
            <Bars caption="Similarity of this paper with each interest" nameColumn="Interest" data={byInterest} colors={colors} />
          </ChartCard>
        ) : (
          <section>
            <h3 className="h6">Similarity of this paper with each interest</h3>
            <p className="small text-muted mb-0">The server gave no similarity per interest.</p>
          </section>
        )}
        {paper.explanation ? null : (
          <>
            <p className="mt-2 mb-0">
              <strong>Similarity with your whole interest model: {percent(score)}</strong> (highest per interest: {percent(highest)})
            </p>
            <p className="small text-muted mb-0">
              It is the mean of the similarities per interest above, each counted as often as the interest weighs
              {weights.length > 0 ? ` (${weights.map((chip) => `${chip.text} ${chip.weight}`).join(', ')})` : ''}: it is never above the highest of them,
              and switching an interest off takes its share out of the mean.
            </p>
          </>
        )}
      </div>
      {paper.explanation ? <ExplainedScore paper={paper} explanation={paper.explanation} keywords={keywords} score={score} leaveOutFor={leaveOutFor} /> : null}
    </div>
  );
}
