import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('ignores a second call while the first runs, and runs again once it settled', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let release: (value: string) => void = () => undefined;
    const action = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));

    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current(action);
      second = result.current(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toBeUndefined();
    release('done');
    await expect(first).resolves.toBe('done');

    await act(async () => {
      await result.current(() => Promise.resolve('again'));
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('releases after a failure so the user can try again', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await expect(result.current(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(result.current(() => Promise.resolve(2))).resolves.toBe(2);
  });
});
