/** The main screens against a development-line server (api-contract-development): no contract error anywhere. */
import { screen } from '@testing-library/react';
import { setBackendLine } from '@/backend/test-utils/api';
import { renderRoute } from '@/test/render-route';
import { settle } from '@/test/route-test-support';
import { db } from '@/backend/node';

const SLOW = { timeout: 8000 };
const CONTRACT_ERROR = /could not be read|unexpected answer|Something went wrong/;

function demoId(): number {
  return db.findUserByEmail('demo@example.org')?.id ?? 0;
}

describe.each(['release', 'development'] as const)('main screens on the %s line', (line) => {
  beforeEach(() => setBackendLine(line));

  it.each([
    ['/app/view-paper', 'My Publications', 'Data Literacy of Teachers Working with Learning Analytics'],
    ['/app/edit-paper/1', 'Edit Publication', null],
    ['/app/keyword', 'Manage Interests', null],
    ['/app/user-profile', 'My account', null],
  ])('%s shows %s without a contract error', async (path, heading, text) => {
    renderRoute(path, { user: 'demo@example.org' });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeInTheDocument();
    if (text) expect(await screen.findByText(text, undefined, SLOW)).toBeInTheDocument();
    await settle(400);
    expect(screen.queryByText(CONTRACT_ERROR)).not.toBeInTheDocument();
  });

  it.each([
    ['cloud-chart', 'Interest Overview'],
    ['pie-chart', 'Recent Interests'],
    ['bar-chart', 'Activities'],
    ['stream-chart', 'Interest Trends'],
  ])('the %s chart shows %s without a contract error', async (chart, heading) => {
    renderRoute(`/app/${chart}/${demoId()}`, { user: 'demo@example.org' });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeInTheDocument();
    await settle(600);
    expect(screen.queryByText(CONTRACT_ERROR)).not.toBeInTheDocument();
  });

  it('Add Publication stores the paper once and lists it, with no error', async () => {
    const { user } = renderRoute('/app/add-paper', { user: 'demo@example.org' });
    await user.type(await screen.findByLabelText('Title', undefined, SLOW), 'Shared paper of both lines');
    await user.type(screen.getByLabelText('Year'), '2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Paper Added!', undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Shared paper of both lines', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(db.state().papers.filter((p) => p.title === 'Shared paper of both lines')).toHaveLength(1);
  });

  it('login works and opens the own word cloud', async () => {
    const { user, router } = renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Email', undefined, SLOW), 'demo@example.org');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Interest Overview' }, SLOW);
    expect(router.state.location.pathname).toBe(`/app/cloud-chart/${demoId()}`);
  });
});
