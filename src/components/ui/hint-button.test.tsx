import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { deferredLiveModule } from '@/test/deferred-live-module';
import { HintButton, type HintButtonProps } from './hint-button';

const HINT = 'Hover over legend to highlight the evolution of a topic/keyword';

function renderHint(Hint: ComponentType<HintButtonProps>) {
  render(
    <>
      <button type="button">Before</button>
      <Hint label="Help: evolution chart" hint={HINT} className="btn btn-sm">
        ?
      </Hint>
    </>,
  );
  return () => screen.getByRole('button', { name: 'Help: evolution chart' });
}

describe('HintButton (React Aria loaded, as the test setup does)', () => {
  it('is described by its hint, and shows it in a tooltip while hovered', async () => {
    const user = userEvent.setup();
    const button = renderHint(HintButton);
    expect(button()).toHaveAccessibleDescription(HINT);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // the pointer comes from elsewhere on the page
    await user.hover(screen.getByRole('button', { name: 'Before' }));
    await user.hover(button());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
    expect(button()).toHaveAccessibleDescription(HINT);
    await user.unhover(button());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the hint on keyboard focus and hides it on Escape, focus staying on the button', async () => {
    const user = userEvent.setup();
    const button = renderHint(HintButton);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(button()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button()).toHaveFocus();
    expect(button()).toHaveAccessibleDescription(HINT);
  });
});

/** Before React Aria has arrived (see deferredLiveModule). */
describe('HintButton before React Aria has loaded', () => {
  const deferred = deferredLiveModule('@/components/ui/hint-button-live');
  const freshHintButton = async () => (await deferred.fresh(() => import('./hint-button'))).HintButton;

  it('stands in with the same name and description, and shows the hint once loaded while still pointed at', async () => {
    const Hint = await freshHintButton();
    const button = renderHint(Hint);
    expect(button()).toHaveAccessibleDescription(HINT);
    expect(deferred.requested()).toBe(0);
    const standIn = button();
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(deferred.requested()).toBe(1));
    await act(async () => deferred.arrive());
    await waitFor(() => expect(button()).not.toBe(standIn));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
    fireEvent.pointerLeave(button());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps the focus of the stand-in and shows the hint; Escape hides it', async () => {
    const user = userEvent.setup();
    const Hint = await freshHintButton();
    const button = renderHint(Hint);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    const standIn = button();
    expect(standIn).toHaveFocus();
    await waitFor(() => expect(deferred.requested()).toBe(1));
    await act(async () => deferred.arrive());
    await waitFor(() => expect(button()).not.toBe(standIn));
    expect(button()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button()).toHaveFocus();
  });
});
