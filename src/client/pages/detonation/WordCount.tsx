import { Check } from 'lucide-react';
import { countWords, MIN_ANSWER_WORDS } from '../../../shared/validation/words';
import { cx } from '../../components/ui/cx';

/**
 * 'N words' under an answer, green once it has the five words the rule asks for
 * (docs/product.md §5).
 */
export function WordCount({ id, text }: { id: string; text: string }) {
  const words = countWords(text);
  const enough = words >= MIN_ANSWER_WORDS;
  return (
    <p
      id={id}
      className={cx(
        'mt-1.5 flex items-center justify-end gap-1.5 text-sm tabular-nums',
        enough ? 'font-semibold text-success' : 'text-muted',
      )}
    >
      {enough ? <Check aria-hidden="true" className="size-4" strokeWidth={3} /> : null}
      <span>
        {words} {words === 1 ? 'word' : 'words'}
      </span>
      <span className="font-normal text-muted">· minimum {MIN_ANSWER_WORDS}</span>
    </p>
  );
}
