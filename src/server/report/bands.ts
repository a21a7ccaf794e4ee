/**
 * The report's bands and their words now live in shared/report/bands.ts, so the report page
 * (client) shows the same colours and words as the PDF and the e-mail; re-exported here for the
 * server's renderers.
 */
export {
  BAND_LEGEND,
  BANDS,
  type BandStyle,
  type Grade,
  gradeBand,
} from '../../shared/report/bands';
