import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

type Key = 'one' | 'two' | 'three';

function Example({ keepMounted = false, fade = false }: { keepMounted?: boolean; fade?: boolean }) {
  const [tab, setTab] = useState<Key>('one');
  return (
    <Tabs
      label="Example"
      selected={tab}
      onSelect={setTab}
      keepMounted={keepMounted}
      fade={fade}
      items={[
        { key: 'one', label: 'One', panel: <input aria-label="Note" /> },
        { key: 'two', label: 'Two', panel: <p>Second panel</p> },
        { key: 'three', label: 'Three', panel: <p>Third panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End, showing the selected panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const one = screen.getByRole('tab', { name: 'One' });
    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument();
    one.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    // one tab stop: only the selected tab is in the tab order
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('drops what was typed in a panel when it is left, unless the panels stay mounted', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Example />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    unmount();

    render(<Example keepMounted />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument(); // hidden, not gone
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('draft');
  });

  it('fades a newly shown panel in only when asked', () => {
    const { unmount } = render(<Example fade />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveClass('rima-tab-fade');
    unmount();
    render(<Example />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).not.toHaveClass('rima-tab-fade');
  });
});
