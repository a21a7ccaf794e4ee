import { render } from '@react-email/render';
import { PRIVACY_LINK_VALID_HOURS } from '../../../shared/api/privacy';
import { DataLinkEmail } from './DataLinkEmail';

export const DATA_LINK_SUBJECT = 'Your mSoul data link';

export type RenderedDataLinkEmail = { subject: string; html: string; text: string };

/** The 'Manage my data' e-mail: HTML plus its plain-text alternative, both with the link. */
export async function renderDataLinkEmail(link: string): Promise<RenderedDataLinkEmail> {
  const element = <DataLinkEmail link={link} validHours={PRIVACY_LINK_VALID_HOURS} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: DATA_LINK_SUBJECT, html, text };
}
