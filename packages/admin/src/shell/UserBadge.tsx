import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography } from 'antd';
import { HeaderBalance } from '../pages/credits/HeaderBalance';
import { useSession } from '../platform/context';
import { useShellColors } from '@portal/ui';

export function UserBadge() {
  const user = useSession((s) => s.user);
  const colors = useShellColors();
  if (!user) return null;
  const name = `${user.firstname} ${user.lastname}`.trim() || user.username;
  return (
    <Flex align="center" gap="middle">
      <HeaderBalance />
      <Flex align="center" gap="small" data-testid="user-name">
        <Avatar size="small" src={user.profile_picture || undefined} icon={<UserOutlined />} />
        <Typography.Text ellipsis style={{ color: colors.headerText, maxWidth: 180 }}>
          {name}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
