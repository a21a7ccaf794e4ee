import { useId } from 'react';

/**
 * The 'website' field only bots fill in (docs/architecture.md §5): visually hidden, out of the tab
 * order and the accessibility tree, never autofilled. Its value is sent as is (normally '').
 */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
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
