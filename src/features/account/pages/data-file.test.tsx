/** My account's "Your data" (standalone build): Download my data, Restore from a file. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAIL } from '@/backend/demo-account';
import { captureDownloads } from '@/test/downloads';
import { renderRoute } from '@/test/render-route';
import { db } from '@/backend/node';

afterEach(() => vi.restoreAllMocks());

async function openPage(demoMode = true) {
  const rendered = renderRoute('/app/user-profile', { user: DEMO_EMAIL, demoMode });
  await screen.findByLabelText('First name', undefined, { timeout: 8000 });
  return rendered;
}

const papersOfDemo = () => {
  const user = db.findUserByEmail(DEMO_EMAIL);
  return db.state().papers.filter((paper) => paper.user === user?.id);
};

describe('Your data', () => {
  it('is not offered against a RIMA server', async () => {
    await openPage(false);
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Restore from a file')).not.toBeInTheDocument();
  });

  it('downloads the data, and restores it after a summary and a confirmation', async () => {
    const capture = captureDownloads();
    try {
      const { user } = await openPage();
      const papers = papersOfDemo().length;
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      await vi.waitFor(() => expect(capture.downloads).toHaveLength(1));
      const [saved] = capture.downloads;
      expect(saved?.name).toMatch(/^rima-data-.+-\d{4}-\d{2}-\d{2}\.json$/);
      const content = (await saved?.blob.text()) ?? '';
      expect(JSON.parse(content)).toMatchObject({ format: 'rima-standalone-data', version: 3 });

      // a paper removed after the download comes back with the restore
      const state = db.state();
      const gone = papersOfDemo()[0];
      state.papers = state.papers.filter((paper) => paper !== gone);
      db.touch();

      await user.upload(screen.getByLabelText('Restore from a file'), new File([content], 'my-rima.json', { type: 'application/json' }));
      const dialog = await screen.findByRole('dialog', { name: 'Restore from this file?' });
      expect(dialog).toHaveTextContent(`my-rima.json holds the data of`);
      expect(dialog).toHaveTextContent(`${papers} papers`);
      expect(dialog).toHaveTextContent(`It replaces your ${papers - 1} papers`);
      await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
      expect(await screen.findByText(new RegExp(`^Your data was restored: ${papers} papers`))).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(papersOfDemo().map((paper) => paper.title)).toContain(gone?.title);
      expect(papersOfDemo()).toHaveLength(papers);
    } finally {
      capture.undo();
    }
  });

  it("says in one sentence why another app's file or a corrupt file is refused, and changes nothing", async () => {
    const { user } = await openPage();
    const before = db.serialize();
    const input = screen.getByLabelText('Restore from a file');
    await user.upload(input, new File(['{"bookmarks": []}'], 'bookmarks.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file was not saved by "Download my data" of RIMA (it comes from another app): nothing was changed.',
    );
    expect(input).toHaveAccessibleDescription(/another app/);
    await user.upload(input, new File(['{"format": "rima-standalone-data", "vers'], 'cut.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a RIMA data file (it is not JSON): nothing was changed.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.serialize()).toBe(before);
  });

  it('Cancel in the confirmation replaces nothing', async () => {
    const { user } = await openPage();
    const papers = papersOfDemo().length;
    // a valid file of another state: the download of the current one, with one paper less
    const capture = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      await vi.waitFor(() => expect(capture.downloads).toHaveLength(1));
      const file = JSON.parse((await capture.downloads[0]?.blob.text()) ?? '{}') as { papers: unknown[] };
      file.papers = file.papers.slice(1);
      await user.upload(screen.getByLabelText('Restore from a file'), new File([JSON.stringify(file)], 'older.json', { type: 'application/json' }));
      const dialog = await screen.findByRole('dialog', { name: 'Restore from this file?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(papersOfDemo()).toHaveLength(papers);
    } finally {
      capture.undo();
    }
  });
});
