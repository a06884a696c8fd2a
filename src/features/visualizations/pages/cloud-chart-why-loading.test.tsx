import { screen, waitFor, within } from '@testing-library/react';
import { serveLongTermInterests } from '@/test/long-term-interests';
import { renderRoute } from '@/test/render-route';
import { db } from '@/backend/node';

/** The "Why this interest?" dialog's chunk, held back until the test lets it arrive (a slow network). */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('../components/why-interest-dialog', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('Interest Overview: "Why this interest?" chosen before its dialog has loaded', () => {
  it('says the dialog is on its way, then opens it', async () => {
    const demo = db.sessionFor('demo@example.org').user.id;
    serveLongTermInterests([{ keyword: 'mooc', weight: 3, source: 'Twitter' }], { mine: true, user: demo });
    const { user } = renderRoute(`/app/cloud-chart/${demo}`, { user: 'demo@example.org' });
    const word = within(await screen.findByRole('list', { name: 'Interests by weight' }, { timeout: 8000 })).getByRole('button', { name: 'mooc' });
    await user.click(word);
    await user.click(await screen.findByRole('menuitem', { name: 'Why this interest?' }));

    expect(await screen.findByText('Opening “Why this interest?”…')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    gate.open();
    expect(await screen.findByRole('dialog', { name: /^Why this interest: / })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Opening “Why this interest?”…')).not.toBeInTheDocument());
  });
});
