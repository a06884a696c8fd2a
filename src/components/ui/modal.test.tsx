import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function ModalHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal
        open={open}
        title="Paper Detail"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Footer action</button>}
      >
        <a href="https://example.org">A link inside</a>
      </Modal>
    </>
  );
}

function NestedHarness({ onOuterClose }: { onOuterClose: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <Modal open title="Outer" onClose={onOuterClose}>
      <button type="button" onClick={() => setInner(true)}>
        Ask
      </button>
      <input aria-label="Outer field" />
      <ConfirmDialog open={inner} title="Inner question" confirmLabel="Yes" onConfirm={() => setInner(false)} onCancel={() => setInner(false)} />
    </Modal>
  );
}

describe('Modal', () => {
  it('opened inside another, keeps Escape, Tab and presses to itself', async () => {
    const user = userEvent.setup();
    const onOuterClose = vi.fn();
    render(<NestedHarness onOuterClose={onOuterClose} />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const inner = screen.getByRole('dialog', { name: 'Inner question' });
    // Tab wraps inside the inner dialog, not back to the outer one's first control
    for (let presses = 0; presses < 4; presses += 1) {
      await user.tab();
      expect(inner.contains(document.activeElement)).toBe(true);
    }
    // a press inside the inner box closes nothing; Escape closes the inner one only
    await user.click(within(inner).getByRole('heading', { name: 'Inner question' }));
    expect(inner).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner question' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('is a native modal dialog named by its title, with focus on its first control', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Paper Detail' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ModalHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('link', { name: 'A link inside' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // the dialog's own close event after our close() must not report a second close
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button and gives focus back', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const footer = screen.getByRole('button', { name: 'Footer action' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(footer).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'A link inside' })).toHaveFocus();
  });

  it('gives focus back to the SVG word that opened it, or to its twin when the chart drew its words anew', async () => {
    function Cloud() {
      const [opened, setOpened] = useState<string | null>(null);
      // every open draws the words anew (new elements, same words), as a word cloud does on a relayout
      const [drawing, setDrawing] = useState(0);
      return (
        <>
          <svg role="group" aria-label="Words">
            {['alpha', 'beta'].map((word) => (
              <text
                key={`${word}-${drawing}`}
                role="button"
                tabIndex={0}
                onClick={() => {
                  setOpened(word);
                  setDrawing((n) => n + 1);
                }}
              >
                {word}
              </text>
            ))}
          </svg>
          <Modal open={opened !== null} title={opened ?? ''} onClose={() => setOpened(null)}>
            detail
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Cloud />);
    const beta = screen.getByRole('button', { name: 'beta' });
    await user.click(beta);
    expect(beta.isConnected).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'beta' })).toHaveFocus();
  });

  it('leaves focus where the caller put it after closing', async () => {
    function MovesFocus() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <h2 tabIndex={-1} id="target">
            Result
          </h2>
          <Modal
            open={open}
            title="Remove?"
            onClose={() => {
              setOpen(false);
              document.getElementById('target')?.focus();
            }}
          >
            text
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<MovesFocus />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Result' })).toHaveFocus());
  });
});

describe('ConfirmDialog', () => {
  function ConfirmHarness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Remove
        </button>
        <ConfirmDialog open={open} title="Remove paper?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={() => setOpen(false)}>
          <p>Really?</p>
        </ConfirmDialog>
      </>
    );
  }

  it('cancels on Escape and on Cancel, returning focus to its trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Remove' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Remove paper?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
