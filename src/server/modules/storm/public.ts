/**
 * What other modules may use of storm (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */
export {
  newStormToken,
  openStormInvite,
  openStormToken,
  sealStormToken,
} from './open-storm-invite';
