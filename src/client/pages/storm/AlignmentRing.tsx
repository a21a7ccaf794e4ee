import { ScoreRing } from '../../components/ui/ScoreRing';

/** The free scan's alignment, large. */
export function AlignmentRing({ alignment }: { alignment: number }) {
  return (
    <ScoreRing
      value={alignment}
      label="aligned"
      className="size-44 sm:size-52"
      valueClassName="text-5xl sm:text-6xl"
      valueTestId="alignment-percent"
    />
  );
}
