/**
 * The demo backend's keyphrase extraction off the page's main thread: the part-of-speech model
 * loads here (once, with the worker's first request) and a long text never blocks the page.
 * Answers each ExtractionRequest with its results, or with the error the extraction threw.
 */
import { answerExtraction } from './extraction-answer';
import type { ExtractionRequest } from './extraction-jobs';

self.addEventListener('message', (event: MessageEvent<ExtractionRequest>) => {
  void answerExtraction(event.data).then((answer) => self.postMessage(answer));
});
