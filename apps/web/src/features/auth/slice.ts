import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { MESSAGES, type User } from '@shuruaat/contract';
import { failureMessage } from '@/lib/failure';
import { loadStoredUser } from './stored-user';
import { loginUser, logoutUser, registerUser, revalidateSession } from './thunks';

type Profile = User['profile'];

export type AuthState = {
  loading: boolean;
  error: string | null;
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  profile: Profile | null;
  isProfileUpdated: boolean;
};

export type Credentials = { user: User; token?: string | null; profile?: Profile };

function sessionFor(user: User | null, token: string | null = null) {
  return {
    user,
    token,
    isAuthenticated: user !== null,
    profile: user?.profile ?? null,
    isProfileUpdated: user?.isProfileUpdated ?? false,
  };
}

const initialState = (): AuthState => ({
  loading: false,
  error: null,
  ...sessionFor(loadStoredUser()),
});

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    logout: (state) => ({ ...state, ...sessionFor(null) }),
    setCredentials: (state, { payload }: PayloadAction<Credentials>) => ({
      ...state,
      ...sessionFor(payload.user, payload.token ?? null),
      profile: payload.profile ?? payload.user.profile,
    }),
    clearError: (state) => ({ ...state, error: null }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginUser.fulfilled, (state, { payload }) => ({
        ...state,
        ...sessionFor(payload.user, payload.token),
      }))
      .addCase(registerUser.fulfilled, (state, { payload }) => ({
        ...state,
        ...sessionFor(payload.user, payload.token),
      }))
      .addCase(revalidateSession.fulfilled, (state, { payload }) => ({
        ...state,
        ...sessionFor(payload, state.token),
      }))
      .addCase(logoutUser.fulfilled, (state) => ({ ...state, ...sessionFor(null) }))
      .addMatcher(isPending(loginUser, registerUser, revalidateSession, logoutUser), (state) => ({
        ...state,
        loading: true,
        error: null,
      }))
      .addMatcher(isFulfilled(loginUser, registerUser, revalidateSession, logoutUser), (state) => ({
        ...state,
        loading: false,
      }))
      // logoutUser never rejects: it clears the session whatever the server says.
      .addMatcher(isRejected(loginUser, registerUser, revalidateSession), (state, action) => ({
        ...state,
        loading: false,
        error: failureMessage(action.payload, fallbackFor(action.type)),
      }));
  },
});

/** docs/product-spec.md §8: the stored text when a call fails without one of its own. */
function fallbackFor(type: string): string {
  if (type.startsWith(loginUser.typePrefix)) return MESSAGES.auth.loginFailed;
  if (type.startsWith(registerUser.typePrefix)) return MESSAGES.auth.registerFailed;
  return MESSAGES.somethingWentWrong;
}

export const { logout, setCredentials, clearError } = authSlice.actions;
export const authReducer = authSlice.reducer;
