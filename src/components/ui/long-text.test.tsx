import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LongText } from './long-text';

describe('LongText', () => {
  it('shows short text whole, without a toggle', () => {
    const { container } = render(<LongText text="learning analytics" limit={40} />);
    expect(container).toHaveTextContent('learning analytics');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts long text and shows all of it on demand, then the cut again', async () => {
    const user = userEvent.setup();
    const text = `${'word '.repeat(400)}the end`;
    const { container } = render(<LongText text={text} limit={100} />);
    const more = screen.getByRole('button', { name: `Show all ${text.length.toLocaleString('en-US')} characters` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(container).not.toHaveTextContent('the end');
    expect((container.textContent ?? '').length).toBeLessThan(200);

    await user.click(more);
    expect(container).toHaveTextContent('the end');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(container).not.toHaveTextContent('the end');
    expect(screen.getByRole('button', { name: /^Show all/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names what the toggle shows where it is given ("Show the whole title"), not a count of characters', async () => {
    const user = userEvent.setup();
    const title = `Learning analytics dashboards ${'and more '.repeat(10)}for teachers`;
    const { container } = render(<LongText text={title} limit={60} whole="title" />);
    expect(screen.queryByRole('button', { name: /characters/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the whole title' }));
    expect(container).toHaveTextContent('for teachers');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws the cut text and the full text with the given render, as text, never as HTML', async () => {
    const user = userEvent.setup();
    const text = `<b>mooc</b> ${'x'.repeat(200)} mooc at the end`;
    const render_ = (visible: string) => visible.split(/(mooc)/).map((part, i) => (part === 'mooc' ? <mark key={i}>{part}</mark> : part));
    const { container } = render(<LongText text={text} limit={50} render={render_} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['mooc']);
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b>mooc</b>');

    await user.click(screen.getByRole('button', { name: /^Show all/ }));
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['mooc', 'mooc']);
  });
});
