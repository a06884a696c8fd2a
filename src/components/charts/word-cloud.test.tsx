import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartCard, CHART_ERROR_MESSAGE } from './chart-card';
import { WordCloud } from './word-cloud';

describe('WordCloud without a canvas', () => {
  it('lists the words as text, the heavier drawn larger', () => {
    render(
      <WordCloud
        label="Interests"
        words={[
          { text: 'learning analytics', value: 5 },
          { text: '<b>mooc</b>', value: 1 },
          { text: 'dashboards', value: 3 },
        ]}
        fontSizes={[15, 60]}
        wordTitle={(word) => `${word.text}: ${word.value}`}
      />,
    );
    const list = screen.getByRole('list', { name: 'Interests' });
    const heavy = screen.getByText('learning analytics');
    // markup in a word stays text
    const light = screen.getByText('<b>mooc</b>');
    expect(list.querySelector('b')).toBeNull();
    // the size follows the weight: heaviest largest, lightest smallest
    const size = (element: HTMLElement) => parseFloat(element.closest('li')?.style.fontSize ?? '');
    const [heavySize, middleSize, lightSize] = [heavy, screen.getByText('dashboards'), light].map(size);
    expect(heavySize).toBeGreaterThan(middleSize ?? Infinity);
    expect(middleSize).toBeGreaterThan(lightSize ?? Infinity);
  });

  it('shows the pointed word’s tooltip in the chart tooltip, as text, instead of the browser’s title', () => {
    render(
      <WordCloud
        label="Interests"
        words={[
          { text: 'learning analytics', value: 5 },
          { text: '<img src=x onerror="window.hacked=1">mooc', value: 1 },
        ]}
        wordTitle={(word) => `${word.text}: weight ${word.value}`}
      />,
    );
    const word = screen.getByText('<img src=x onerror="window.hacked=1">mooc');
    expect(word).not.toHaveAttribute('title');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(word);
    expect(screen.getByRole('tooltip')).toHaveTextContent('<img src=x onerror="window.hacked=1">mooc: weight 1');
    expect(document.querySelector('img')).toBeNull();
    fireEvent.mouseLeave(word);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip of the word under keyboard focus, and still tells onWordFocus', async () => {
    const onWordFocus = vi.fn();
    render(<WordCloud label="Interests" words={[{ text: 'mooc', value: 2 }]} onWordClick={() => undefined} onWordFocus={onWordFocus} wordTitle={(word) => `${word.text}: weight ${word.value}`} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'mooc' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('mooc: weight 2');
    expect(onWordFocus).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'mooc' }));
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onWordFocus).toHaveBeenLastCalledWith(null);
  });

  it('reports clicks on a word with the word and its element', async () => {
    const onWordClick = vi.fn();
    render(<WordCloud label="Interests" words={[{ text: 'mooc', value: 2 }]} onWordClick={onWordClick} />);
    const word = screen.getByRole('button', { name: 'mooc' });
    await userEvent.click(word);
    expect(onWordClick).toHaveBeenCalledWith(expect.objectContaining({ text: 'mooc', value: 2 }), word);
  });
});

function Broken(): never {
  throw new Error('layout failed');
}

describe('ChartCard', () => {
  it('shows its title and content', () => {
    render(
      <ChartCard title="Interest Overview">
        <p>chart body</p>
      </ChartCard>,
    );
    expect(screen.getByRole('heading', { name: 'Interest Overview' })).toBeInTheDocument();
    expect(screen.getByText('chart body')).toBeInTheDocument();
  });

  it('keeps the page when the chart throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>rest of the page</p>
        <ChartCard title="Broken chart">
          <Broken />
        </ChartCard>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CHART_ERROR_MESSAGE);
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Broken chart' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
