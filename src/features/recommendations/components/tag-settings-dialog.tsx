import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { clampNumber, N_TWEETS_MAX, N_TWEETS_MIN, TAG_COLORS, WEIGHT_MAX, WEIGHT_MIN, type Tag, type TagSettings } from '../lib/tags';

type Props = { tag: Tag | null; onClose: () => void; onSave: (tag: Tag, settings: TagSettings) => void };

/** Weight, number of tweets and colour of one tag. */
export function TagSettingsDialog({ tag, onClose, onSave }: Props) {
  return (
    <Modal open={tag !== null} title={tag ? `Settings of ${tag.text}` : ''} onClose={onClose}>
      {tag ? <SettingsForm key={tag.id} tag={tag} onCancel={onClose} onSave={(settings) => onSave(tag, settings)} /> : null}
    </Modal>
  );
}

function SettingsForm({ tag, onCancel, onSave }: { tag: Tag; onCancel: () => void; onSave: (settings: TagSettings) => void }) {
  const id = useId();
  const [weight, setWeight] = useState(String(tag.weight));
  const [count, setCount] = useState(String(tag.n_tweets));
  const [color, setColor] = useState(tag.color);
  const palette = TAG_COLORS.some((c) => c.value === tag.color) ? TAG_COLORS : [...TAG_COLORS, { name: tag.color, value: tag.color }];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const w = Number(weight);
    const n = Number(count);
    onSave({
      weight: Number.isFinite(w) ? Math.round(clampNumber(w, WEIGHT_MIN, WEIGHT_MAX) * 10) / 10 : tag.weight,
      n_tweets: Number.isFinite(n) ? Math.round(clampNumber(n, N_TWEETS_MIN, N_TWEETS_MAX)) : tag.n_tweets,
      color,
    });
  };

  return (
    <form onSubmit={submit} aria-label={`Settings of ${tag.text}`}>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-weight`}>
          Weight
        </label>
        <input
          id={`${id}-weight`}
          className="form-control"
          type="number"
          min={WEIGHT_MIN}
          max={WEIGHT_MAX}
          step={0.1}
          required
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          aria-describedby={`${id}-weight-hint`}
        />
        <p className="form-text mb-0" id={`${id}-weight-hint`}>
          From {WEIGHT_MIN} to {WEIGHT_MAX}. Heavier tags come first.
        </p>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-count`}>
          Number of tweets
        </label>
        <input
          id={`${id}-count`}
          className="form-control"
          type="number"
          min={N_TWEETS_MIN}
          max={N_TWEETS_MAX}
          step={1}
          required
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-color`}>
          Colour
        </label>
        <select id={`${id}-color`} className="form-select" value={color} onChange={(event) => setColor(event.target.value)}>
          {palette.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary">
          Save settings
        </button>
      </div>
    </form>
  );
}
