import type { useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { MESSAGE_CONFIG } from '@portal/ui/theme';
import { useEffect } from 'react';

/**
 * What antd's `App` puts beside the page: the holders of messages, notifications and confirm dialogs, so
 * they follow the theme, direction and locale. A chunk of its own (the modal stack is large); `AppFrame`
 * hands its API to `App.useApp()`.
 */
export default function AppHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [message, messageHolder] = useMessage(MESSAGE_CONFIG);
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  useEffect(() => onReady({ message, notification, modal }), [onReady, message, notification, modal]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
