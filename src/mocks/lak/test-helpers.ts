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

/** The PNG signature, decoded from a data URL. */
export function pngSignature(dataUrl: string): number[] {
  const base64 = dataUrl.replace(/^data:image\/png;base64,/, '');
  return Array.from(Buffer.from(base64, 'base64').subarray(0, 8));
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
