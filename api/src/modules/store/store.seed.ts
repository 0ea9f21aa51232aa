import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/**
 * Demo store: rewards a school or training centre hands out to learners who
 * bought them (the warehouse is what a learner may collect). They promise no
 * effect inside the platform, which has none to give (no images: the UI shows
 * its placeholder).
 */
export const DEMO_STORE = [
  {
    name: 'Study supplies',
    description: 'Collect them at your school or training centre.',
    items: [
      {
        name: 'Elearn notebook',
        description: 'An A5 squared notebook, 96 pages.',
        price: 50,
        available: 100,
      },
      { name: 'Highlighter set', description: 'Four pastel highlighters.', price: 90, available: 40 },
    ],
  },
  {
    name: 'Stickers and pins',
    description: 'Small things to show your progress.',
    items: [
      {
        name: 'Sticker pack',
        description: 'Ten stickers of the course mascots.',
        price: 30,
        available: 200,
      },
      { name: 'Owl pin', description: 'An enamel pin for night owls.', price: 60, available: 25 },
    ],
  },
  {
    name: 'Big rewards',
    description: 'For the most dedicated learners.',
    items: [
      {
        name: 'Elearn hoodie',
        description: 'A navy hoodie with the Elearn logo, in your size.',
        price: 200,
        available: 10,
      },
      {
        name: 'Bookshop voucher',
        description: 'A 200 EGP voucher for a partner bookshop.',
        price: 120,
        available: 3,
      },
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
