import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Used for the rows' ids. */
  name: string;
  items: string[];
  onChange(items: string[]): void;
  /** Inline messages by row index. */
  errors: Record<number, string>;
  itemLabel: string;
  deleteLabel: string;
  addLabel: string;
  readOnly?: boolean;
}

/** An editable numbered list (job roles, duties, competencies) with add and delete; messages under each row. */
export function EditableList({
  name,
  items,
  onChange,
  errors,
  itemLabel,
  deleteLabel,
  addLabel,
  readOnly,
}: Props) {
  const { t } = useTranslation('mf-authoring');
  return (
    <div className="dacum-list">
      <ol>
        {items.map((item, index) => {
          const id = `${name}-${index}`;
          const error = errors[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of a list the user edits
            <li key={index}>
              <label htmlFor={id} className="dacum-visually-hidden">
                {t(itemLabel, { n: index + 1 })}
              </label>
              <div className="dacum-row">
                <Input
                  id={id}
                  value={item}
                  readOnly={readOnly}
                  status={error ? 'error' : undefined}
                  aria-invalid={!!error}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => onChange(items.map((v, i) => (i === index ? e.target.value : v)))}
                />
                {!readOnly && (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t(deleteLabel, { n: index + 1 })}
                    onClick={() => onChange(items.filter((_, i) => i !== index))}
                  />
                )}
              </div>
              {error && (
                <div id={`${id}-error`} className="dacum-error" role="alert">
                  {error}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && <Button onClick={() => onChange([...items, ''])}>{t(addLabel)}</Button>}
    </div>
  );
}
