import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import type { StoreItem } from '@elearn/contracts';
import type { ReactNode } from 'react';
import { Picture } from '../rewards/picture.component';

/** One store item as a card: picture, name, description, facts (label, value) and an optional action. */
export function ItemCard({
  item,
  facts,
  children,
}: {
  item: StoreItem;
  facts: { label: string; value: string; testId: string }[];
  children?: ReactNode;
}) {
  return (
    <article className="mh-item" aria-label={item.name}>
      <Picture src={item.image} className="mh-item__img" fallback={<ShoppingOutlined />} />
      <p className="mh-item__name">
        <bdi>{item.name}</bdi>
      </p>
      <p className="mh-item__desc" dir="auto">
        {item.description}
      </p>
      <dl className="mh-item__facts">
        {facts.map((fact) => (
          <div key={fact.testId}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}
