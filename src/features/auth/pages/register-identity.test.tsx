import { screen } from '@testing-library/react';
import { db, server } from '@/backend/node';
import { semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { AUTHOR_ID_ERROR, TWITTER_ERROR } from '@/lib/identity';

setUpRouteTests();
// a registration starts the live import: Semantic Scholar answers from the fixture
beforeEach(() => server.use(...semanticScholarHandlers()));

async function fill(user: ReturnType<typeof renderRoute>['user'], authorId: string, twitter: string) {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada.url@example.org');
  await user.type(screen.getByLabelText('Password'), 'engine42');
  await user.type(screen.getByLabelText('Semantic Scholar Id'), authorId);
  await user.type(screen.getByLabelText('Twitter account'), twitter);
}

describe('registration: identities by address', () => {
  it('keeps the author id of a pasted Semantic Scholar page and the handle of an X profile address', async () => {
    const { user } = renderRoute('/auth/register');
    await fill(user, 'https://www.semanticscholar.org/author/Ada-Lovelace/1741101', 'https://x.com/ada_lovelace');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(db.findUserByEmail('ada.url@example.org')).toMatchObject({ author_id: '1741101', twitter_account_id: '@ada_lovelace' });
  });

  it('refuses anything else at the field with an example of what works, sending nothing', async () => {
    const { user } = renderRoute('/auth/register');
    await fill(user, 'https://www.semanticscholar.org/paper/abc', 'ada lovelace');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(AUTHOR_ID_ERROR)).toBeInTheDocument();
    expect(screen.getByText(TWITTER_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText('Semantic Scholar Id')).toHaveAccessibleDescription(expect.stringContaining(AUTHOR_ID_ERROR));
    expect(db.findUserByEmail('ada.url@example.org')).toBeUndefined();
  });
});
