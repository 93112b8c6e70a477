import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { categoryLink, cityLink, partTimeLink, remoteLink } from './links';

const { t } = allTranslators().en;
import { buildFacets } from '@/test-utils/job-search-stub';

const facets = buildFacets({
  category: [
    { value: 'marketing', count: 3 },
    { value: 'web-development', count: 7 },
  ],
  city: [{ value: 'Delhi NCR', count: 4 }],
  workMode: [{ value: 'remote', count: 11 }],
  partTime: [
    { value: 'true', count: 2 },
    { value: 'false', count: 30 },
  ],
});

describe('landing links into /jobs', () => {
  it('lead to /jobs with the kind and the one chosen filter, with its live count', () => {
    expect(categoryLink(t, 'web-development', 'internship', facets)).toMatchObject({
      label: 'Web development',
      to: '/jobs?kind=internship&category=web-development',
      count: 7,
    });
    expect(cityLink(t, 'Delhi NCR', 'internship', facets)).toMatchObject({
      to: '/jobs?kind=internship&city=Delhi+NCR',
      count: 4,
    });
    expect(remoteLink(t, 'internship', facets)).toMatchObject({
      label: 'Work from home',
      to: '/jobs?kind=internship&workMode=remote',
      count: 11,
    });
    expect(partTimeLink(t, 'internship', facets)).toMatchObject({
      to: '/jobs?kind=internship&partTime=true',
      count: 2,
    });
  });

  it('count a value the facets leave out as zero, and leave the kind out when not given', () => {
    expect(categoryLink(t, 'teaching', undefined, facets)).toMatchObject({
      to: '/jobs?category=teaching',
      count: 0,
    });
  });

  it('leave the count out when the counts could not be fetched', () => {
    expect(cityLink(t, 'Pune', 'internship', null)).toMatchObject({
      to: '/jobs?kind=internship&city=Pune',
      count: undefined,
    });
  });
});
