import { useId } from 'react';

/**
 * The 'website' field only bots fill in (docs/architecture.md §5): visually hidden, out of the tab
 * order and the accessibility tree, never autofilled. Its value is sent as is (normally '').
 */
export function Honeypot({
  value,
  onChange,
  id: fixedId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A fixed id, for a form hydrated on its own (an island), where useId's would not match. */
  id?: string;
}) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
