import { render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import userEvent from '@testing-library/user-event';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('ignores presses while busy but keeps the focus, then works again', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton className="btn" onClick={onClick}>
        Save
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <BusyButton className="btn" onClick={onClick} busy>
        Save
      </BusyButton>,
    );
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();

    rerender(
      <BusyButton className="btn" onClick={onClick}>
        Save
      </BusyButton>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form while busy, neither by a press nor by Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label htmlFor="q">Query</label>
        <input id="q" />
        <BusyButton type="submit" busy>
          Send
        </BusyButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Query'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when not busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <BusyButton type="submit">Send</BusyButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
