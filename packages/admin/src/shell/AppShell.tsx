import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { Button, ConfigProvider, Flex, Grid, Layout, Menu, type MenuProps, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpenStatusBadge } from '../pages/catalogue/hours/OpenStatusBadge';
import { NotificationBell } from '../pages/orders/NotificationBell';
import { useSiteData } from '../queries/site';
import { useAdminDeps, useSession } from '../platform/context';
import { useLiveUpdates } from '../platform/liveUpdates';
import { useOrderToasts } from './useOrderToasts';
import { useShellColors } from '@portal/ui';
import { ImpersonationBanner } from './ImpersonationBanner';
import { HeaderMore } from './HeaderMore';
import { LanguagePicker } from './LanguagePicker';
import { MessageBadge } from './MessageBadge';
import { groupEntries, groupKey, type MenuEntry, selectedEntry, visibleEntries } from './menu';
import { MenuPathContext } from './menuPath';
import { SignOutButton } from './SignOutButton';
import { ThemeSwitch } from './ThemeSwitch';
import { UserBadge } from './UserBadge';

const SIDER_WIDTH = 240;

// Long labels (German above all) wrap to a second line instead of ending in '…', so that entries such as
// five starting with the same word can still be told apart. Inline styles reach the desktop app too.
const WRAPPING_ITEM: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  height: 'auto',
  minHeight: 40,
  lineHeight: '20px',
  paddingBlock: 10,
  whiteSpace: 'normal',
};
const WRAPPING_CONTENT: CSSProperties = { flex: 1, minWidth: 0, overflowWrap: 'break-word' };
const MENU_STYLES: MenuProps['styles'] = {
  item: WRAPPING_ITEM,
  itemContent: WRAPPING_CONTENT,
  subMenu: { item: WRAPPING_ITEM, itemContent: WRAPPING_CONTENT, itemTitle: WRAPPING_ITEM },
};
/** Items with a count put the label in a one-line box of antd's; a block inside it may still wrap. */
const wrapping = (text: string) => <span style={{ display: 'block', whiteSpace: 'normal' }}>{text}</span>;

/**
 * The signed-in frame of both areas. The menu is open from 992 px (antd's 'lg') and closed below it
 * (spec 2); on small screens it lies over the page and closes after a choice.
 */
