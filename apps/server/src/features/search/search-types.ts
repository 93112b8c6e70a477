import type { CompanyRow } from '../../db/schema/companies';
import type { JobRow } from '../../db/schema/jobs';
import type { TextMode } from './search-filters';

/** One listing found, with its company and the value it was sorted by. */
export type SearchRow = { job: JobRow; company: CompanyRow; sortKey: number | null };

/** What every search statement needs besides the filters: today's date in India, the text mode. */
export type SearchContext = { today: string; mode: TextMode };
