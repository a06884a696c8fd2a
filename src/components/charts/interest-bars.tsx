import { useState } from 'react';
import type { LongTermInterest } from '@/api/user/schemas';
import type { Focusable } from '@/components/ui/focus-trap';
import { EmptyState } from '@/components/ui/states';
import type { SocialNetwork } from '@/config/social';
import { CLOUD_MAX_WORDS, cloudWordText, heaviestInterests, sourceTextInline, weightText } from '@/components/charts/lib/interest-words';
import { interestColors, type InterestColors } from '@/components/charts/lib/palette';
import { cutText } from '@/lib/bounded';
import { useWords } from '@/lib/words';
import { ChartFrame, HorizontalBarsDrawing } from './chart-drawing';
import { PlottedValues } from './plotted-values';

/** Height of one bar's row (px); the drawing adds room for its value axis. */
export const INTEREST_BAR_ROW = 30;
/** The drawing's top margin and the height of its value axis and bottom margin (drawings.tsx). */
const PLOT_TOP = 4;
const AXIS_ROOM = 34;

type InterestBarsProps = {
  interests: readonly LongTermInterest[];
  /** `target` is the bar's control (a menu can open at it); without a handler the bars are not controls */
  onInterestClick?: (interest: LongTermInterest, target: Focusable) => void;
  /** the interest under the pointer or keyboard focus (null when it leaves) */
  onInterestFocus?: (interest: LongTermInterest | null) => void;
  /** accessible name of the bars and caption of their table */
  label: string;
};

/** What a bar says to assistive technology: name (cut when long), weight and source. */
export function interestBarName(interest: LongTermInterest, network: SocialNetwork): string {
  return `${cutText(interest.keyword).text}: weight ${weightText(interest.weight)}, ${sourceTextInline(interest.source, network)}`;
}

/**
 * The bars of interests: each named as its cloud word and drawn in its interest's colour (`colors`, of the
 * user's whole set of interests), as in the cloud and every other view.
 */
export function interestBarData(interests: readonly Pick<LongTermInterest, 'keyword' | 'weight'>[], colors: InterestColors) {
  return interests.map((interest) => ({ name: cloudWordText(interest.keyword), value: interest.weight, color: colors(interest.keyword) }));
}

/**
 * A user's interests as horizontal bars, heaviest first, each bar's weight written after it; at most
 * CLOUD_MAX_WORDS bars ("Showing N of M interests"). recharts draws (decorative, like every drawing);
 * over each bar's row lies a button named by the interest, its weight and its source, so every bar is
 * reached by Tab and activated by a click, Enter or Space.
 */
export function InterestBars({ interests, onInterestClick, onInterestFocus, label }: InterestBarsProps) {
  const [pointed, setPointed] = useState<string | null>(null);
  const { network } = useWords();
  const shown = heaviestInterests(interests, CLOUD_MAX_WORDS);
  if (shown.length === 0) return <EmptyState>No Data Found</EmptyState>;
  const data = interestBarData(shown, interestColors(interests.map((interest) => interest.keyword)));
  const height = shown.length * INTEREST_BAR_ROW + PLOT_TOP + AXIS_ROOM;
  const point = (interest: LongTermInterest | null) => {
    setPointed(interest ? cloudWordText(interest.keyword) : null);
    onInterestFocus?.(interest);
  };
  const total = interests.filter((interest) => Number.isFinite(interest.weight)).length;
  return (
    <figure className="mb-0">
      <div className="rima-interest-bars">
        <ChartFrame height={height}>
          {(width) => (
            <HorizontalBarsDrawing
              width={width}
              height={height}
              data={data}
              valueLabel="Weight"
              selected={pointed ?? undefined}
              allowDecimals
              formatValue={weightText}
              labelled
              weightScale
            />
          )}
        </ChartFrame>
        {onInterestClick ? (
          <ol className="rima-interest-bars__controls list-unstyled mb-0" aria-label={label} style={{ top: PLOT_TOP }}>
            {shown.map((interest) => (
              <li key={interest.id}>
                <button
                  type="button"
                  className="rima-interest-bars__bar"
                  style={{ height: INTEREST_BAR_ROW }}
                  aria-label={interestBarName(interest, network)}
                  onClick={(event) => onInterestClick(interest, event.currentTarget)}
                  onFocus={() => point(interest)}
                  onBlur={() => point(null)}
                  onMouseEnter={() => point(interest)}
                  onMouseLeave={() => point(null)}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      {shown.length < total ? (
        <figcaption className="small text-muted mt-2">
          Showing the {shown.length} heaviest of {total.toLocaleString('en-US')} interests.
        </figcaption>
      ) : null}
      <PlottedValues caption={`${label}: ${shown.length} interests`} columns={['Interest', 'Weight', 'Source']} rows={shown.map((interest) => [cutText(interest.keyword).text, weightText(interest.weight), sourceTextInline(interest.source, network)])} />
    </figure>
  );
}
