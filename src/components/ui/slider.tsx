import { memo } from 'react';
import { Label, Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import './react-aria-csp';

type SliderProps = {
  /** names the slider (shown unless `hideLabel`) */
  label: string;
  hideLabel?: boolean;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  /** decimals of the number shown beside the slider (and read out) */
  decimals?: number;
  /** id of an element that describes the slider, e.g. a note on its value */
  describedBy?: string;
  isDisabled?: boolean;
  className?: string;
};

/**
 * A single-thumb slider (WAI-ARIA slider pattern) from React Aria Components, with its number beside
 * it: arrows move by `step`, Page Up and Page Down by a tenth of the range, Home and End to the ends.
 * The focusable part is a visually hidden range input, so it is a `slider` with the label as its name.
 * React Aria places the thumb with a style property set through the DOM (allowed by the CSP, which
 * only blocks `<style>` elements and style attributes in markup); the rest is Bootstrap and app.scss.
 * It renders again only when a prop changes: its hooks cost a frame's worth on a slow phone, and a
 * form around it (Manage Interests' Add) renders on every key.
 */
export const Slider = memo(function Slider({ label, hideLabel = false, value, onChange, min, max, step, decimals = 1, describedBy, isDisabled, className }: SliderProps) {
  return (
    <AriaSlider
      className={`rima-slider${className ? ` ${className}` : ''}`}
      value={value}
      onChange={onChange}
      minValue={min}
      maxValue={max}
      step={step}
      isDisabled={isDisabled}
      formatOptions={{ minimumFractionDigits: decimals, maximumFractionDigits: decimals }}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'form-label mb-0 rima-slider__label'}>{label}</Label>
      <SliderTrack className="rima-slider__track">
        <SliderThumb className="rima-slider__thumb" aria-describedby={describedBy} />
      </SliderTrack>
      <SliderOutput className="rima-slider__output font-monospace" />
    </AriaSlider>
  );
});
