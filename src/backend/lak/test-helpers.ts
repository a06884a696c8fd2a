import { isApiError, type ApiError } from '@/api/http';

/** Awaits a call that must fail and returns its ApiError (any other outcome fails the test). */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
