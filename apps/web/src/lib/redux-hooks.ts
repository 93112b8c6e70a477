import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

// Features may not import the app's store type, so they get a dispatch that accepts any thunk.
type AnyThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AnyThunkDispatch>();
