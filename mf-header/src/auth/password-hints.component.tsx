import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { useTranslation } from 'react-i18next';

/** The password rule of the spec, one line each: 8+ characters, a letter, a digit. */
const RULES = [
  { key: 'length', met: (value: string) => value.length >= 8 },
  { key: 'letter', met: (value: string) => /[A-Za-z]/.test(value) },
  { key: 'digit', met: (value: string) => /\d/.test(value) },
] as const;

/** The three hints under the password, ticked off while the user types. */
export function PasswordHints({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'auth.passwordHints' });
  return (
    <ul className="mh-hints" id={id} aria-label={t('title')}>
      {RULES.map(({ key, met }) => {
        const done = met(value);
        return (
          <li key={key} data-met={done}>
            {done ? <CheckCircleFilled aria-hidden="true" /> : <MinusCircleOutlined aria-hidden="true" />}
            <span>{t(key)}</span>
            <span className="mh-vh">{done ? t('met') : t('unmet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
