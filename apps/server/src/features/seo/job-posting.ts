import { CITY_STATES, type City, type JobDetailResponse } from '@shuruaat/contract';

/**
 * schema.org JobPosting as Google for Jobs reads it. Only for jobs that accept applications:
 * an expired posting in structured data is a policy violation, so callers check first.
 */
export function jobPostingLd(detail: JobDetailResponse, pageUrl: string, origin: string) {
  const { job, company } = detail;
  const isRemote = job.workMode === 'remote';
  const pay = job.kind === 'internship' ? job.stipend : job.ctc;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: detail.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: company.name, value: job._id },
    datePosted: job.createdAt.slice(0, 10),
    validThrough: `${job.applyBy}T23:59:59+05:30`,
    employmentType: job.kind === 'internship' ? 'INTERN' : job.partTime ? 'PART_TIME' : 'FULL_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(company.logoUrl ? { logo: `${origin}${company.logoUrl}` } : {}),
    },
    ...(job.cities.length > 0 ? { jobLocation: job.cities.map(place) } : {}),
    ...(isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {}),
    ...(pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: pay.min,
              maxValue: pay.max,
              unitText: job.kind === 'internship' ? 'MONTH' : 'YEAR',
            },
          },
        }
      : {}),
    directApply: true,
    url: pageUrl,
  };
}

function place(city: City) {
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: city,
      addressRegion: CITY_STATES[city],
      addressCountry: 'IN',
    },
  };
}
