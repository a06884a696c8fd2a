import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';

const EXTRACTION_URL = `${env.apiUrl}/api/interests/interest-extraction/`;

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

const panel = () => screen.getByRole('tabpanel');
const announcer = () => document.getElementById('rima-announcer');

describe('demo results with the keyboard', () => {
  it('after Extract, focus is on the results and the count is announced', async () => {
    server.use(http.post(EXTRACTION_URL, () => HttpResponse.json({ 'learning analytics': 0.9, dashboards: 0.5, 'open learner models': 0.3 })));
    const { user } = renderRoute('/auth/demo');
    await screen.findByRole('heading', { name: 'Try RIMA' });
    const scope = within(panel());
    await user.type(scope.getByRole('textbox', { name: 'Text' }), 'Learning analytics dashboards and open learner models');
    await user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'Yake');
    await user.type(scope.getByRole('spinbutton', { name: 'Keywords count' }), '3{Enter}');

    const list = await scope.findByRole('list', { name: 'Keywords with scores' });
    await waitFor(() => expect(document.activeElement).toContainElement(list));
    expect(announcer()).toHaveTextContent('3 keywords found');
  });

  it('after a failed Extract, focus is on the error message', async () => {
    server.use(http.post(EXTRACTION_URL, () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 })));
    const { user } = renderRoute('/auth/demo');
    await screen.findByRole('heading', { name: 'Try RIMA' });
    const scope = within(panel());
    await user.type(scope.getByRole('textbox', { name: 'Text' }), 'Learning analytics');
    await user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'Yake');
    await user.type(scope.getByRole('spinbutton', { name: 'Keywords count' }), '3{Enter}');
    const alert = await scope.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });

  it('after Compute, focus is on the score and the score is announced', async () => {
    const { user } = renderRoute('/auth/demo');
    await screen.findByRole('heading', { name: 'Try RIMA' });
    await user.click(screen.getByRole('tab', { name: 'Semantic Similarity' }));
    const scope = within(panel());
    await user.click(await scope.findByRole('button', { name: 'Use example sets' }));
    await user.selectOptions(scope.getByRole('combobox', { name: 'Algorithm' }), 'WordEmbedding');
    await user.click(scope.getByRole('button', { name: 'Compute similarity' }));
    const result = await scope.findByRole('region', { name: /Similarity score/ });
    await waitFor(() => expect(document.activeElement).toContainElement(result));
    expect(announcer()).toHaveTextContent(/^Similarity score: [\d.]+ %$/);
  });
});
