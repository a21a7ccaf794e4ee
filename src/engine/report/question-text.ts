/** The question texts live in shared/report (the report page shows them too); the engine's name. */
export { questionTextOf } from '../../shared/report/question-text';
