import { describe, expect, it } from 'vitest';
import { warmUpRenders } from './warm-up';

describe('warmUpRenders', () => {
  it('renders as many practice reports as asked, each product once in two', async () => {
    expect(await warmUpRenders(0)).toEqual({ rendered: 0, failed: 0 });
    expect(await warmUpRenders(2)).toEqual({ rendered: 2, failed: 0 });
  }, 60_000);
});
