import { configureStore } from '@reduxjs/toolkit';
import type { Language } from '@shuruaat/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { TranslatorContext } from '@/lib/i18n/translate';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { SignupForm } from './signup-form';

const translators = allTranslators();

/** The sign-up form on a page in `language` (Hindi pages live under /hi). */
function renderSignup(language: Language) {
  const store = configureStore({ reducer: baseReducers(null) });
  const base = language === 'hi' ? '/hi' : '';
  render(
    <TranslatorContext.Provider value={translators[language]}>
      <Provider store={store}>
        <MemoryRouter basename={base || undefined} initialEntries={[`${base}/signup`]}>
          <SignupForm initialRole="employer" />
        </MemoryRouter>
      </Provider>
    </TranslatorContext.Provider>,
  );
  const t = translators[language].t;
  return { t };
}

async function signUp(language: Language) {
  const sent = stubApi({ 'POST /api/users/register': { status: 400, body: { message: 'No' } } });
  const { t } = renderSignup(language);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(t('auth.fullName')), 'Asha Rao');
  await user.type(screen.getByLabelText(t('auth.email')), 'asha@example.com');
  await user.type(screen.getByLabelText(t('auth.password')), 'a long passphrase 42');
  await user.click(screen.getByRole('button', { name: t('auth.signup.submit') }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]?.body as Record<string, unknown>;
}

describe('the sign-up consent in the page’s language', () => {
  it('on a Hindi page shows the Hindi notice, linked under /hi, and records consent to it', async () => {
    const body = await signUp('hi');
    expect(screen.getByRole('link', { name: 'प्राइवेसी नोटिस' })).toHaveAttribute(
      'href',
      '/hi/privacy-policy',
    );
    expect(body).toMatchObject({ privacyConsent: true, noticeLanguage: 'hi' });
  });

  it('on an English page sends the consent as before, with no notice language', async () => {
    const body = await signUp('en');
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(body).toMatchObject({ privacyConsent: true });
    expect(body).not.toHaveProperty('noticeLanguage');
  });
});
