import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXT_LIMIT } from '../lib/tweets';
import { TweetText } from './tweet-text';

describe('TweetText', () => {
  it('shows a tweet-sized text whole with its links', () => {
    render(<TweetText text="Read https://example.org/a now" />);
    expect(screen.getByRole('link', { name: 'https://example.org/a' })).toHaveAttribute('href', 'https://example.org/a');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never shows a link cut in two: the cut comes before a link the limit falls in', () => {
    const text = `${'word '.repeat(Math.floor((TEXT_LIMIT - 20) / 5))}https://example.org/a/rather/long/address/that/crosses/the/limit more`;
    render(<TweetText text={text} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText(/word…$/)).toBeInTheDocument();
  });

  it('cuts a longer text through the shared Show all, with links in the cut and in the full text', async () => {
    const user = userEvent.setup();
    const text = `See https://example.org/first ${'and more words '.repeat(40)}end https://example.org/last`;
    expect(text.length).toBeGreaterThan(TEXT_LIMIT);
    render(<TweetText text={text} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://example.org/first']);

    await user.click(screen.getByRole('button', { name: `Show all ${text.length} characters` }));
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://example.org/first', 'https://example.org/last']);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
