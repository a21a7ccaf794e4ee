/**
 * The script of the prerendered marketing pages (docs/decisions/016). Their HTML is complete
 * and stays as it is: no framework runs until it is needed. This wires the headers' menus,
 * brings in the one form there is (/privacy-ethics' 'Manage my data') as a React island when
 * someone reaches for it, and hands a click on a link to the app, which renders the next page
 * client-side.
 */
import { attachMenu } from './islands/attach-menu';
import { followLinksInApp } from './islands/follow-links';
import { wakeIsland } from './islands/wake-island';

/** Undoes what the page's script set up, before the app replaces the page. */
const teardowns: Array<() => void> = [];

for (const header of document.querySelectorAll<HTMLElement>('[data-menu]')) {
  teardowns.push(attachMenu(header));
}

const manageData = document.querySelector<HTMLElement>('[data-island="manage-data"]');
if (manageData) {
  wakeIsland(
    manageData,
    async (container) =>
      (await import('./islands/manage-data-island')).hydrateManageData(container),
    (teardown) => teardowns.push(teardown),
  );
}

followLinksInApp(document, () => {
  for (const teardown of teardowns.splice(0)) teardown();
});
