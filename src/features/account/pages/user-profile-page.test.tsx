import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { AUTHOR_ID_ERROR } from '@/lib/identity';
import { session } from '@/lib/session';
import { server } from '@/backend/node';
import { releaseLacksLifecycle } from '@/backend/test-utils/api';
import { renderRoute } from '@/test/render-route';

const PROFILE_URL = `${env.apiUrl}/api/accounts/profile/`;
const TRIGGER_URL = `${env.apiUrl}/api/interests/trigger-data-updata/`;

const profile = {
  email: 'demo@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  id: 1,
  twitter_account_id: '@ada',
  author_id: '1741101',
  paper_count: 12,
  tweet_count: 310,
};

async function openPage(options: { viewing?: number } = {}) {
  const rendered = renderRoute('/app/user-profile', { user: 'demo@example.org', ...options });
  await screen.findByRole('heading', { name: 'My account' }, { timeout: 8000 });
  await screen.findByLabelText('First name', undefined, { timeout: 8000 });
  return rendered;
}

describe('My account', () => {
  it('shows the name, the publication and tweet counts and the editable fields', async () => {
    server.use(http.get(PROFILE_URL, () => HttpResponse.json(profile)));
    await openPage();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const page = within(screen.getByRole('main'));
    expect(page.getByText('Publications').nextElementSibling).toHaveTextContent('12');
    expect(page.getByText('Tweets').nextElementSibling).toHaveTextContent('310');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.org');
    expect(screen.getByLabelText('Semantic Scholar Id')).toHaveValue('1741101');
    expect(screen.getByLabelText('Twitter Id')).toHaveValue('@ada');
  });

  it('saves the edited profile, says so and updates the name in the session', async () => {
    const { user } = await openPage();
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.org');
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Marie');
    const last = screen.getByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Curie');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Update Profile Data !')).toBeInTheDocument();
    expect(session.getName()).toEqual({ firstName: 'Marie', lastName: 'Curie' });
    expect(await screen.findByRole('heading', { name: 'Marie Curie' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Marie');
  });

  it('shows a 400 next to its field, raises the generic toast and keeps what was typed', async () => {
    server.use(http.patch(PROFILE_URL, () => HttpResponse.json({ email: ['Enter a valid email address.'] }, { status: 400 })));
    const { user } = await openPage();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    const twitter = screen.getByLabelText('Twitter Id');
    await user.clear(twitter);
    await user.type(twitter, '@typed_handle');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email: Enter a valid email address.')).toBeInTheDocument();
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a valid email address.');
    expect(field).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Twitter Id')).toHaveValue('@typed_handle');
    expect(screen.queryByText('Update Profile Data !')).not.toBeInTheDocument();
  });

  it('refuses a Semantic Scholar Id that names no author before sending, with focus on it, and saves once it is corrected', async () => {
    let saves = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url === PROFILE_URL) saves += 1;
    });
    const { user } = await openPage();
    const author = screen.getByLabelText('Semantic Scholar Id');
    await user.clear(author);
    await user.type(author, 'not an author');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(author).toHaveFocus();
    expect(author).toHaveAccessibleDescription(expect.stringContaining(AUTHOR_ID_ERROR));
    expect(saves).toBe(0);
    await user.clear(author);
    await user.type(author, 'https://www.semanticscholar.org/author/Ada-Lovelace/1741101');
    expect(author).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Profile Data !')).toBeInTheDocument();
    // the pasted address is kept as the id at its end
    expect(author).toHaveValue('1741101');
    expect(saves).toBe(1);
    server.events.removeAllListeners();
  });

  it('says "The server failed to answer. Try again." when the server fails, as a failed load would', async () => {
    server.use(http.patch(PROFILE_URL, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Last name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server failed to answer. Try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue(`${session.getName().lastName}X`);
  });

  it('asks a release server for fresh data on Fetch new papers and posts once confirmed (it re-imports), and says beside the button that it works', async () => {
    let calls = 0;
    server.use(
      ...releaseLacksLifecycle(),
      http.post(TRIGGER_URL, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openPage();
    const button = screen.getByRole('button', { name: 'Fetch new papers and posts' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog', { name: 'Fetch new papers and posts?' })).getByRole('button', { name: 'Fetch' }));
    const block = screen.getByRole('region', { name: 'Fetch new papers and posts' });
    expect(await within(block).findByText(/Updating your profile…/)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('opened while another user is viewed, leaves viewing mode and offers the own account actions', async () => {
    await openPage({ viewing: 999 });
    expect(screen.queryByText(/viewing another user/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fetch new papers and posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(session.getViewedId()).toBe(session.getOwnId());
  });
});
