import { describe, expect, it } from 'vitest';
import { postTopicText } from './post-text';

describe('postTopicText: a post as its keyphrases are extracted from', () => {
  it('drops an opening that only announces ("New paper:", "Our new preprint is out!") and keeps a topical one', () => {
    expect(postTopicText('New paper: Feedback literacy in large lectures')).toBe('Feedback literacy in large lectures');
    expect(postTopicText('Our new preprint is out! Peer review in MOOCs')).toBe('Peer review in MOOCs');
    expect(postTopicText('🚨 New paper alert 🚨: dashboards for teachers')).toBe('dashboards for teachers');
    expect(postTopicText('Learning analytics: what the logs miss')).toBe('Learning analytics: what the logs miss');
  });

  it('drops "new paper" and its kin inside a post, with a break so that no phrase spans the gap', () => {
    expect(postTopicText('Happy to share our new paper on teacher dashboards')).toBe('Happy to share. on teacher dashboards');
    expect(postTopicText('The latest preprints on peer feedback')).toBe('on peer feedback');
  });

  it('drops links, bare domains with their paths and the slugs in them', () => {
    expect(postTopicText('Read it at https://doi.org/10.1145/3576050 today')).toBe('Read it at. today');
    expect(postTopicText('Slides: www.example.org/slides.pdf and bit.ly/la-et-2024')).toBe('Slides:. and.');
    expect(postTopicText('Story: latimes.com/entertainment/la-et-mn-learning-story')).toBe('Story:.');
  });

  it('drops markup, escaped or not, and a tag whose brackets were lost; keeps the text of a markdown link', () => {
    expect(postTopicText('Chart &lt;img src="chart.png" alt="x"&gt; of dropout')).toBe('Chart. of dropout');
    expect(postTopicText('<p>Dropout <b>prediction</b></p>')).toBe('Dropout. prediction.');
    expect(postTopicText('see img src=chart.png for the curve')).toBe('see. for the curve');
    expect(postTopicText('[Self-regulated learning](https://example.org/srl) in schools')).toBe('Self-regulated learning in schools');
  });

  it('drops handles and keeps hashtags and plain text as they are', () => {
    expect(postTopicText('With @ada.bsky.social on #LearningAnalytics')).toBe('With. on #LearningAnalytics');
    expect(postTopicText('Peer feedback in MOOCs works, e.g. in physics.')).toBe('Peer feedback in MOOCs works, e.g. in physics.');
    expect(postTopicText('')).toBe('');
  });
});
