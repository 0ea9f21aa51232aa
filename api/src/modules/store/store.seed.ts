import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/** Demo store: three categories of things a learner can spend coins on (no images: the UI shows its placeholder). */
export const DEMO_STORE = [
  {
    name: 'Streak helpers',
    description: 'Keep your streak alive on busy days.',
    items: [
      {
        name: 'Streak freeze',
        description: 'Covers one missed day of your streak.',
        price: 50,
        available: 100,
      },
      { name: 'Double freeze', description: 'Two streak freezes in one bundle.', price: 90, available: 40 },
    ],
  },
  {
    name: 'Study boosts',
    description: 'Extras for your study sessions.',
    items: [
      {
        name: 'Eve bonus question',
        description: 'One more question to Eve today.',
        price: 30,
        available: 200,
      },
      { name: 'Hint pack', description: 'Three hints for any practice test.', price: 60, available: 25 },
    ],
  },
  {
    name: 'Profile flair',
    description: 'Show off your progress.',
    items: [
      {
        name: 'Golden frame',
        description: 'A golden frame around your profile picture.',
        price: 200,
        available: 10,
      },
      { name: 'Owl badge', description: 'A night-owl badge for your profile.', price: 120, available: 3 },
    ],
  },
];

/** Runs inside seedDemo's first-start transaction; the demo learner's coins come with their stats. */
export async function seedStoreDemo(tx: Queryable): Promise<void> {
  for (const [position, category] of DEMO_STORE.entries()) {
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO store_categories (name, description, position)
      VALUES (${category.name}, ${category.description}, ${position})
      ON CONFLICT (name) DO NOTHING RETURNING id`);
    const categoryId = inserted.rows[0]?.id;
    if (!categoryId) continue;
    for (const [itemPosition, item] of category.items.entries()) {
      await tx.execute(sql`
        INSERT INTO store_items (category_id, name, description, price, available, position)
        VALUES (${categoryId}, ${item.name}, ${item.description}, ${item.price}, ${item.available}, ${itemPosition})`);
    }
  }
}
