import { UpdateEmployerProfileBodySchema } from '@shuruaat/contract';
import type { ActionFunctionArgs } from 'react-router';
import { loaded, submitted, type Loaded } from '@/lib/route-data';
import { companiesApi } from './api';
import { EMPLOYER_FALLBACKS } from '@/lib/employer-messages';

/** The company profile page: the profile with what is still missing for posting. */
export async function profileLoader() {
  return {
    profile: await loaded(() => companiesApi.getProfile(), EMPLOYER_FALLBACKS.fetchProfile),
  };
}

type ProfileAnswer = Awaited<ReturnType<typeof companiesApi.getProfile>>;

/** A new logo (a multipart form with the file under "logo"). */
async function uploadLogo(request: Request): Promise<Loaded<ProfileAnswer>> {
  const file = (await request.formData()).get('logo');
  if (!file || typeof file === 'string') {
    const message = 'Choose a PNG, JPEG or WebP image.';
    return {
      ok: false,
      failure: { status: 400, code: 'VALIDATION', message, details: [{ path: 'logo', message }] },
    };
  }
  return loaded(() => companiesApi.uploadLogo(file), EMPLOYER_FALLBACKS.uploadLogo);
}

/** Saving the profile's fields (JSON), or a new logo (a file). */
export async function profileAction({ request }: ActionFunctionArgs) {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    return uploadLogo(request);
  }
  const body = await submitted(request, UpdateEmployerProfileBodySchema);
  if (!body.ok) return body;
  return loaded(() => companiesApi.updateProfile(body.data), EMPLOYER_FALLBACKS.updateProfile);
}
