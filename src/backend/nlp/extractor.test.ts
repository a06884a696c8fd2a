import { describe, expect, it } from 'vitest';
import type { ExtractionJob } from './extraction-jobs';
import { extractOffPage } from './extractor';
import { runJobs } from './run-jobs';

const ABSTRACT =
  'Learning analytics dashboards give teachers an overview of student activity. In our study, learning analytics dashboards ' +
  'were combined with formative feedback. Students who used the dashboard reported better self-regulated learning, and ' +
  'teachers used learning analytics to plan feedback for the next lecture.';
const TWEET = 'Slides from my talk on knowledge tracing and intelligent tutoring systems are online now. #EDM2024';

const JOBS: ExtractionJob[] = [
  { text: ABSTRACT, algorithm: 'TopicRank', limit: 10, wikiFilter: true },
  { text: ABSTRACT, algorithm: 'MultipartiteRank', limit: 10, wikiFilter: false },
  { text: ABSTRACT, algorithm: 'Rake', limit: 5, wikiFilter: false },
  { text: TWEET, algorithm: 'Yake', limit: 10, wikiFilter: true },
  { text: ABSTRACT, algorithm: 'SingleRank', limit: 15, wikiFilter: true },
];

describe('the backend extraction', () => {
  it('answers each job in order, as the extraction itself does', async () => {
    const results = await extractOffPage(JOBS);
    expect(results).toEqual(runJobs(JOBS));
    expect(results).toHaveLength(JOBS.length);
    expect(results[0]?.map((i) => i.keyword)).toContain('Learning analytics');
    expect(results[3]?.map((i) => i.keyword.toLowerCase())).toContain('knowledge tracing');
    expect(results[2]?.length).toBeLessThanOrEqual(5);
  });

  it('concurrent requests get their own answers', async () => {
    const [first, second] = await Promise.all([extractOffPage(JOBS.slice(0, 1)), extractOffPage(JOBS.slice(3, 4))]);
    expect(first?.[0]?.map((i) => i.keyword)).toContain('Learning analytics');
    expect(second?.[0]?.map((i) => i.keyword.toLowerCase())).toContain('knowledge tracing');
  });

  it('no jobs, nothing extracted', async () => {
    await expect(extractOffPage([])).resolves.toEqual([]);
  });
});
