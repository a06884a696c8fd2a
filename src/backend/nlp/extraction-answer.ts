/** What the extraction worker answers to a request: the jobs run once the extraction has loaded. */
import type { ExtractionAnswer, ExtractionRequest } from './extraction-jobs';
import { loadKeyphrase } from './load-keyphrase';
import { runJobs } from './run-jobs';

export async function answerExtraction(request: ExtractionRequest): Promise<ExtractionAnswer> {
  try {
    await loadKeyphrase();
    return { id: request.id, results: runJobs(request.jobs) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
