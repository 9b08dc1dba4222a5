import { Alert, App, Button, Drawer, Flex, Form, Input, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppState, DesktopBridge } from '../shared/bridge.js';
import {
  MAX_TOOL_FOLDERS,
  type NotificationPrefs,
  type SettingsPatch,
  type ToolFolder,
} from '../shared/settings.js';

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  bridge: DesktopBridge;
  state: AppState;
  onChange: (patch: SettingsPatch) => Promise<void>;
}

/**
 * What only the app has (server, work folder, automatic upload, notifications); each change is saved at
 * once. Language and theme are in the header, as on the web.
 */
export function SettingsDrawer({ open, onClose, bridge, state, onChange }: SettingsDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const s = state.settings;
  const tools = s.toolFolders;
  const setTool = (i: number, patch: Partial<ToolFolder>) =>
    void onChange({ toolFolders: tools.map((tool, n) => (n === i ? { ...tool, ...patch } : tool)) });
  const addTool = async () => {
    const folder = await bridge.chooseFolder();
    // A folder is one tool's: the same one twice would send each file twice over.
    if (folder && !tools.some((tool) => tool.folder === folder))
      await onChange({ toolFolders: [...tools, { name: '', folder, rule: '' }] });
  };
  const copyDiagnostics = async () => {
    try {
      await bridge.copyDiagnostics();
      message.success(t('desktop.settings.diagnostics_copied'));
    } catch (err) {
      message.error((err as Error).message || t('desktop.errors.unexpected'));
    }
  };
  const desktop = state.platform === 'desktop';
  const notify = (key: keyof NotificationPrefs) => (v: boolean) =>
    void onChange({ notifications: { [key]: v } });

  return (
    <Drawer open={open} onClose={onClose} title={t('desktop.settings.title')} size={420}>
      <Form layout="vertical">
        <Form.Item label={t('desktop.settings.server')}>
          <Input value={s.serverUrl} readOnly />
        </Form.Item>
        {desktop ? (
          <>
            <Form.Item
              label={t('desktop.settings.work_folder')}
              extra={t('desktop.settings.work_folder_help')}
            >
              <Space.Compact style={{ width: '100%' }}>
                <Input value={s.workFolder} readOnly />
                <Button
                  onClick={async () => {
                    const folder = await bridge.chooseWorkFolder();
                    if (folder) await onChange({ workFolder: folder });
                  }}
                >
                  {t('desktop.settings.choose')}
                </Button>
              </Space.Compact>
              <Button type="link" style={{ paddingInline: 0 }} onClick={() => void bridge.openWorkFolder()}>
                {t('desktop.settings.open_folder')}
              </Button>
            </Form.Item>
            <Form.Item
              label={t('desktop.settings.auto_upload')}
              extra={t('desktop.settings.auto_upload_help')}
            >
              <Switch checked={s.autoUpload} onChange={(v) => void onChange({ autoUpload: v })} />
            </Form.Item>
            <Form.Item label={t('desktop.settings.tools_title')} extra={t('desktop.settings.tools_help')}>
              <Flex vertical gap="small" data-testid="tool-folders">
                {tools.map((tool, i) => (
                  <Flex key={tool.folder} vertical gap={4} data-testid={`tool-folder-${i}`}>
                    <Space.Compact style={{ width: '100%' }}>
                      <Input
                        aria-label={t('desktop.settings.tool_name')}
                        placeholder={t('desktop.settings.tool_name')}
                        defaultValue={tool.name}
                        maxLength={60}
                        onBlur={(e) => e.target.value !== tool.name && setTool(i, { name: e.target.value })}
                        style={{ width: '40%' }}
                      />
                      <Input
                        aria-label={t('desktop.settings.tool_rule')}
                        placeholder={t('desktop.settings.tool_rule')}
                        defaultValue={tool.rule}
                        maxLength={200}
                        onBlur={(e) => e.target.value !== tool.rule && setTool(i, { rule: e.target.value })}
                      />
                      <Button
                        aria-label={t('desktop.settings.tool_remove')}
                        onClick={() => void onChange({ toolFolders: tools.filter((_, n) => n !== i) })}
                      >
                        ×
                      </Button>
                    </Space.Compact>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {tool.folder}
                    </Typography.Text>
                  </Flex>
                ))}
                {tools.length < MAX_TOOL_FOLDERS ? (
                  <Button onClick={() => void addTool()} data-testid="add-tool-folder">
                    {t('desktop.settings.tool_add')}
                  </Button>
                ) : null}
              </Flex>
            </Form.Item>
            <Form.Item
              label={t('desktop.settings.open_at_login')}
              extra={t('desktop.settings.open_at_login_help')}
            >
              <Switch
                data-testid="open-at-login"
                checked={s.openAtLogin}
                onChange={(v) => void onChange({ openAtLogin: v })}
              />
            </Form.Item>
            <Typography.Title level={5}>{t('desktop.settings.notifications')}</Typography.Title>
            <Flex vertical gap="small" style={{ marginBottom: 24 }}>
              {(
                [
                  ['newOrders', 'desktop.settings.notify_orders'],
                  ['messages', 'desktop.settings.notify_messages'],
                  ['tickets', 'desktop.settings.notify_tickets'],
                  ['sound', 'desktop.settings.notify_sound'],
                ] as const
              ).map(([key, label]) => (
                <Flex key={key} justify="space-between">
                  <span>{t(label)}</span>
                  <Switch checked={s.notifications[key]} onChange={notify(key)} />
                </Flex>
              ))}
            </Flex>
          </>
        ) : (
          <Alert type="info" title={t('desktop.settings.browser_note')} style={{ marginBottom: 24 }} />
        )}
        <Button data-testid="copy-diagnostics" onClick={() => void copyDiagnostics()}>
          {t('desktop.settings.copy_diagnostics')}
        </Button>
      </Form>
    </Drawer>
  );
}
