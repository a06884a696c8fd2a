import { SourceError } from '../sources/http';

/** The SourceError a source call rejects with (a test of a source's failures); fails when it resolves. */
export async function failureOf(promise: Promise<unknown>): Promise<SourceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SourceError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}
