import { configure, screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';

// The demo page is a lazy route: give slow, shared CI machines room.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

async function textBox(demoMode: boolean) {
  renderRoute('/auth/demo', { demoMode });
  await screen.findByRole('heading', { name: 'Try RIMA' });
  return within(screen.getByRole('tabpanel')).getByRole('textbox', { name: 'Text' });
}

describe('the extraction text box states the built-in backend\'s length limit', () => {
  it('with the built-in backend: "Up to 50,000 characters" under the text box, as its description', async () => {
    const text = await textBox(true);
    expect(screen.getByText('Up to 50,000 characters: a full paper fits.')).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription('Up to 50,000 characters: a full paper fits.');
  });

  it('with a real server (no limit): no such line', async () => {
    const text = await textBox(false);
    expect(screen.queryByText(/Up to 50,000 characters/)).not.toBeInTheDocument();
    expect(text).not.toHaveAccessibleDescription(/50,000/);
  });
});
