import { describe, expect, it } from 'vitest';
import { questionChanges } from './question-repository';

const row = (id: string, position: number, text = `Question ${id}?`) => ({
  id,
  tier: 'storm',
  position,
  text,
  options: ['Yes', 'No'],
});

describe('questionChanges', () => {
  it('changes nothing when the stored rows are the wanted ones', () => {
    const rows = [row('s1', 0), row('s2', 1)];
    expect(
      questionChanges(
        rows,
        rows.map((r) => ({ ...r, options: [...r.options] })),
      ),
    ).toEqual({
      remove: [],
      write: [],
    });
  });

  it('writes new and changed questions and removes retired ones', () => {
    const stored = [row('s1', 0), row('s2', 1), row('s3', 2)];
    const wanted = [row('s2', 0), row('s1', 1), row('s4', 2, 'A new one?')];
    expect(questionChanges(stored, wanted)).toEqual({
      remove: ['s3'],
      write: [row('s2', 0), row('s1', 1), row('s4', 2, 'A new one?')],
    });
    const reworded = [{ ...row('s1', 0), options: ['Yes', 'No', 'Maybe'] }];
    expect(questionChanges([row('s1', 0)], reworded).write).toEqual(reworded);
  });
});
