import {
  SCREENING_FLAG_CODES,
  SCAM_FLAG_TEXTS,
  type OfferCheckResponse,
  type OfferReportBody,
  type ScamFlagCode,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { checkOffer } from '../screening/screening.service';
import { sendOfferReport } from '../submissions/submissions.service';

const isScamCode = (code: string): code is ScamFlagCode =>
  (SCREENING_FLAG_CODES as readonly string[]).includes(code);

/**
 * "Is this offer real?" (issue 27): a pasted offer read by the same rules that screen listings
 * and messages. Stateless: the text is neither stored nor logged unless the visitor reports it.
 */
export function checkPastedOffer(text: string): OfferCheckResponse {
  const { level, flags } = checkOffer(text);
  return {
    level,
    flags: flags.flatMap(({ code, evidence }) => (isScamCode(code) ? [{ code, evidence }] : [])),
  };
}

/** The visitor chose to send the offer to the admins: into the site's inbox, with its flags. */
export async function reportOffer(
  db: Db,
  body: Required<Pick<OfferReportBody, 'text' | 'source'>> & { website?: string | undefined },
  userId: string | null,
): Promise<void> {
  const { flags } = checkPastedOffer(body.text);
  await sendOfferReport(db, {
    text: body.text,
    source: body.source,
    website: body.website,
    flagTitles: flags.map((flag) => SCAM_FLAG_TEXTS[flag.code].title),
    userId,
  });
}
