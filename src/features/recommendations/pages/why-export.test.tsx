import { screen, waitFor, within } from '@testing-library/react';
import { menuItemTexts, captureDownloadsInEachTest } from '@/test/downloads';
import { openScanner, tweetList } from '../test/scanner';

const captured = captureDownloadsInEachTest();
const menuItems = menuItemTexts;

describe('Why this tweet?: exporting the explanation', () => {
  it("saves the heat map's values as CSV, and offers the advanced image as PNG and SVG only", async () => {
    const { user } = await openScanner();
    const list = await tweetList();
    const [card] = within(list).getAllByRole('article');
    if (!card) throw new Error('no tweet');
    await user.click(within(card).getByRole('button', { name: /^Why this tweet\?/ }));
    const dialog = screen.getByRole('dialog', { name: 'Why this tweet?' });
    const table = await within(dialog).findByRole('table', {}, { timeout: 8000 });
    const expected = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent).join(','));

    await user.click(within(dialog).getByRole('button', { name: 'Export Intermediate explanation' }));
    expect(menuItems('Export Intermediate explanation')).toEqual(['Save as PNG', 'Save as SVG', 'Download data (CSV)']);
    await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
    await waitFor(() => expect(captured().downloads).toHaveLength(1));
    const [file] = captured().downloads;
    expect(file?.name).toMatch(/^rima-intermediate-explanation-\d{4}-\d\d-\d\d\.csv$/);
    expect(await file?.blob.text()).toBe(`${expected.join('\r\n')}\r\n`);
    expect(expected.length).toBeGreaterThan(1);

    await user.click(within(dialog).getByRole('button', { name: 'More' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export Advanced explanation' }));
    expect(menuItems('Export Advanced explanation')).toEqual(['Save as PNG', 'Save as SVG']);
  });
});
