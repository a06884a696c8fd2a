/** useStaggered: the parts of a screen are committed one after another, all of them in the end. */
import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStaggered } from './use-staggered';

/** Draws the parts shown, and tells each commit's parts. */
function Parts({ names, answer, onCommit }: { names: string[]; answer: object; onCommit: (parts: string[]) => void }) {
  const shown = useStaggered(names.length, answer);
  const parts = names.slice(0, shown);
  useEffect(() => {
    onCommit(parts);
  });
  return (
    <ul>
      {parts.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

describe('useStaggered', () => {
  it('commits the first part alone, then one more part per commit, until all are drawn; a new answer starts again', async () => {
    const seen: string[][] = [];
    const onCommit = (parts: string[]) => seen.push(parts);
    const { rerender } = render(<Parts names={['a', 'b', 'c']} answer={{ first: true }} onCommit={onCommit} />);
    expect(await screen.findByText('c')).toBeInTheDocument();
    expect(seen).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c']]);

    seen.length = 0;
    rerender(<Parts names={['x', 'y']} answer={{ second: true }} onCommit={onCommit} />);
    expect(await screen.findByText('y')).toBeInTheDocument();
    expect(seen).toEqual([['x'], ['x', 'y']]);
  });
});
