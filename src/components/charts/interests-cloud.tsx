import type { ReactNode } from 'react';
import type { LongTermInterest } from '@/api/user/schemas';
import { EmptyState } from '@/components/ui/states';
import { CLOUD_SIZE, cloudWordText, topInterests } from '@/components/charts/lib/interest-words';
import { cutText } from '@/lib/bounded';
import { ChartCard } from './chart-card';
import { PlottedValues } from './plotted-values';
import { WordCloud, type WordCloudWord } from './word-cloud';

type InterestsCloudProps = {
  interests: readonly LongTermInterest[];
  /** how many of the heaviest interests to draw (the Manage Interests screen: 15) */
  limit?: number;
  title?: ReactNode;
  /** accessible name of the cloud */
  label?: string;
  /** the tooltip of a word */
  describe?: (interest: LongTermInterest) => string;
  onInterestClick?: (interest: LongTermInterest) => void;
  /** the interest under the pointer or keyboard focus (null when it leaves) */
  onInterestFocus?: (interest: LongTermInterest | null) => void;
  /** shown below the cloud (for example what a focused word stands for) */
  footer?: ReactNode;
  actions?: ReactNode;
};

/** A word cloud of a user's heaviest interests (spec section 9: font 15 to 60 px, angles 0 and 90, height 500). */
export function InterestsCloud({
  interests,
  limit = CLOUD_SIZE,
  title = `Top ${limit} interests`,
  label = 'Top interests by weight',
  describe = (interest) => `${interest.keyword}: weight ${interest.weight}`,
  onInterestClick,
  onInterestFocus,
  footer,
  actions,
}: InterestsCloudProps) {
  const words = topInterests(interests, limit);
  const byKeyword = new Map(interests.map((interest) => [cloudWordText(interest.keyword), interest]));
  const find = (word: WordCloudWord) => byKeyword.get(word.text);
  return (
    <ChartCard title={title} resetKey={interests} actions={actions}>
      {words.length === 0 ? (
        <EmptyState>No Data Found</EmptyState>
      ) : (
        <>
          <WordCloud
            label={label}
            words={words}
            height={500}
            fontSizes={[15, 60]}
            rotations={[0, 90]}
            wordTitle={(word) => {
              const interest = find(word);
              return cutText(interest ? describe(interest) : word.text, 300).text;
            }}
            {...(onInterestClick
              ? {
                  onWordClick: (word: WordCloudWord) => {
                    const interest = find(word);
                    if (interest) onInterestClick(interest);
                  },
                }
              : {})}
            {...(onInterestFocus ? { onWordFocus: (word: WordCloudWord | null) => onInterestFocus(word ? (find(word) ?? null) : null) } : {})}
          />
          {footer}
          <PlottedValues
            caption={`${label}: ${words.length} interests`}
            columns={['Interest', 'Weight']}
            rows={words.map((word) => [word.text, word.value])}
          />
        </>
      )}
    </ChartCard>
  );
}
