import { render, screen, within } from '@testing-library/react';
import { SimilarityExplanation } from './similarity-explanation';

describe('SimilarityExplanation', () => {
  it('is an image named for what it explains, with the steps as a text alternative', () => {
    render(<SimilarityExplanation firstName="You" secondName="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'How the similarity score is computed' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps[0]).toBe('Take every interest of You and every interest of Ada Lovelace: all long-term keywords, each with its weight from 1 to 5.');
    expect(steps).toContain('Score = cosine × 100, rounded to 2 decimals, shown as a percentage.');
    expect(steps).toContain('The score is N/A when either side has no interests or nothing is alike.');
  });

  it('names both sides in the picture, cutting a long name', () => {
    render(<SimilarityExplanation firstName="You" secondName="Maximilian Alexander von Humboldt-Lovelace" />);
    const image = screen.getByRole('img', { name: 'How the similarity score is computed' });
    expect(within(image).getByText('You')).toBeInTheDocument();
    expect(within(image).getByText('Maximilian Alexande…')).toBeInTheDocument();
  });
});
