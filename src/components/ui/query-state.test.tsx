import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './query-state';

/** The parts of a query result QueryState reads. */
function queryIn(state: 'pending' | 'success', data?: string[]): UseQueryResult<string[]> {
  return { isPending: state === 'pending', isError: false, data, error: null, refetch: vi.fn() } as unknown as UseQueryResult<string[]>;
}

/** A failed query, asking again or not. */
function failedQuery(fetching: boolean): UseQueryResult<string[]> {
  return { isPending: false, isError: true, isFetching: fetching, data: undefined, error: new Error('boom'), refetch: vi.fn() } as unknown as UseQueryResult<string[]>;
}

/** The room a loading status holds, narrow and wide (the custom properties its rima-reserve rule reads); null when it holds none. */
function reservedRoom(status: HTMLElement) {
  if (!status.classList.contains('rima-reserve')) return null;
  const read = (name: string) => parseFloat(status.style.getPropertyValue(name));
  return { narrow: read('--rima-reserve-narrow'), wide: read('--rima-reserve-wide') };
}

describe('QueryState', () => {
  it('keeps the room of the chart it waits for while loading, narrow and wide as given', () => {
    const { unmount } = render(
      <QueryState query={queryIn('pending')} reserve={[900, 360]} loadingLabel="Loading the chart…">
        {(rows) => rows.join(', ')}
      </QueryState>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the chart…');
    // a chart taller on a phone keeps more room narrow than wide, and the other way round
    const tallOnPhones = reservedRoom(status);
    expect(tallOnPhones?.narrow).toBeGreaterThan(tallOnPhones?.wide ?? Infinity);
    unmount();
    render(<QueryState query={queryIn('pending')} reserve={[360, 900]}>{(rows) => rows.join(', ')}</QueryState>);
    const tallWide = reservedRoom(screen.getByRole('status'));
    expect(tallWide?.wide).toBeGreaterThan(tallWide?.narrow ?? Infinity);
    expect(tallWide?.wide).toBe(tallOnPhones?.narrow);
  });

  it('keeps one room at every width when given one', () => {
    render(<QueryState query={queryIn('pending')} reserve={280}>{(rows) => rows.join(', ')}</QueryState>);
    const room = reservedRoom(screen.getByRole('status'));
    expect(room?.narrow).toBeGreaterThan(0);
    expect(room?.wide).toBe(room?.narrow);
  });

  it('reserves nothing unless asked, and shows the data once it is there', () => {
    const { rerender } = render(<QueryState query={queryIn('pending')}>{(rows) => rows.join(', ')}</QueryState>);
    expect(reservedRoom(screen.getByRole('status'))).toBeNull();
    rerender(<QueryState query={queryIn('success', ['a', 'b'])}>{(rows) => rows.join(', ')}</QueryState>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });

  it("shows the screen's own words for a failure when given them, in place of the error state", () => {
    render(
      <QueryState query={failedQuery(false)} renderError={(error) => <p role="alert">Sorry: {error.message}</p>}>
        {(rows) => rows.join(', ')}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry: boom');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the spinner, not the last failure, while a failed query asks again, when asked to', () => {
    const { rerender } = render(<QueryState query={failedQuery(true)} spinWhileRetrying loadingLabel="Loading the chart…">{(rows) => rows.join(', ')}</QueryState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the chart…');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<QueryState query={failedQuery(true)}>{(rows) => rows.join(', ')}</QueryState>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('deferred: the data is drawn in a render of its own after the spinner, and a new answer replaces the drawn one', async () => {
    let draws = 0;
    const draw = (rows: string[]) => {
      draws += 1;
      return <p>{rows.join(', ')}</p>;
    };
    // what was put on the page, in order: the spinner's commit comes before the data's
    const container = document.createElement('div');
    document.body.append(container);
    const added: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((node) => added.push(node.textContent ?? ''))));
    observer.observe(container, { childList: true, subtree: true });
    const { rerender } = render(
      <QueryState query={queryIn('success', ['a', 'b'])} loadingLabel="Drawing…" deferred>
        {draw}
      </QueryState>,
      { container },
    );
    expect(await screen.findByText('a, b')).toBeInTheDocument();
    observer.takeRecords().forEach((record) => record.addedNodes.forEach((node) => added.push(node.textContent ?? '')));
    observer.disconnect();
    expect(added.indexOf('Drawing…')).toBeGreaterThanOrEqual(0);
    expect(added.indexOf('Drawing…')).toBeLessThan(added.indexOf('a, b'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(draws).toBe(1);
    rerender(
      <QueryState query={queryIn('success', ['c'])} loadingLabel="Drawing…" deferred>
        {draw}
      </QueryState>,
    );
    expect(await screen.findByText('c')).toBeInTheDocument();
  });

  it('not deferred: the data is drawn in the same render, with no spinner before it', () => {
    render(<QueryState query={queryIn('success', ['a', 'b'])}>{(rows) => <p>{rows.join(', ')}</p>}</QueryState>);
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });
});
