import { createSlice } from '@reduxjs/toolkit';
import {
  PORTFOLIO_MESSAGES,
  type MyPortfolioResponse,
  type PortfolioSettingsBody,
  type ProjectBody,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { portfolioApi } from './api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type PortfolioState = {
  mine: MyPortfolioResponse | null;
  status: LoadStatus;
  error: string | null;
};

export const initialPortfolioState: PortfolioState = {
  mine: null,
  status: 'idle',
  error: null,
};

export const fetchMyPortfolio = createAppThunk(
  'portfolio/fetchMine',
  PORTFOLIO_MESSAGES.fetch,
  () => portfolioApi.getMine(),
);
export const savePortfolioSettings = createAppThunk(
  'portfolio/saveSettings',
  PORTFOLIO_MESSAGES.settings,
  async (body: PortfolioSettingsBody) => (await portfolioApi.saveSettings(body)).settings,
);
export const saveProject = createAppThunk(
  'portfolio/saveProject',
  PORTFOLIO_MESSAGES.save,
  async ({ id, body }: { id: string | null; body: ProjectBody }) =>
    (id ? await portfolioApi.updateProject(id, body) : await portfolioApi.createProject(body))
      .project,
);
export const deleteProject = createAppThunk(
  'portfolio/deleteProject',
  PORTFOLIO_MESSAGES.delete,
  async (id: string) => {
    await portfolioApi.deleteProject(id);
    // The server unpublishes an emptied portfolio; read the settings back rather than guess.
    return portfolioApi.getMine();
  },
);

export const portfolioSlice = createSlice({
  name: 'portfolio',
  initialState: initialPortfolioState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyPortfolio.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchMyPortfolio.fulfilled, (state, { payload }) => {
        state.mine = payload;
        state.status = 'ready';
      })
      .addCase(fetchMyPortfolio.rejected, (state, { payload }) => {
        state.status = 'failed';
        state.error = failureMessage(payload, PORTFOLIO_MESSAGES.fetch);
      })
      .addCase(savePortfolioSettings.fulfilled, (state, { payload }) => {
        if (state.mine) state.mine.settings = payload;
      })
      .addCase(saveProject.fulfilled, (state, { payload }) => {
        if (!state.mine) return;
        const at = state.mine.projects.findIndex((p) => p._id === payload._id);
        if (at >= 0) state.mine.projects[at] = payload;
        else state.mine.projects.unshift(payload);
      })
      .addCase(deleteProject.fulfilled, (state, { payload }) => {
        state.mine = payload;
      });
  },
});
