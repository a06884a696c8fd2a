import { describe, expect, it } from 'vitest';
import { paperLinkText, scholarAuthorUrl, scholarSearchUrl } from './semantic-scholar';

describe('Semantic Scholar addresses', () => {
  it('searches for a term or title, encoding it', () => {
    expect(scholarSearchUrl('peer assessment & co')).toBe('https://www.semanticscholar.org/search?q=peer%20assessment%20%26%20co');
  });

  it('links a Semantic Scholar author, encoding the id', () => {
    expect(scholarAuthorUrl('2093614')).toBe('https://www.semanticscholar.org/author/2093614');
    expect(scholarAuthorUrl('a/b?c')).toBe('https://www.semanticscholar.org/author/a%2Fb%3Fc');
  });

  it('names a paper link for where it goes', () => {
    expect(paperLinkText('https://www.semanticscholar.org/paper/abc')).toBe('See paper on Semantic Scholar');
    expect(paperLinkText('https://api.semanticscholar.org/CorpusID:1')).toBe('See paper on Semantic Scholar');
    expect(paperLinkText('https://doi.org/10.1145/1')).toBe('See paper on doi.org');
    expect(paperLinkText('https://semanticscholar.org.evil.example/x')).toBe('See paper on semanticscholar.org.evil.example');
  });
});
