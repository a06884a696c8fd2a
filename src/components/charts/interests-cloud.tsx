import type { ReactNode } from 'react';
import type { LongTermInterest } from '@/api/user/schemas';
import type { Focusable } from '@/components/ui/focus-trap';
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
  /** `target` is the word's element (a menu can open at it) */
  onInterestClick?: (interest: LongTermInterest, target: Focusable) => void;
  /** the interest under the pointer or keyboard focus (null when it leaves) */
  onInterestFocus?: (interest: LongTermInterest | null) => void;
  /** shown below the cloud (for example what a focused word stands for) */
  footer?: ReactNode;
  actions?: ReactNode;
  /** the card title's heading level (ChartCard's) */
  headingLevel?: 2 | 3 | 4;
};

type InterestsCloudWordsProps = Omit<InterestsCloudProps, 'title' | 'actions' | 'headingLevel'>;

/** The words of an interests cloud without a card (for a card that switches between drawings). */
export function InterestsCloudWords({
  interests,
  limit = CLOUD_SIZE,
  label = 'Top interests by weight',
  describe = (interest) => `${interest.keyword}: weight ${interest.weight}`,
  onInterestClick,
  onInterestFocus,
  footer,
}: InterestsCloudWordsProps) {
  const words = topInterests(interests, limit);
  const byKeyword = new Map(interests.map((interest) => [cloudWordText(interest.keyword), interest]));
  const find = (word: WordCloudWord) => byKeyword.get(word.text);
  if (words.length === 0) return <EmptyState>No Data Found</EmptyState>;
  return (
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
              onWordClick: (word: WordCloudWord, target: Focusable) => {
                const interest = find(word);
                if (interest) onInterestClick(interest, target);
              },
            }
          : {})}
        {...(onInterestFocus ? { onWordFocus: (word: WordCloudWord | null) => onInterestFocus(word ? (find(word) ?? null) : null) } : {})}
      />
      {footer}
      <PlottedValues caption={`${label}: ${words.length} interests`} columns={['Interest', 'Weight']} rows={words.map((word) => [word.text, word.value])} />
    </>
  );
}

/** A word cloud of a user's heaviest interests (spec section 9: font 15 to 60 px, angles 0 and 90, height 500). */
export function InterestsCloud({ title, actions, headingLevel, ...props }: InterestsCloudProps) {
  return (
    <ChartCard title={title ?? `Top ${props.limit ?? CLOUD_SIZE} interests`} resetKey={props.interests} actions={actions} headingLevel={headingLevel}>
      <InterestsCloudWords {...props} />
    </ChartCard>
  );
}
