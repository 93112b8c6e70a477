import { gstinCheckCharacter, type User } from '@shuruaat/contract';
import type { Db } from '../db/client';
import { requestResumeAccess } from '../features/companies/resume-access.service';
import { reportListing } from '../features/reports/reports.service';
import {
  decideVerification,
  requestVerification,
} from '../features/verification/verification.service';
import type { DemoCompany } from './demo-companies';
import type { OpenListings } from './load-demo-applications';

/** A GSTIN a demo company could have: Karnataka's state code, letters from its key, its check character. */
function demoGstin(key: string, index: number): string {
  const letters = `${key.replace(/[^a-z]/g, '').toUpperCase()}XXXXX`.slice(0, 5);
  const first14 = `29${letters}${String(1000 + index)}A1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/**
 * The verified badges, a waiting verification request, a resume access request and a reported
 * listing, all through the services admins and employers use, so the badges in the demo have a
 * decision and an audit row behind them like any other.
 */
export async function loadDemoTrust(
  db: Db,
  admin: User,
  companies: readonly DemoCompany[],
  owners: Map<string, User>,
  listings: OpenListings,
  reporters: User[],
): Promise<void> {
  for (const [index, company] of companies.entries()) {
    const owner = owners.get(company.key);
    if (!owner) continue;
    if (company.verified) {
      const request = await requestVerification(db, owner, {
        evidenceType: 'gstin',
        evidence: demoGstin(company.key, index),
        note: '',
      });
      await decideVerification(db, admin, request._id, { decision: 'approve', reason: '' });
    }
  }
  const unverified = companies.filter((company) => !company.verified);
  const waiting = unverified[0] && owners.get(unverified[0].key);
  if (waiting)
    await requestVerification(db, waiting, {
      evidenceType: 'cin',
      evidence: 'U72900KA2021PTC145678',
      note: 'Registered in Bengaluru in 2021; the certificate is in our founder’s name.',
    });
  const asking = unverified[1] && owners.get(unverified[1].key);
  if (asking)
    await requestResumeAccess(
      db,
      asking,
      'We hire about 15 design interns a year and would like to reach students before campus season.',
    );
  const reported = unverified[2] && listings.get(unverified[2].key)?.jobs[0];
  if (reported) {
    const [first, second] = reporters;
    if (first)
      await reportListing(db, first, reported._id, {
        reason: 'asks_for_money',
        details:
          'The recruiter asked for a ₹1,500 “training kit” fee on WhatsApp before the interview.',
      });
    if (second)
      await reportListing(db, second, reported._id, { reason: 'fake_or_scam', details: '' });
  }
}
