import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import type { FileLink } from '@portal/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useFileDownload } from './useFileDownload';

/** Uploaded files stream through the API; external links simply open in a new tab. */
export function DownloadButton({
  link,
  download,
}: {
  link: FileLink;
  download: ReturnType<typeof useFileDownload>;
}) {
  const { t } = useTranslation();
  if (link.url)
    return (
      <Button size="small" icon={<LinkOutlined />} href={link.url} target="_blank" rel="noopener noreferrer">
        {t('tuning.downloads.open_link')}
      </Button>
    );
  return (
    <Button
      size="small"
      type="primary"
      icon={<DownloadOutlined />}
      data-testid={`download-${link._id}`}
      loading={download.busy === link._id}
      onClick={() => void download.start(link)}
    >
      {t('tuning.downloads.download')}
    </Button>
  );
}
