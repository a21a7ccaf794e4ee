/**
 * The script of the prerendered marketing pages (docs/decisions/016). Their HTML is complete
 * and stays as it is: no framework runs until it is needed. This wires the headers' menus,
 * brings in the one form there is (/privacy-ethics' 'Manage my data') as a small React island,
 * and hands a click on a link to the app, which renders the next page client-side.
 */
import { attachMenu } from './islands/attach-menu';
import { followLinksInApp } from './islands/follow-links';

/** Undoes what the page's script set up, before the app replaces the page. */
const teardowns: Array<() => void> = [];

for (const header of document.querySelectorAll<HTMLElement>('[data-menu]')) {
  teardowns.push(attachMenu(header));
}

const manageData = document.querySelector<HTMLElement>('[data-island="manage-data"]');
if (manageData) {
  void import('./islands/manage-data-island').then(({ hydrateManageData }) => {
    teardowns.push(hydrateManageData(manageData));
  });
}

followLinksInApp(document, () => {
  for (const teardown of teardowns.splice(0)) teardown();
});
