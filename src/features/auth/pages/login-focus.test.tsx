import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { setUpRouteTests, settle } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { shownToasts } from '@/test/toasts';

setUpRouteTests();

describe('sign-in field errors', () => {
  it('checks the required fields before sending, beside the fields, with focus on the first one', async () => {
    let sent = 0;
    server.use(
      http.post(`${env.apiUrl}/api/accounts/login/`, () => {
        sent += 1;
        return undefined;
      }),
    );
    const { user } = renderRoute('/auth/login');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // the form's checks load with zod when the form is first used: the submit waits for them
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter your password.');
    expect(email).toHaveFocus();

    await user.type(email, 'demo@example.org');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password).toHaveFocus());
    await settle();
    expect(sent).toBe(0);
  });

  it('keeps a wrong password beside the form, once (no toast), and puts focus back on the password', async () => {
    const { user } = renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'demo@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid credentials')).toHaveAttribute('role', 'alert');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Invalid credentials');
    await settle();
    expect(shownToasts()).toEqual([]);
    expect(screen.getAllByText(/Invalid credentials/)).toHaveLength(1);
  });

  it('shows a field message from the server next to its field', async () => {
    server.use(http.post(`${env.apiUrl}/api/accounts/login/`, () => Response.json({ email: ['Enter a valid email address.'] }, { status: 400 })));
    const { user } = renderRoute('/auth/login');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    await waitFor(() => expect(email).toHaveFocus());
  });
});