export function AppShell({
  entries,
  home,
  children,
}: {
  entries: readonly MenuEntry[];
  home: string;
  /** The page, when the shell is not a route layout (pages that visitors may also see outside it). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  // A detail page highlights the list it belongs to (route staticData.menuPath).
  const menuPath = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.menuPath)?.staticData.menuPath,
  });
  // ... or the page itself, where that depends on what it shows (useMenuPath).
  const [pageMenuPath, setPageMenuPath] = useState<string>();
  const user = useSession((s) => s.user);
  const { extensions } = useAdminDeps();
  useLiveUpdates();
  useOrderToasts();
  const site = useSiteData().data?.settings;
  const colors = useShellColors();
  const screens = Grid.useBreakpoint();
  const small = screens.lg === false;
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.innerWidth < 992);

  const shown = useMemo(() => visibleEntries(entries, { user, flags: site }), [entries, user, site]);
  const nodes = useMemo(() => groupEntries(shown), [shown]);
  const item = (e: MenuEntry) => ({
    key: e.path,
    icon: e.icon,
    label: e.extra ? wrapping(t(e.labelKey)) : t(e.labelKey),
    extra: e.extra,
  });
  const items = nodes.map((n) =>
    'group' in n
      ? {
          key: groupKey(n.group),
          icon: n.group.icon,
          label: t(n.group.labelKey),
          children: n.entries.map(item),
        }
      : item(n.entry),
  );
  const selected =
    (pageMenuPath && selectedEntry(shown, pageMenuPath, home)) ||
    selectedEntry(shown, menuPath ?? pathname, home);
  // The section of the current page is open; sections opened by hand stay open.
  const selectedGroup = shown.find((e) => e.path === selected)?.group;
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedGroup ? [groupKey(selectedGroup)] : []));
  useEffect(() => {
    if (!selectedGroup) return;
    const key = groupKey(selectedGroup);
    setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
  }, [selectedGroup]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onBreakpoint={(broken) => setCollapsed(broken)}
        trigger={null}
        data-testid="side-menu"
        style={
          small
            ? { position: 'fixed', insetBlock: 0, insetInlineStart: 0, zIndex: 20, overflow: 'auto' }
            : undefined
        }
      >
        <Link to={home} style={{ display: 'block' }}>
          <Flex
            align="center"
            justify="center"
            style={{ height: 64, background: colors.logoBg, color: colors.logoText, paddingInline: 12 }}
          >
            {site?.logo_url ? (
              <img
                src={site.logo_url}
                alt={site.site_title}
                style={{
                  maxHeight: 48,
                  maxWidth: '100%',
                  width: site.logo_width || undefined,
                  height: site.logo_height || undefined,
                }}
              />
            ) : (
              <Typography.Text strong ellipsis style={{ color: colors.logoText, fontSize: 18 }}>
                {site?.site_title || t('common.portal')}
              </Typography.Text>
            )}
          </Flex>
        </Link>
        {/* A closed sider is 0 px wide, and antd would turn its menu into the collapsed kind: thousands of px
            tall, with the open section as a popup far down the page, so the page scrolled into blank space.
            The menu is there only while the sider is open; the open sections live here and come back with it. */}
        {collapsed ? null : (
          <Menu
            theme="dark"
            mode="inline"
            styles={MENU_STYLES}
            selectedKeys={[selected ?? '']}
            openKeys={openKeys}
            onOpenChange={setOpenKeys}
            items={items}
            onClick={({ key }) => {
              if (small) setCollapsed(true);
              void navigate({ to: key });
            }}
          />
        )}
      </Layout.Sider>
      {small && !collapsed ? (
        <div
          aria-hidden
          onClick={() => setCollapsed(true)}
          style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.45)', zIndex: 19 }}
        />
      ) : null}
      <Layout>
        <ImpersonationBanner />
        <Layout.Header
          style={{
            // A phone needs the width for five finger-sized buttons and the opening-hours badge.
            paddingInline: screens.sm === false ? 8 : 16,
            display: 'flex',
            alignItems: 'center',
            gap: screens.sm === false ? 8 : 12,
            color: colors.headerText,
          }}
        >
          {/* Below 'lg' the screen is likely touched: header buttons grow from 32 to 40 px to be hit by a finger. */}
          <ConfigProvider componentSize={small ? 'large' : undefined}>
            <Button
              type="text"
              aria-label={t('menu.toggle')}
              data-testid="menu-toggle"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed((c) => !c)}
              style={{ color: colors.headerText, flexShrink: 0 }}
            />
            <div style={{ flex: 1 }} />
            {/* Room above and to the right so the bell's unread count is not cut off by the overflow. */}
            <Flex
              align="center"
              gap={screens.sm === false ? 4 : 'small'}
              wrap={false}
              style={{ overflow: 'hidden', paddingBlock: 12, paddingInlineEnd: 4 }}
              data-testid="header-tools"
            >
              {/* The badge gives way first when the row is short, so the buttons keep their full size: on a
                  phone it takes only the room left; wider, it wraps onto two lines but never below its longest
                  word, which would run under the icons beside it. */}
              <div
                style={
                  screens.sm === false
                    ? { flex: '1 1 0', minWidth: 0 }
                    : { minWidth: 'min-content', flexShrink: 100 }
                }
              >
                <OpenStatusBadge />
              </div>
              {extensions?.headerItems}
              <MessageBadge color={colors.headerText} />
              <NotificationBell color={colors.headerText} />
              {screens.md ? <UserBadge /> : null}
              {/* Beside the user's name and credits the pickers fit from 'xl' (from 'lg' with the menu folded);
                  below that they wait behind one button. */}
              {screens.xl || (screens.lg && collapsed) ? (
                <>
                  <LanguagePicker />
                  <ThemeSwitch />
                </>
              ) : (
                <HeaderMore color={colors.headerText} />
              )}
              <SignOutButton iconOnly={!screens.md} color={colors.headerText} />
            </Flex>
          </ConfigProvider>
        </Layout.Header>
        <Layout.Content style={{ padding: small ? 12 : 24 }}>
          <MenuPathContext value={setPageMenuPath}>{children ?? <Outlet />}</MenuPathContext>
        </Layout.Content>
        {site?.copyright_text ? (
          <Layout.Footer style={{ textAlign: 'center' }}>{site.copyright_text}</Layout.Footer>
        ) : null}
      </Layout>
    </Layout>
  );
}
