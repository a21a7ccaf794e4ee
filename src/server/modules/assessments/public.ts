/**
 * What other modules may use of assessments (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */
export { readIntake } from './read-intake';
