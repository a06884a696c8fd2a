import { act, render, screen } from '@testing-library/react';
import { fakeLayout } from '@/test/fake-layout';
import { SetDiagram } from './set-diagram';

const layout = fakeLayout({ height: 200 });

const diagram = () => (
  <SetDiagram first={{ name: '2011', terms: ['dashboards', 'moocs', 'tutors'] }} second={{ name: '2012', terms: ['moocs', 'essays'] }} noun="topics" caption="Topics of 2011 and 2012" />
);

describe('SetDiagram', () => {
  it('forces no layout in its commit: as wide as its box until the first resize observation, the circles drawn at its width, the lists at once', () => {
    layout.width = 412;
    const measured = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    const { container } = render(diagram());
    expect(measured).not.toHaveBeenCalled();
    const image = screen.getByRole('img', { name: 'Diagram of the topics of 2011 and 2012: 2 topics only in 2011, 1 in both, 1 only in 2012' });
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    // until measured, as wide as its box: not the fallback's 600 px, which scrolled a phone's page sideways
    expect(image).toHaveAttribute('width', '100%');
    expect(screen.getByRole('list', { name: 'Only in 2011' })).toHaveTextContent('dashboardstutors');

    act(() => layout.resize());
    expect(image).toHaveAttribute('width', '412');
    const circles = [...container.querySelectorAll('circle')];
    expect(circles).toHaveLength(2);
    circles.forEach((circle) => expect(Number(circle.getAttribute('cx'))).toBeLessThan(412));
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['2', '1', '1']);
  });

  it('draws at the fallback width where nothing is laid out (no ResizeObserver)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { container } = render(diagram());
    expect(screen.getByRole('img', { name: /^Diagram of the topics of 2011 and 2012/ })).toHaveAttribute('width', '600');
    expect(container.querySelectorAll('circle')).toHaveLength(2);
  });
});
