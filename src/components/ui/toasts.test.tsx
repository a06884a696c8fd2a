import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './toast-host';
import { dismissErrors, notifyError, notifySuccess } from './toasts';
import { shownToasts } from '@/test/toasts';

const GENERIC = 'Something went wrong. Try again.';

describe('toasts (the container loads with the first toast)', () => {
  it('shows a success and an error raised before the container was there', async () => {
    render(<ToastHost />);
    act(() => {
      notifySuccess('Saved.');
      notifyError(new Error('boom'), 'form-a');
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
  });

  it('never shows an error that a success of its form dismissed first, but keeps the other forms’ errors', async () => {
    render(<ToastHost />);
    act(() => {
      notifyError(new Error('boom'), 'form-a');
      dismissErrors('form-a');
      notifySuccess('Other form saved.');
    });
    expect(await screen.findByText('Other form saved.')).toBeInTheDocument();
    expect(shownToasts()).not.toContain(GENERIC);
  });
});
