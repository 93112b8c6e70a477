import { randomUUID } from 'node:crypto';
import type { Category } from '@shuruaat/contract';
import type { Listing } from '../../apps/server/src/features/search/live-index/listing';
import { CITY_WEIGHTS, SKILLS, TITLES } from './seed';
import { pick, pickWeighted, seededRandom } from './seeded-random';

const COMPANY_WORDS = [
  ['Kirana', 'Vidya', 'Tez', 'Sutra', 'Dhan', 'Pulse', 'Nukkad', 'Chai', 'Desi', 'Udaan'],
  ['Labs', 'Tech', 'Works', 'Solutions', 'Ventures', 'Digital', 'Systems', 'Studio'],
] as const;

/**
 * An id as a database driver hands it over: one flat string of ~70 bytes. crypto.randomUUID()
 * answers a string joined from some twenty pieces (~490 bytes of heap each), which the index
 * keeps: at 150,000 listings that was 70 MB of live heap no production index holds, and every
 * major GC of the rebuild benchmark marked it.
 */
const flatUuid = () => Buffer.from(randomUUID(), 'latin1').toString('latin1');

/**
 * Live listings shaped like bench/search/seed.ts's (its titles, skills, city shares, 20,000
 * companies and description), made in memory: the index's rebuilds can be timed without a
 * database.
 */
export function syntheticListings(count: number, seed = 24): Listing[] {
  const random = seededRandom(seed);
  const categories = Object.keys(TITLES);
  const today = Date.now();
  const companies = Array.from({ length: 20_000 }, (_, g) => ({
    id: flatUuid(),
    name: `${COMPANY_WORDS[0][g % 10]} ${COMPANY_WORDS[1][Math.floor(g / 10) % 8]} ${g}`,
  }));
  return Array.from({ length: count }, (_, i) => {
    const category = pick(random, categories);
    const company = pick(random, companies);
    return {
      id: flatUuid(),
      companyId: company.id,
      companyName: company.name,
      kind: i % 3 === 0 ? 'job' : 'internship',
      title: pick(random, TITLES[category] as string[]),
      description: `Work with our team on real ${category.replace('-', ' ')} projects. You will learn on the job, meet deadlines, and present your work every week. Freshers with a portfolio are welcome.`,
      category: category as Category,
      skills: [pick(random, SKILLS), pick(random, SKILLS)],
      workMode: random() < 0.5 ? 'remote' : 'office',
      cities: [pickWeighted(random, CITY_WEIGHTS)],
      partTime: random() < 0.2,
      startDate: null,
      applyBy: new Date(today + (1 + (i % 60)) * 86_400_000).toISOString().slice(0, 10),
      durationMonths: 1 + (i % 6),
      stipendMin: 2_000 + (i % 20) * 500,
      stipendMax: 5_000 + (i % 20) * 1_000,
      ctcMin: null,
      ctcMax: null,
      ppo: i % 7 === 0,
      createdAt: today - i * 60_000,
    };
  });
}
