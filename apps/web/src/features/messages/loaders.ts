import type { LoaderFunctionArgs } from 'react-router';
import { loaded } from '@/lib/route-data';
import { messagesApi } from './api';

/** The inbox, candidate's or employer's: every conversation, latest first. */
export async function messagesLoader() {
  return {
    inbox: await loaded(() => messagesApi.inbox(), 'Your messages could not be loaded.'),
  };
}

/** One application's conversation; asking for it also marks the messages received as read. */
export async function conversationLoader({ params }: LoaderFunctionArgs) {
  const applicationId = params.applicationId ?? '';
  return {
    conversation: await loaded(
      () => messagesApi.conversation(applicationId),
      'The conversation could not be loaded.',
    ),
  };
}
