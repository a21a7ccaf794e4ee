/**
 * A React island of a static marketing page (docs/decisions/016) woken when someone reaches for
 * it: pointing at it, touching it, focusing into it. React is not loaded before, so a page whose
 * form is never used never pays for it. A submission made before the island is awake (a fast
 * Enter) is held and sent again once it is, so the form's own handler checks and sends it: the
 * browser never submits the static form itself (which would put the address in the URL).
 */
export function wakeIsland(
  container: HTMLElement,
  hydrate: (container: HTMLElement) => Promise<() => void>,
  onTeardown: (teardown: () => void) => void,
): void {
  const listening = new AbortController();
  const { signal } = listening;
  let awake: Promise<void> | null = null;
  let heldSubmit: HTMLFormElement | null = null;

  const wake = () => {
    if (awake) return awake;
    awake = hydrate(container).then(
      (teardown) => {
        listening.abort();
        onTeardown(teardown);
        const form = heldSubmit;
        heldSubmit = null;
        if (form?.isConnected) form.requestSubmit();
      },
      () => {
        // Not loaded (a dropped request): the next reach tries again.
        awake = null;
      },
    );
    return awake;
  };

  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    container.addEventListener(type, () => void wake(), { passive: true, signal });
  }
  container.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) heldSubmit = event.target;
      void wake();
    },
    { signal },
  );
}
