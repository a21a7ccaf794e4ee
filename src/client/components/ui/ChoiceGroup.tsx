import * as RadioGroup from '@radix-ui/react-radio-group';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export type Choice = {
  value: string;
  /** The radio's element id; unique on the page. */
  id: string;
  /** What the card shows beside the radio. */
  content: ReactNode;
  /** Names the radio from parts of `content` instead of the whole card. */
  labelledBy?: string;
  describedBy?: string;
};

type ChoiceGroupProps = {
  choices: readonly Choice[];
  value: string;
  onValueChange: (value: string) => void;
  /** The id of the heading or question that names the group. */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * One-of-several choice as large cards (questions, partner questions, products): a Radix radio
 * group, so arrow keys move between cards and the whole card is the touch target.
 */
export function ChoiceGroup({
  choices,
  value,
  onValueChange,
  labelledBy,
  describedBy,
  disabled,
  className,
}: ChoiceGroupProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      orientation="vertical"
      className={cx('grid gap-3', className)}
    >
      {choices.map((choice) => (
        <label
          key={choice.value}
          htmlFor={choice.id}
          className={cx(
            'flex min-h-14 cursor-pointer items-center gap-4 rounded-md border-2 px-4 py-3 transition-colors',
            'has-focus-visible:ring-3 has-focus-visible:ring-accent/40',
            value === choice.value
              ? 'border-accent bg-accent-soft'
              : 'border-line bg-surface hover:border-muted',
          )}
        >
          <RadioGroup.Item
            id={choice.id}
            value={choice.value}
            aria-labelledby={choice.labelledBy}
            aria-describedby={choice.describedBy}
            className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-muted bg-surface data-[state=checked]:border-accent data-[state=checked]:bg-accent"
          >
            <RadioGroup.Indicator>
              <Check aria-hidden="true" className="size-4 text-white" strokeWidth={3} />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
          {choice.content}
        </label>
      ))}
    </RadioGroup.Root>
  );
}

/** Cards for a question's options: the option text is the value and the label. */
export function optionChoices(questionId: string, options: readonly string[]): Choice[] {
  return options.map((option, index) => ({
    value: option,
    id: `${questionId}-option-${index}`,
    content: <span className="text-base font-medium sm:text-lg">{option}</span>,
  }));
}
