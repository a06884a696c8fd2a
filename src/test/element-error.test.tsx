/** Testing Library's failed queries, whose page is printed lazily (setup.ts), still say what was looked for and show the page. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('a query that finds nothing', () => {
  it('names what it looked for and prints the page when the error is read', async () => {
    render(<p title="greeting">hello there</p>);
    let caught: unknown;
    try {
      await screen.findByText('absent words', undefined, { timeout: 120 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    const error = caught as Error;
    // eslint-disable-next-line no-control-regex -- the page is printed with terminal colours
    const message = error.message.replace(/\u001b\[\d+m/g, '');
    expect(error.name).toBe('TestingLibraryElementError');
    expect(message).toMatch(/^Unable to find an element with the text: absent words\./);
    // the page, printed once
    expect(message.match(/<p\s+title="greeting"\s*>\s*hello there\s*<\/p>/g)).toHaveLength(1);
    expect(error.stack).toContain('absent words');
  });
});
