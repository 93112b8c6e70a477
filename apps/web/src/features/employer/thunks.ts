import { MESSAGES } from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';
import { createAppThunk } from '@/lib/app-thunk';
import { employerApi } from './api';
import { EMPLOYER_FALLBACKS } from './messages';

/**
 * An employer call, failing with the spec's fallback for `name`. With a `guard`, it refuses to
 * run at all without a signed-in session (docs/product-spec.md §5), answering as the server
 * would: a 401.
 */
export function employerThunk<Result, Arg = void>(
  name: keyof typeof EMPLOYER_FALLBACKS,
  guard: string | null,
  call: (arg: Arg) => Promise<Result>,
) {
  return createAppThunk<Result, Arg>(
    `employer/${name}`,
    EMPLOYER_FALLBACKS[name],
    (arg, { getState }) => {
      if (guard && !getState().auth.isAuthenticated) {
        throw new ApiError(401, 'UNAUTHENTICATED', guard);
      }
      return call(arg);
    },
  );
}

export const { employer: noToken, employerProfile: missingToken } = MESSAGES.guards;

export const fetchEmployerProfile = employerThunk('fetchProfile', missingToken, () =>
  employerApi.getProfile(),
);
