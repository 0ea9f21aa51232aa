import type { User } from '@elearn/contracts';
import Avatar from 'antd/es/avatar';
import { avatarColourOf, initialsOf } from './user-name';

interface Props {
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'image'>;
  size?: number;
}

/**
 * The user's picture, or their initials on a colour of their own (also when the
 * picture fails to load). Decorative: the name is always written next to it.
 */
export function UserAvatar({ user, size = 32 }: Props) {
  return (
    <Avatar
      size={size}
      src={user.image ?? undefined}
      alt=""
      aria-hidden="true"
      style={{ backgroundColor: avatarColourOf(user.id), color: '#fff', flex: 'none', fontSize: size * 0.4 }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}
