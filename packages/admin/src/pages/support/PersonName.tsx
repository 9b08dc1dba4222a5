import { Typography } from 'antd';

/**
 * A customer's name with their user name beside it (or below, `block`): two customers may share a name,
 * and staff answering the wrong one is worse than a second line. Each part isolated, so a Latin user name
 * keeps its order next to an Arabic name.
 */
export function PersonName({
  person,
  block,
  testId,
}: {
  person: { username: string; firstname: string; lastname: string };
  block?: boolean;
  testId?: string;
}) {
  const name = `${person.firstname} ${person.lastname}`.trim();
  if (!name) return <bdi data-testid={testId}>{person.username}</bdi>;
  return (
    <span data-testid={testId}>
      <bdi>{name}</bdi>
      {block ? <br /> : ' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <bdi>{person.username}</bdi>
      </Typography.Text>
    </span>
  );
}
