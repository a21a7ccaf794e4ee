import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { useCopy } from '../../lib/use-copy';

type CopyButtonProps = {
  text: string;
  label: string;
  /** What the screen reader hears once copied, e.g. 'The link was copied.'. */
  copiedMessage: string;
  /**
   * Puts the text under the cursor for copying by hand when the browser refuses
   * (docs/product.md §8).
   */
  onCopyFailed: () => void;
  variant?: 'primary' | 'secondary';
  className?: string;
};

/** A copy button that says 'Copied!' for 2 seconds (docs/product.md §9) or toasts 'Copy Failed'. */
export function CopyButton({
  text,
  label,
  copiedMessage,
  onCopyFailed,
  variant = 'primary',
  className,
}: CopyButtonProps) {
  const { copied, copy: copyToClipboard } = useCopy();
  const copy = async () => {
    if (!(await copyToClipboard(text))) onCopyFailed();
  };

  return (
    <>
      <Button variant={copied ? 'secondary' : variant} onClick={copy} className={className}>
        {copied ? (
          <Check aria-hidden="true" className="size-5 text-success" />
        ) : (
          <Copy aria-hidden="true" className="size-5" />
        )}
        {copied ? 'Copied!' : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? copiedMessage : ''}
      </span>
    </>
  );
}
