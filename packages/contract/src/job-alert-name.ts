import { cityName, type ContractWords } from './contract-words';
import type { JobAlertQuery } from './mail';
import { formatInr, formatLpa } from './money';

/**
 * An alert's name, composed from its saved search in the reader's language each time it is
 * shown (the alerts screen, the alert's emails): "“react” · Internships · Pune", in Hindi
 * "“react” · इंटर्नशिप · पुणे". What the candidate typed (the words, the skills) stays as typed.
 */
export function jobAlertName(query: JobAlertQuery, { language, t }: ContractWords): string {
  const parts: string[] = [];
  if (query.q) parts.push(`“${query.q}”`);
  parts.push(t(`contract.alertName.kind.${query.kind ?? 'any'}`));
  if (query.category) parts.push(t(`contract.category.${query.category}`));
  if (query.city && query.city.length > 0)
    parts.push(query.city.map((city) => cityName(t, city)).join(', '));
  if (query.workMode) parts.push(t(`contract.workMode.${query.workMode}`));
  if (query.partTime) parts.push(t('contract.alertName.partTime'));
  if (query.skills && query.skills.length > 0) parts.push(query.skills.join(', '));
  if (query.minStipend)
    parts.push(
      t('contract.alertName.minStipend', { amount: formatInr(query.minStipend, language) }),
    );
  if (query.minCtc)
    parts.push(t('contract.alertName.minCtc', { amount: formatLpa(query.minCtc, language) }));
  if (query.ppo) parts.push(t('contract.alertName.withPpo'));
  return parts.join(' · ');
}
