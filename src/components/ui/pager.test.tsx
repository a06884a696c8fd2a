import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './pager';

const PAGE_SIZE = 10;
const TOTAL = 25;

/** A pager over 25 items, 10 a page, keeping its page in state as the list pages do. */
function PagedList() {
  const [page, setPage] = useState(0);
  const pages = Math.ceil(TOTAL / PAGE_SIZE);
  const first = page * PAGE_SIZE + 1;
  const last = Math.min(TOTAL, first + PAGE_SIZE - 1);
  return <Pager label="Item pages" noun="items" page={page} pages={pages} first={first} last={last} total={TOTAL} onPage={setPage} />;
}

describe('Pager', () => {
  it('pages forward and back by keyboard, keeping the focus on Next and Previous at the ends', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    const pager = screen.getByRole('navigation', { name: 'Item pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(pager).toHaveTextContent('Page 3 of 3');
    expect(pager).toHaveTextContent(/Showing 21.25 of 25 items/);
    // at the last page Next is unavailable but keeps the focus, and a press does nothing
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(pager).toHaveTextContent('Page 3 of 3');

    previous.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(previous).toHaveFocus();
  });
});
