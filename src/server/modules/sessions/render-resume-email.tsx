import { render } from '@react-email/render';
import { ResumeEmail } from './ResumeEmail';

export const RESUME_EMAIL_SUBJECT = 'Your mSoul answers: continue on any device';

export type RenderedResumeEmail = { subject: string; html: string; text: string };

/** The resume link e-mail: HTML plus its plain-text alternative, both with the link. */
export async function renderResumeEmail(link: string): Promise<RenderedResumeEmail> {
  const element = <ResumeEmail link={link} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: RESUME_EMAIL_SUBJECT, html, text };
}
