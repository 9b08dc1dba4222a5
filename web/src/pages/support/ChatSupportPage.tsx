import { sharedPages } from '@portal/admin';
import { PageHeader } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PushPrompt } from '../../push/PushPrompt';

const ChatWindow = lazy(async () => ({ default: (await sharedPages.support()).ChatWindow }));

/** /chat_support: the customer's conversation with the service, live both ways. */
export function ChatSupportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('support.titles.chat_support')} />
      <PushPrompt />
      <Suspense>
        <ChatWindow />
      </Suspense>
    </>
  );
}
