import { describe, expect, it } from 'vitest';
import { sessionDraftSchema } from '../../../shared/api/drafts';
import { answersFromList } from '../../../shared/api/sessions';
import { draftStatusLine } from './DraftStatus';
import { fromServerDraft, toServerDraft } from './server-draft';
import type { TwoStepDraft } from './two-step-storage';

const form: TwoStepDraft = {
  profile: { name: 'Sam', email: 'sam@example.com', phone: '', partnerName: 'Alex' },
  product: 'detonation_fosm',
  answers: answersFromList(['One answer in five words.', 'Two']),
  step: 3,
  refId: 'det_AAAAAAAAAAAAAAAAAAAAAA',
};

describe('the server copy of the two-step form', () => {
  it('is what the API accepts, and gives the same form back', () => {
    const sent = toServerDraft(form);
    expect(sessionDraftSchema.parse(sent)).toEqual(sent);
    expect(sent).not.toHaveProperty('refId');
    expect(fromServerDraft('det_AAAAAAAAAAAAAAAAAAAAAA', sent)).toEqual(form);
  });

  it('fills what an incomplete draft leaves out', () => {
    const restored = fromServerDraft('det_B', {
      product: 'dual_scan',
      profile: { name: 'Sam' },
      answers: { q2: 'Second' },
      step: 2,
    });
    expect(restored.profile).toEqual({ name: 'Sam', email: '', phone: '', partnerName: '' });
    expect(restored.answers.q1).toBe('');
    expect(restored.answers.q2).toBe('Second');
    expect(restored.answers.q10).toBe('');
    // The two-step flow sells the paid reports only.
    expect(restored.product).toBe('detonation');
    expect(restored).toMatchObject({ step: 2, refId: 'det_B' });
  });
});

describe('the save status line', () => {
  const texts = (status: Parameters<typeof draftStatusLine>[0]) =>
    draftStatusLine(status)?.map((line) => line.text) ?? [];

  it('says an e-mail is in the inbox only once the server sent it', () => {
    expect(texts({ kind: 'saved', link: 'sent' })).toEqual([
      'Saved',
      'Your private link to continue on any device is in your inbox.',
    ]);
    expect(texts({ kind: 'saved', link: 'pending' })[1]).toMatch(/on its way/);
    expect(texts({ kind: 'saved', link: 'not_sent' })).toEqual(['Saved']);
    for (const kind of ['saving', 'failed', 'local', 'restored', 'closed'] as const) {
      expect(texts({ kind }).join(' ')).not.toMatch(/inbox/);
    }
    expect(texts({ kind: 'idle' })).toEqual([]);
  });
});
