import { screen, waitFor } from '@testing-library/react';
import { server } from '@/backend/node';
import { semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { blueskyHandlers, createBlueskyWorld } from '@/test/bluesky';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();
// a registration starts the live import: Semantic Scholar answers from the fixture
// a new account's import reads Semantic Scholar, and Bluesky for its handle
beforeEach(() => server.use(...semanticScholarHandlers(), ...blueskyHandlers(createBlueskyWorld())));

describe('register page', () => {
  async function fill(user: ReturnType<typeof renderRoute>['user'], email: string) {
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'engine42');
    await user.type(screen.getByLabelText('Semantic Scholar Id'), '1741101');
    await user.type(screen.getByLabelText('Twitter account'), '@ada');
  }

  it('says what is wrong with a field once it was changed and left, leaves untouched fields quiet, and follows the value from then on', async () => {
    const { user } = renderRoute('/auth/register');
    const first = await screen.findByLabelText('First name');
    await user.type(first, 'a'.repeat(31));
    expect(screen.queryByText('The first name can have at most 30 characters.')).not.toBeInTheDocument();
    await user.tab();
    expect(first).toHaveAccessibleDescription('The first name can have at most 30 characters.');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    // the email was never touched: no message yet, although it is empty
    expect(screen.queryByText('Please enter your email.')).not.toBeInTheDocument();
    await user.type(first, '{Backspace}');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The first name can have at most 30 characters.')).not.toBeInTheDocument();
    // a submit marks every field touched and focuses the first invalid one
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter a password.');
  });

  it('creates the account, goes to the login page and lets the new user sign in', async () => {
    const { user, router } = renderRoute('/auth/register');
    await fill(user, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(await screen.findByText('Account created. Please sign in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(localStorage.getItem('accessToken')).toBeNull();

    await user.type(screen.getByLabelText('Password'), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // A fresh account is still importing: the waiting screen comes first.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app\/(redirect|cloud-chart\/\d+)$/));
    expect(localStorage.getItem('name')).toBe('Ada');
  });

  it('shows the duplicate-email error as a toast and next to the field, keeping everything typed', async () => {
    const { user, router } = renderRoute('/auth/register');
    await fill(user, 'demo@example.org');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Username: A user with that username already exists.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('user with this email already exists.');
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Password')).toHaveValue('engine42');
    expect(screen.getByLabelText('Twitter account')).toHaveValue('@ada');
  });

  // the browser opens and closes them (Popover API, which jsdom lacks): tests/e2e/auth.spec.ts presses them
  it('explains the Semantic Scholar Id and the Twitter account in help popovers, hidden until asked for', async () => {
    renderRoute('/auth/register');
    for (const [name, text] of [
      ['About the Semantic Scholar Id', /Your author page address or the number at its end; it is used to get your paper information\./],
      ['About the Twitter account', /like @username, or your profile address \(x\.com\/username\)\. It is used to\s+get your tweets/],
    ] as const) {
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
      expect(panel).toHaveAttribute('popover', 'auto');
      expect(panel).toHaveTextContent(text);
      expect(button).toHaveAttribute('aria-controls', panel?.id);
    }
  });
});
