/**
 * Words students and employers write for the same thing. Each group is found under its first
 * spelling (written without spaces), so "front end", "front-end" and "frontend" find one another,
 * and "CA" finds "Chartered Accountant". Data, not code: add a group here, nothing else changes.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['frontend', 'front end'],
  ['backend', 'back end'],
  ['fullstack', 'full stack'],
  ['ca', 'chartered accountant'],
  ['cs', 'company secretary'],
  ['hr', 'human resources', 'human resource'],
  ['ui', 'user interface'],
  ['ux', 'user experience'],
  ['ml', 'machine learning'],
  ['ai', 'artificial intelligence'],
  ['seo', 'search engine optimization', 'search engine optimisation'],
  ['smm', 'social media marketing'],
  ['bde', 'business development executive'],
  ['qa', 'quality assurance'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['reactjs', 'react'],
  ['nodejs', 'node'],
  ['wordpress', 'word press'],
  ['telecaller', 'tele caller', 'telecalling', 'tele calling'],
  ['dataentry', 'data entry'],
];
