import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { deferredLiveModule } from '@/test/deferred-live-module';
import type { MenuButtonProps } from './menu-button';

/** The menu button before React Aria has arrived (see deferredLiveModule). */
const deferred = deferredLiveModule('@/components/ui/menu-button-live');
const freshMenuButton = async () => (await deferred.fresh(() => import('./menu-button'))).MenuButton;

function renderMenu(MenuButton: ComponentType<MenuButtonProps>) {
  const chosen: string[] = [];
  const items = ['View', 'Edit', 'Remove'].map((label) => ({ label, onSelect: () => chosen.push(label) }));
  render(
    <>
      <button type="button">Before</button>
      <MenuButton label="Options for Paper" items={items}>
        ⋮
      </MenuButton>
    </>,
  );
  return { chosen, button: () => screen.getByRole('button', { name: 'Options for Paper', hidden: true }) };
}

describe('MenuButton before React Aria has loaded', () => {
  it('stands in as a closed menu button and loads nothing until pointed at or focused', async () => {
    const MenuButton = await freshMenuButton();
    const { button } = renderMenu(MenuButton);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(deferred.requested()).toBe(0);
    const standIn = button();
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(deferred.requested()).toBe(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => deferred.arrive());
    // the live button (React Aria's) replaced it, still closed
    await waitFor(() => expect(button()).not.toBe(standIn));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps the focus on the button when the live one replaces the focused stand-in', async () => {
    const MenuButton = await freshMenuButton();
    const { button } = renderMenu(MenuButton);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    const standIn = button();
    expect(standIn).toHaveFocus();
    await act(async () => deferred.arrive());
    await waitFor(() => expect(button()).not.toBe(standIn));
    // the live button takes the focus in the effect after it has mounted
    await waitFor(() => expect(button()).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first item after Enter pressed before it loaded, and Escape returns focus to the button', async () => {
    const MenuButton = await freshMenuButton();
    const { button } = renderMenu(MenuButton);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => deferred.arrive());
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveFocus());
  });

  it('opens on the last item after ArrowUp pressed before it loaded', async () => {
    const MenuButton = await freshMenuButton();
    renderMenu(MenuButton);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    await act(async () => deferred.arrive());
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveFocus());
  });

  it('opens after a click made before it loaded; choosing an item runs it with focus back on the button', async () => {
    const MenuButton = await freshMenuButton();
    const { chosen, button } = renderMenu(MenuButton);
    const user = userEvent.setup();
    await user.click(button());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => deferred.arrive());
    const menu = await screen.findByRole('menu');
    expect(chosen).toEqual([]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(chosen).toEqual(['Edit']));
    expect(button()).toHaveFocus();
  });

  it('stays closed when only pointed at before it loaded', async () => {
    const MenuButton = await freshMenuButton();
    const { button } = renderMenu(MenuButton);
    const user = userEvent.setup();
    const standIn = button();
    await user.hover(standIn);
    await act(async () => deferred.arrive());
    await waitFor(() => expect(button()).not.toBe(standIn));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).not.toHaveFocus();
  });
});
