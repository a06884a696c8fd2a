import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { FIXTURE_AUTHOR_ID, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { deferredLiveModule } from '@/test/deferred-live-module';

fastSourcesOverMemoryCache();

// The look-up (lib/scholar-lookup.ts) loads on the first check; here its chunk fails to load once.
const deferred = deferredLiveModule('@/features/auth/lib/scholar-lookup');

/** The registration's id field with its check, from a fresh copy of the check whose look-up fails to load first. */
async function freshField() {
  const [{ useScholarIdCheck, ScholarIdCheckResult }, { DemoBackendContext }] = await deferred.fresh(
    () => Promise.all([import('./scholar-id-check'), import('@/lib/demo-mode')]),
    { failFirst: true },
  );
  function Field() {
    const [value, setValue] = useState('');
    const [submitted, setSubmitted] = useState('');
    const check = useScholarIdCheck(value);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void check.confirm().then((ok) => setSubmitted(ok ? 'registered' : 'stopped'));
        }}
      >
        <label htmlFor="id">Semantic Scholar Id</label>
        <input id="id" value={value} onChange={(event) => setValue(event.target.value)} onBlur={check.check} />
        <ScholarIdCheckResult state={check.state} />
        <button type="submit">Create account</button>
        <output>{submitted}</output>
      </form>
    );
  }
  const demoBackend = { account: { email: '', password: '' }, reset: async () => undefined, storage: { get: () => 'kept' as const, detail: () => null, subscribe: () => () => undefined } };
  return render(
    <DemoBackendContext.Provider value={demoBackend}>
      <Field />
    </DemoBackendContext.Provider>,
  );
}

describe('the registration’s author check when its code does not load', () => {
  it('says the id could not be checked and lets the user register; the submit loads the check again and asks', async () => {
    server.use(...semanticScholarHandlers());
    await freshField();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Semantic Scholar Id'), FIXTURE_AUTHOR_ID);
    await user.tab();
    await act(async () => deferred.arrive());
    expect(await screen.findByText('The check of the id could not load. The id could not be checked; you can register anyway.')).toBeInTheDocument();
    expect(deferred.requested()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/is this you\?/)).toHaveTextContent('Ada Lovelace · 150 papers · University of Example: is this you?');
    expect(deferred.requested()).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('registered');
  });
});
