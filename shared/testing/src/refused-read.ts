import { http } from '@elearn/platform';
import { screen } from '@testing-library/react';

type Answer = Awaited<ReturnType<typeof http.get>>;

/**
 * Makes every read answer 403 the way the HTTP client resolves it (an answer
 * whose body is the error), for tests that a page shows the one refusal.
 */
export function refuseReads(): void {
  jest
    .spyOn(http, 'get')
    .mockResolvedValue({ status: 403, data: { code: 'FORBIDDEN' } } as unknown as Answer);
}

/** Expects the shared refusal (Arabic) with its way back to the dashboard, never the error body as data. */
export async function expectArabicRefusal(): Promise<void> {
  await screen.findByRole('heading', { name: 'لا يمكنك فتح هذه الصفحة' });
  expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' }).getAttribute('href')).toBe(
    '/ar/dashboard',
  );
}
