import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { setUpRouteTests, settle } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();

const REGISTER_URL = `${env.apiUrl}/api/accounts/register/`;

// jsdom has no layout: record which elements were scrolled into view
const scrolledInto: Element[] = [];
beforeEach(() => {
  scrolledInto.length = 0;
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: HTMLElement) {
      scrolledInto.push(this);
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

describe('register field errors', () => {
  it('checks email and password before sending, beside the fields, with focus on the first one scrolled into view', async () => {
    let sent = 0;
    server.use(
      http.post(REGISTER_URL, () => {
        sent += 1;
        return undefined;
      }),
    );
    const { user } = renderRoute('/auth/register');
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(password).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter a password.');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveFocus();
    expect(scrolledInto).toContain(email);

    await user.type(email, 'ada@example.org');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(password).toHaveFocus();
    expect(scrolledInto).toContain(password);
    await settle();
    expect(sent).toBe(0);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('puts the server messages beside their fields and focus on the first of them, scrolled into view', async () => {
    server.use(
      http.post(REGISTER_URL, () =>
        HttpResponse.json(
          { password: ['This field may not be blank.'], first_name: ['Ensure this field has no more than 30 characters.'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute('/auth/register');
    const firstName = await screen.findByLabelText('First name');
    await user.type(firstName, 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Ensure this field has no more than 30 characters.'));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This field may not be blank.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(scrolledInto).toContain(firstName);
  });

  it('moves focus to the email the server refused as a duplicate', async () => {
    const { user } = renderRoute('/auth/register');
    await user.type(await screen.findByLabelText('Email'), 'demo@example.org');
    await user.type(screen.getByLabelText('Password'), 'engine42');
    const button = screen.getByRole('button', { name: 'Create account' });
    await user.click(button);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('user with this email already exists.'));
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('shows a message that belongs to no field above the form, describing the email, and focuses it', async () => {
    server.use(http.post(REGISTER_URL, () => HttpResponse.json({ detail: 'JSON parse error - Expecting value' }, { status: 400 })));
    const { user } = renderRoute('/auth/register');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'engine42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // exact text: the toast says 'Detail: JSON parse error - Expecting value'
    const alert = await screen.findByText('JSON parse error - Expecting value');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('JSON parse error - Expecting value');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
