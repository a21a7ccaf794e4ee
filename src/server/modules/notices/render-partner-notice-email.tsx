import { render } from '@react-email/render';
import { PartnerNoticeEmail, type PartnerNoticeEmailProps } from './PartnerNoticeEmail';

export type RenderedNoticeEmail = { subject: string; html: string; text: string };

function subjectOf(props: PartnerNoticeEmailProps): string {
  if (props.kind === 'answered') return `${props.partnerName ?? 'Your partner'} has answered`;
  const sender = props.senderName ?? 'Your partner';
  return props.kind === 'reminder'
    ? `A quick reminder: 10 questions from ${sender}`
    : `${sender} sent you 10 questions on mSoul`;
}

/** One of the session's notices (PartnerNoticeEmail): HTML plus its plain-text alternative. */
export async function renderPartnerNoticeEmail(
  props: PartnerNoticeEmailProps,
): Promise<RenderedNoticeEmail> {
  const element = <PartnerNoticeEmail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: subjectOf(props), html, text };
}
