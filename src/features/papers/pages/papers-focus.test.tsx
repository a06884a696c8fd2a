import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { setUpRouteTests } from '@/test/route-test-support';
import { releaseLacksLifecycle } from '@/backend/test-utils/api';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();

const SLOW = { timeout: 8000 };

function optionButtons() {
  return screen.getAllByRole('button', { name: /^Options for / });
}

describe('My Publications with the keyboard', () => {
  it('returns focus to the row options after Paper Detail closes on Escape', async () => {
    const { user } = renderRoute('/app/view-paper', { user: 'demo@example.org' });
    await screen.findByRole('table', undefined, SLOW);
    const options = optionButtons()[0];
    if (!options) throw new Error('the demo user has papers');
    // React Aria's buttons note their focus in state: inside act like any event
    act(() => options.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'View' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Paper Detail' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(options).toHaveFocus();
  });

  it('after a delete puts focus on the next paper and says "Paper deleted"', async () => {
    const { user } = renderRoute('/app/view-paper', { user: 'demo@example.org' });
    await screen.findByRole('table', undefined, SLOW);
    const before = optionButtons();
    expect(before.length).toBeGreaterThan(1);
    const nextName = before[1]?.getAttribute('aria-label');
    // React Aria's buttons note their focus in state: inside act like any event
    act(() => before[0]?.focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove paper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: nextName ?? '' })).toHaveFocus());
    expect(optionButtons()).toHaveLength(before.length - 1);
    expect(document.getElementById('rima-announcer')).toHaveTextContent('Paper deleted');
  });

  it('keeps focus on Delete in the open dialog while the delete runs and after it fails', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      ...releaseLacksLifecycle(),
      http.delete(`${env.apiUrl}/api/interests/papers/:id/`, async () => {
        calls += 1;
        await gate;
        return new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } });
      }),
    );
    const { user } = renderRoute('/app/view-paper', { user: 'demo@example.org' });
    await screen.findByRole('table', undefined, SLOW);
    const before = optionButtons();
    // React Aria's buttons note their focus in state: inside act like any event
    act(() => before[0]?.focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{End}');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove paper?' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    // React Aria's buttons note their focus in state: inside act like any event
    act(() => remove.focus());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(remove);
    release();

    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));
    expect(calls).toBe(1);
    expect(screen.getByRole('dialog', { name: 'Remove paper?' })).toBe(dialog);
    expect(document.activeElement).not.toBe(document.body);
    expect(remove).toHaveFocus();
    expect(optionButtons()).toHaveLength(before.length);
  });
});

describe('Add Publication errors', () => {
  it('puts focus on the field the server rejected', async () => {
    server.use(http.post(`${env.apiUrl}/api/interests/papers/`, () => HttpResponse.json({ year: ['A valid integer is required.'] }, { status: 400 })));
    const { user } = renderRoute('/app/add-paper', { user: 'demo@example.org' });
    await user.type(await screen.findByLabelText('Title', undefined, SLOW), 'A title');
    await user.type(screen.getByLabelText('Year'), '1999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const year = screen.getByLabelText('Year');
    await waitFor(() => expect(year).toHaveAccessibleDescription('A valid integer is required.'));
    await waitFor(() => expect(year).toHaveFocus());
  });
});
