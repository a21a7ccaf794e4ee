import type { ReactNode } from 'react';
import type { PrivacyData } from '../../../shared/api/privacy';
import { products } from '../../../shared/catalog';

type PrivateCheckCopy = NonNullable<
  NonNullable<PrivacyData['coupleSessions'][number]['asPerson1']>['privateCheck']
>;

const REPORT_STATUS: Record<string, string> = {
  queued: 'being prepared',
  generated: 'written, being sent',
  delivered: 'sent',
  failed: 'could not be sent',
};

const TIER_NAMES: Record<string, string> = {
  storm: products.storm.name,
  detonation: products.detonation.name,
  detonation_fosm: products.detonation_fosm.name,
};

function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'What we hold': a readable digest of the download; the file itself has every detail. */
export function DataSummary({ data }: { data: PrivacyData }) {
  const items: {
    key: string;
    title: string;
    body: ReactNode;
    /** Question and answer pairs shown under the body. */
    answers?: PrivateCheckCopy['answers'];
  }[] = [];
  if (data.profile) {
    items.push({
      key: 'profile',
      title: 'Your details',
      body: (
        <>
          {data.profile.fullName ?? 'No name'}, {data.email},{' '}
          {data.profile.phone ?? 'no phone number'}
        </>
      ),
    });
  }
  for (const [i, intake] of data.intakes.entries()) {
    items.push({
      key: `intake-${i}`,
      title: data.intakes.length > 1 ? `Your intake form (${i + 1})` : 'Your intake form',
      body: `Filled in on ${day(intake.createdAt)}, with your love languages and relationship details.`,
    });
  }
  for (const [i, assessment] of data.assessments.entries()) {
    const scan = assessment.freeScan
      ? assessment.freeScan.partnerAnswered
        ? ' Your partner answered too; their answers are theirs and are not included.'
        : ' Your partner has not answered.'
      : '';
    items.push({
      key: `assessment-${i}`,
      title: TIER_NAMES[assessment.tier] ?? 'Questionnaire',
      body: `${day(assessment.createdAt)}: ${
        assessment.answers.length === 0
          ? 'no answers yet.'
          : `${plural(assessment.answers.length, 'answer', 'answers')} of yours.`
      }${scan}`,
    });
  }
  for (const [i, session] of data.coupleSessions.entries()) {
    const roles = [
      session.asPerson1
        ? `you started it (${plural(session.asPerson1.submissions.length, 'set', 'sets')} of answers)`
        : null,
      session.asPerson2 ? 'you answered as the partner' : null,
    ].filter(Boolean);
    const report = session.reportStatus
      ? `report ${REPORT_STATUS[session.reportStatus] ?? session.reportStatus}`
      : session.paid
        ? 'paid, waiting for answers'
        : 'not paid';
    items.push({
      key: `session-${i}`,
      title: `${products[session.productType].name} couple report`,
      body: `${day(session.createdAt)}: ${roles.join(' and ')}; ${report}.`,
    });
    // Each person's own private check (decision 010), shown only in their own copy.
    for (const [role, check] of [
      ['person1', session.asPerson1?.privateCheck],
      ['person2', session.asPerson2?.privateCheck],
    ] as const) {
      if (!check) continue;
      items.push({
        key: `session-${i}-private-check-${role}`,
        title: `Your private check (${products[session.productType].name} couple report)`,
        body: `Answered on ${day(check.answeredAt)}. Only you see this: it was never shown to your partner nor put in the report.`,
        answers: check.answers,
      });
    }
  }
  for (const [i, draft] of data.answerDrafts.entries()) {
    items.push({
      key: `draft-${i}`,
      title: 'Answers in progress (resume link)',
      body: draft.answersSent
        ? `Started on ${day(draft.startedAt)}. You sent these answers, so the saved copy is gone; the link leads to your session.`
        : `Started on ${day(draft.startedAt)}, last saved ${day(draft.savedAt)}: ${plural(draft.answers.length, 'answer', 'answers')} typed so far.`,
    });
  }
  if (data.reportEmails.length > 0) {
    items.push({
      key: 'report-emails',
      title: 'Report e-mails',
      body: `${plural(data.reportEmails.length, 'report e-mail', 'report e-mails')} to this address.`,
    });
  }
  if (data.checkouts.length > 0) {
    items.push({
      key: 'checkouts',
      title: 'Checkouts',
      body: `${plural(data.checkouts.length, 'checkout', 'checkouts')} opened with this address.`,
    });
  }

  if (items.length === 0) {
    return <p className="text-muted">We hold nothing else for this address.</p>;
  }
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg bg-canvas p-4 ring-1 ring-line">
          <p className="font-semibold">{item.title}</p>
          <p className="mt-1 text-pretty wrap-anywhere text-muted">{item.body}</p>
          {item.answers ? (
            <ul className="mt-2 grid gap-1.5 text-pretty">
              {item.answers.map((entry) => (
                <li key={entry.question}>
                  {entry.question} <strong className="font-semibold">{entry.answer}</strong>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
