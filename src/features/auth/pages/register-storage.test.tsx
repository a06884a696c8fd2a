import { screen } from '@testing-library/react';
import { db, freshBackend } from '@/backend/node';
import type { StorageState } from '@/lib/demo-mode';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();

const EMAIL = 'ada.kept@example.org';
const FULL = "This browser's storage is full: an account created now cannot be kept and is gone once this page closes. Free some space for this site first, or create it for this visit only.";
const MEMORY = 'This browser does not let the app store data: an account created now works until this page closes, and is not kept.';

/** The storage's room as the built-in backend's probe answers it, each ask counted. */
function storageAnswers(state: StorageState) {
  const asked = { count: 0 };
  freshBackend({
    storageProbe: () => {
      asked.count += 1;
      return Promise.resolve(state);
    },
  });
  return asked;
}

// no author id and no handle: the account is created without asking an outside source
async function fill(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), 'engine42');
}

describe('registration in the standalone build, when this browser cannot keep the account', () => {
  it('asks for an account\'s room at Create account: a full storage is named before the account is created, nothing typed is lost, and the next press creates it for this visit', async () => {
    const asked = storageAnswers('full');
    const { user } = renderRoute('/auth/register', { demoMode: true });
    await fill(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(FULL);
    expect(warning).toHaveFocus();
    expect(asked.count).toBe(1);
    expect(db.findUserByEmail(EMAIL)).toBeUndefined();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);

    await user.click(screen.getByRole('button', { name: 'Create account for this visit only' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(db.findUserByEmail(EMAIL)).toBeDefined();
    expect(asked.count).toBe(1);
  });

  it('says so from the start where the storage keeps nothing, and creates the account at the first press', async () => {
    const asked = storageAnswers('memory');
    const { user } = renderRoute('/auth/register', { demoMode: true, storage: 'memory' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMORY);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account for this visit only' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(db.findUserByEmail(EMAIL)).toBeDefined();
    expect(asked.count).toBe(0);
  });

  it('creates the account at once where the storage has room', async () => {
    const asked = storageAnswers('kept');
    const { user } = renderRoute('/auth/register', { demoMode: true });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(await screen.findByText('Account created. Please sign in.')).toBeInTheDocument();
    expect(db.findUserByEmail(EMAIL)).toBeDefined();
    expect(asked.count).toBe(1);
  });

  it('asks nothing of a RIMA server', async () => {
    const asked = storageAnswers('full');
    const { user } = renderRoute('/auth/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(asked.count).toBe(0);
  });
});
