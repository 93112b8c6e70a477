import type { PublicPortfolio } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { portfolioHead } from './program-heads';

const portfolio = (n: number, skills: string[] = [], headline = '') =>
  ({
    displayName: 'Asha',
    headline,
    projects: Array.from({ length: n }, () => ({ skills })),
  }) as unknown as PublicPortfolio;

// Issue 25 item 18: a search result's description says "1 project", never "1 projects".
describe('a portfolio page’s description', () => {
  it('counts the projects of a portfolio without a headline, with 0, 1 and 2', () => {
    const description = (n: number) => portfolioHead('https://x.test', portfolio(n)).description;
    expect([0, 1, 2].map(description)).toEqual(['0 projects', '1 project', '2 projects']);
  });

  // Issue 26: the Hindi address's description is Hindi; the student's own words stay as written.
  it('is Hindi on the Hindi address, the headline and skill names kept as written', () => {
    const hindi = (p: PublicPortfolio) => portfolioHead('https://x.test', p, 'hi').description;
    expect(hindi(portfolio(3, ['React', 'SQL']))).toBe('3 प्रोजेक्ट। स्किल्स: React, SQL');
    expect(hindi(portfolio(1))).toBe('1 प्रोजेक्ट');
    expect(hindi(portfolio(2, ['Figma'], 'UI designer in Pune'))).toBe(
      'UI designer in Pune। स्किल्स: Figma',
    );
    expect(portfolioHead('https://x.test', portfolio(3, ['React', 'SQL'])).description).toBe(
      '3 projects. Skills: React, SQL',
    );
  });
});
