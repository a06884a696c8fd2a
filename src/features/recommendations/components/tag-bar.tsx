import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type RefObject } from 'react';
import { COUNTRIES } from '../lib/countries';
import { colorName, MAX_TAGS, splitTagInput, type Tag } from '../lib/tags';

type TagBarProps = {
  tags: readonly Tag[];
  onAdd: (texts: string[]) => number;
  onRemove: (tag: Tag) => void;
  onMove: (from: number, to: number) => void;
  onEdit: (tag: Tag) => void;
};

export const TAG_LIMIT_TEXT = `At most ${MAX_TAGS} tags: remove one to add another.`;

type TagChipProps = {
  tag: Tag;
  index: number;
  count: number;
  dragging: boolean;
  hintId: string;
  chipRef: (node: HTMLButtonElement | null) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onEdit: () => void;
  onRemove: () => void;
};

/** One tag: a button that opens its settings (and moves it with Alt+Arrow), dragged to reorder, and its Remove button. */
function TagChip({ tag, index, count, dragging, hintId, chipRef, onDragStart, onDragEnd, onDrop, onKeyDown, onEdit, onRemove }: TagChipProps) {
  return (
    <li
      className={`rima-tag${dragging ? ' is-dragging' : ''}`}
      style={{ borderColor: tag.color }}
      draggable
      onDragStart={(event) => {
        onDragStart();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <button
        type="button"
        className="rima-tag-handle"
        ref={chipRef}
        // what the chip shows, in its order (WCAG 2.5.3, label in name), then its colour and place
        aria-label={`${tag.text}, weight ${tag.weight} (${colorName(tag.color)}), position ${index + 1} of ${count}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onClick={onEdit}
      >
        <span className="rima-tag-swatch" style={{ backgroundColor: tag.color }} aria-hidden="true" />
        <span className="rima-tag-text" title={tag.text}>
          {tag.text}
        </span>{' '}
        <span className="rima-tag-weight" aria-hidden="true">
          weight {tag.weight}
        </span>
      </button>
      <button type="button" className="btn btn-sm btn-link p-0 rima-tag-button" aria-label={`Remove ${tag.text}`} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

type TagInputProps = { listId: string; full: boolean; inputRef: RefObject<HTMLInputElement | null>; onAdd: (texts: string[]) => number; announce: (text: string) => void };

/** Where tags are added: Enter or a comma adds what was typed (countries suggested); what did not fit stays. */
function TagInput({ listId, full, inputRef, onAdd, announce }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const limitId = useId();
  const commit = (raw: string, enter: boolean) => {
    const { texts, rest } = splitTagInput(raw, enter);
    if (texts.length === 0) {
      setDraft(rest);
      return;
    }
    const added = onAdd(texts);
    // what did not fit stays in the input
    const left = texts.slice(added);
    setDraft(left.length > 0 ? [...left, rest].filter(Boolean).join(', ') : rest);
    if (added > 0) announce(`Added ${texts.slice(0, added).join(', ')}.`);
    else announce(TAG_LIMIT_TEXT);
  };

  return (
    <>
      <label className="form-label visually-hidden" htmlFor={`${listId}-input`}>
        Add a tag
      </label>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        className="form-control"
        list={`${listId}-countries`}
        value={draft}
        maxLength={100}
        placeholder={full ? TAG_LIMIT_TEXT : 'Add a tag, then Enter or a comma'}
        aria-describedby={full ? limitId : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value.includes(',')) commit(value, false);
          else setDraft(value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(draft, true);
          }
        }}
      />
      <datalist id={`${listId}-countries`}>
        {COUNTRIES.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      {full ? (
        <p className="form-text mb-0" id={limitId}>
          {TAG_LIMIT_TEXT}
        </p>
      ) : null}
    </>
  );
}

/**
 * The tag search bar: Enter or a comma adds a tag (countries suggested), a tag is removed with its
 * button, reordered by dragging it or with Alt+Arrow keys while it has focus (announced politely),
 * and its weight, number of tweets and colour are set in its settings.
 */
export function TagBar({ tags, onAdd, onRemove, onMove, onEdit }: TagBarProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const chipRefs = useRef(new Map<string, HTMLButtonElement>());
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();
  const full = tags.length >= MAX_TAGS;

  useEffect(() => {
    if (focusId === null) return;
    chipRefs.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, tags]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= tags.length || from === to) return;
    const tag = tags[from];
    if (!tag) return;
    onMove(from, to);
    setFocusId(tag.id);
    setAnnouncement(`${tag.text} moved to position ${to + 1} of ${tags.length}.`);
  };

  const onChipKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1);
    }
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    const from = dragging ?? Number(event.dataTransfer.getData('text/plain'));
    setDragging(null);
    if (Number.isInteger(from)) move(from, index);
  };

  return (
    <section className="rima-tag-bar" aria-labelledby={`${listId}-title`}>
      <h2 className="h6 mb-2" id={`${listId}-title`}>
        Tags
      </h2>
      <p className="form-text mt-0 mb-2" id={hintId}>
        Tweets follow the order of the tags. Open a tag for its weight, number of tweets and colour. Drag a tag, or focus it and press Alt with an arrow key, to move it.
      </p>
      <ul className="rima-tags list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label="Tags">
        {tags.map((tag, index) => (
          <TagChip
            key={tag.id}
            tag={tag}
            index={index}
            count={tags.length}
            dragging={dragging === index}
            hintId={hintId}
            chipRef={(node) => {
              if (node) chipRefs.current.set(tag.id, node);
              else chipRefs.current.delete(tag.id);
            }}
            onDragStart={() => setDragging(index)}
            onDragEnd={() => setDragging(null)}
            onDrop={(event) => onDrop(event, index)}
            onKeyDown={(event) => onChipKey(event, index)}
            onEdit={() => onEdit(tag)}
            onRemove={() => {
              onRemove(tag);
              setAnnouncement(`Removed ${tag.text}.`);
              // the removed tag's button is gone: focus goes to where tags are added
              inputRef.current?.focus();
            }}
          />
        ))}
      </ul>
      <TagInput listId={listId} full={full} inputRef={inputRef} onAdd={onAdd} announce={setAnnouncement} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
