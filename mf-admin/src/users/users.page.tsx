import type { AdminUser } from '@elearn/contracts';
import { mayGiveRole } from '@elearn/contracts/access';
import { withLang } from '@elearn/platform';
import { Link, useLang, useSession } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { EditButton, ListScreen } from '../common/list-screen.component';
import { UserDialog } from './user.dialog';

/**
 * /{lang}/dashboard/admin/users: every account. Staff accounts open in their
 * form where the role rule lets me edit them (a learner's too, so a role
 * change can be undone); a learner's row also links to the learner card
 * and progress of mf-learning.
 */
export function UsersPage() {
  const { t } = useTranslation('mf-admin');
  const lang = useLang();
  const me = useSession();
  const name = (u: AdminUser) => `${u.firstName} ${u.lastName}`;
  return (
    <ListScreen<AdminUser>
      section="users"
      path="users"
      defaultSort="created"
      createLabel={t('users.create')}
      columns={(edit) => [
        { key: 'name', label: t('users.name'), sort: 'name', cell: (u) => <span dir="auto">{name(u)}</span> },
        { key: 'email', label: t('users.email'), sort: 'email', cell: (u) => u.email },
        { key: 'role', label: t('users.role'), sort: 'role', cell: (u) => t(`roles.${u.role}`) },
        {
          key: 'created',
          label: t('users.created'),
          sort: 'created',
          cell: (u) => new Date(u.createdAt).toLocaleDateString(lang),
        },
        {
          key: 'actions',
          label: t('list.actions'),
          cell: (u) => (
            <>
              {u.role === 'Learner' && (
                <Link to={withLang(lang, `/dashboard/learner-progress/${u.id}`)}>
                  {t('users.learnerCard')}
                  <span className="ad-vh"> {name(u)}</span>
                </Link>
              )}
              {mayGiveRole(me, u, u.role) && <EditButton name={name(u)} onClick={() => edit(u)} />}
            </>
          ),
        },
      ]}
      dialog={(props) => <UserDialog user={props.row} {...props} />}
    />
  );
}
