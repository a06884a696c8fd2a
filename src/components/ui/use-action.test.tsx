import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api-error';
import { deferred } from '@/test/deferred';
import { useAction } from './use-action';

describe('useAction', () => {
  it('goes pending, then success with the answer and the input it was run with', async () => {
    const answer = deferred<number>();
    const { result } = renderHook(() => useAction((input: string) => answer.promise.then((n) => n + input.length), { form: 'f', silent: true }));
    expect(result.current.isIdle).toBe(true);
    let run: Promise<number> = Promise.resolve(0);
    act(() => {
      run = result.current.run('abc');
    });
    expect(result.current.isPending).toBe(true);
    expect(result.current.variables).toBe('abc');
    // the state update after the answer happens inside act
    await act(async () => {
      answer.resolve(1);
      await expect(run).resolves.toBe(4);
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(4);
  });

  it('keeps the error in its state and rejects the run with it', async () => {
    const failure = new Error('no');
    const { result } = renderHook(() => useAction(() => Promise.reject(failure), { form: 'f', silent: true }));
    await act(async () => {
      await expect(result.current.run(undefined)).rejects.toBe(failure);
    });
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toBe(failure);
  });

  it('says a failure in the generic handler\'s words: a 400\'s first field message, the cause otherwise, the generic message where that says nothing', async () => {
    const failures = [
      [new ApiError({ kind: 'http', endpoint: 'e', message: 'm', status: 400, body: { num_of_keywords: ['A valid integer is required.'] } }), 'Num Of Keywords: A valid integer is required.'],
      [new ApiError({ kind: 'http', endpoint: 'e', message: 'm', status: 502 }), 'The server failed to answer. Try again.'],
      [new ApiError({ kind: 'timeout', endpoint: 'e', message: 'm' }), 'The server did not answer in time. Try again.'],
      [new ApiError({ kind: 'http', endpoint: 'e', message: 'm', status: 401 }), 'Something went wrong. Try again.'],
      [new Error('x'), 'Something went wrong. Try again.'],
    ] as const;
    for (const [failure, text] of failures) {
      const { result, unmount } = renderHook(() => useAction(() => Promise.reject(failure), { form: 'f', silent: true }));
      expect(result.current.errorText).toBeNull();
      await act(async () => {
        await result.current.run(undefined).catch(() => undefined);
      });
      expect(result.current.errorText).toBe(text);
      unmount();
    }
  });

  it('gives a failed 400 its messages by field: the form\'s own fields, and the first of any other above the form', async () => {
    const failure = new ApiError({ kind: 'http', endpoint: 'e', message: 'm', status: 400, body: { email: ['Taken.'], username: ['Also taken.'], detail: 'No.' } });
    const { result } = renderHook(() => useAction(() => Promise.reject(failure), { form: 'f', silent: true }));
    expect(result.current.formErrors(['email'])).toEqual({ fields: {}, other: undefined });
    await act(async () => {
      await result.current.run(undefined).catch(() => undefined);
    });
    expect(result.current.formErrors(['email', 'username'])).toEqual({ fields: { email: 'Taken.', username: 'Also taken.', detail: 'No.' }, other: 'No.' });
    act(() => result.current.reset());
    expect(result.current.formErrors(['email'])).toEqual({ fields: {}, other: undefined });
  });

  it('ignores the answer of a run that was reset while it was under way', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useAction(() => answer.promise, { form: 'f', silent: true }));
    act(() => {
      result.current.mutate(undefined);
    });
    act(() => result.current.reset());
    await act(async () => {
      answer.resolve('late');
      await answer.promise;
    });
    expect(result.current.isIdle).toBe(true);
    expect(result.current.data).toBeUndefined();
  });
});
