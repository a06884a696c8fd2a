import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './query-state';

/** The parts of a query result QueryState reads. */
function queryIn(state: 'pending' | 'success', data?: string[]): UseQueryResult<string[]> {
  return { isPending: state === 'pending', isError: false, data, error: null, refetch: vi.fn() } as unknown as UseQueryResult<string[]>;
}

describe('QueryState', () => {
  it('keeps the room of the chart it waits for while loading, narrow and wide', () => {
    render(
      <QueryState query={queryIn('pending')} reserve={[900, 360]} loadingLabel="Loading the chart…">
        {(rows) => rows.join(', ')}
      </QueryState>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the chart…');
    expect(status).toHaveClass('rima-reserve');
    expect(status.style.getPropertyValue('--rima-reserve-narrow')).toBe('900px');
    expect(status.style.getPropertyValue('--rima-reserve-wide')).toBe('360px');
  });

  it('reserves nothing unless asked, and shows the data once it is there', () => {
    const { rerender } = render(<QueryState query={queryIn('pending')}>{(rows) => rows.join(', ')}</QueryState>);
    expect(screen.getByRole('status')).not.toHaveClass('rima-reserve');
    rerender(<QueryState query={queryIn('success', ['a', 'b'])}>{(rows) => rows.join(', ')}</QueryState>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });
});
