import type { ResponseRate } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/translate';
import { readResponseRate } from '../loaders';
import { responseRateWords } from '../track-record-words';

/**
 * How quickly the company answers, read after hydration from a figure kept apart from the job
 * (search serves listings from memory and must not wait on it). Says nothing below 10
 * applications: a rate from three people is noise.
 */
export function ResponseRateLine({ companyId }: { companyId: string }) {
  const t = useT();
  const [rate, setRate] = useState<ResponseRate | null>(null);
  useEffect(() => {
    let isCurrent = true;
    readResponseRate(companyId).then(
      ({ responseRate }) => {
        if (isCurrent) setRate(responseRate);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [companyId]);
  const text = rate ? responseRateWords(t, rate) : null;
  if (!text) return null;
  return <p className="mt-4 text-sm font-medium text-emerald-900">{text}</p>;
}
