import type { PublicPortfolio } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { portfolioHead } from './program-heads';

const portfolio = (n: number) =>
  ({
    displayName: 'Asha',
    headline: '',
    projects: Array.from({ length: n }, () => ({ skills: [] })),
  }) as unknown as PublicPortfolio;

// Issue 25 item 18: a search result's description says "1 project", never "1 projects".
describe('a portfolio page’s description', () => {
  it('counts the projects of a portfolio without a headline, with 0, 1 and 2', () => {
    const description = (n: number) => portfolioHead('https://x.test', portfolio(n)).description;
    expect([0, 1, 2].map(description)).toEqual(['0 projects', '1 project', '2 projects']);
  });
});
