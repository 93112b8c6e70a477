const RULES = new Intl.PluralRules('en-IN');

/**
 * A count with its noun in the right number: "1 applicant", "2 applicants", "1,20,000 views".
 * One helper so no screen writes "1 jobs"; the plural rule comes from Intl, so another
 * language's catalogue can say the same through its own rules.
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${RULES.select(count) === 'one' ? one : other}`;
}
