/**
 * The OpenAPI UI at /api/docs, generated from the zod contracts, renders in a real browser under
 * its content security policy and lists the operations.
 */
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './helpers/browser';

const { newPage } = setupBrowser();

describe('/api/docs', () => {
  test('shows the API operations, among them the health checks', async () => {
    const { page } = await newPage();
    const response = await page.goto('/api/docs/');
    expect(response?.status()).toBe(200);
    const operations = page.locator('.opblock-summary-path');
    await operations.first().waitFor();
    const paths = await operations.allTextContents();
    expect(paths.map((path) => path.replace(/\u200b/g, '').trim())).toEqual(
      expect.arrayContaining(['/healthz', '/readyz']),
    );
  });
});
