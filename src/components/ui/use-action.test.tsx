import { act, renderHook, waitFor } from '@testing-library/react';
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
