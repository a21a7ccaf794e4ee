import { Download, Eye, Pencil, Trash2 } from 'lucide-react';
import {
  ethicsPrinciples,
  privacyIntro,
  privacyPromises,
  privacyRights,
} from '../../../shared/content/legal';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Card } from '../../components/ui/Card';
import { IconBubble } from '../../components/ui/IconBubble';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { supportEmail } from '../../lib/runtime-settings';
import { ManageDataForm } from './ManageDataForm';
import { SafetyNote } from './parts/SafetyNote';

const rightIcons = { access: Eye, correct: Pencil, export: Download, delete: Trash2 } as const;

/** /privacy-ethics: retention, rights and response time (docs/product.md §2, §9). */
export function PrivacyEthicsPage() {
  return (
    <MarketingLayout header={<StickyHeader />}>
      <PageHero eyebrow="Your data" title={privacyIntro.title} lead={privacyIntro.lead} />

      <Section labelledBy="promises-title">
        <SectionHeader
          id="promises-title"
          eyebrow="Our promises"
          title="What happens to your answers"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {privacyPromises.map((promise) => (
            <Card as="li" key={promise.id}>
              <h3 className="text-xl font-extrabold">{promise.title}</h3>
              <p className="mt-3 text-muted">{promise.body}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section labelledBy="rights-title" tone="surface">
        <SectionHeader
          id="rights-title"
          eyebrow="Your rights"
          title={privacyRights.title}
          lead={privacyRights.lead}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {privacyRights.rights.map((right) => (
            <li key={right.id} className="rounded-xl bg-canvas p-6 ring-1 ring-line">
              <IconBubble icon={rightIcons[right.id]} tone="plum" />
              <h3 className="mt-4 text-lg font-extrabold">{right.title}</h3>
              <p className="mt-2 text-muted">{right.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-2xl text-muted">
          {privacyRights.howTo.before}
          <a
            href={`mailto:${supportEmail()}`}
            className="font-semibold text-accent underline underline-offset-2"
          >
            {supportEmail()}
          </a>
          {privacyRights.howTo.after}
        </p>
      </Section>

      <Section labelledBy="manage-data-title" id="manage-my-data" tone="plum-soft">
        <SectionHeader
          id="manage-data-title"
          eyebrow="Do it yourself"
          title="Manage my data"
          lead="Enter the e-mail address you used with mSoul. If we hold data for it, we e-mail you a private link, valid for 24 hours, where you can download everything, correct your name and phone number, or delete it all right away."
        />
        {/* Hydrated on its own on the static page (islands/manage-data-island.tsx). */}
        <div data-island="manage-data">
          <ManageDataForm />
        </div>
      </Section>

      <Section labelledBy="ethics-title">
        <SectionHeader
          id="ethics-title"
          eyebrow="Ethics"
          title="How we decide what the report says"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {ethicsPrinciples.map((principle) => (
            <li key={principle.id} className="border-l-4 border-warm pl-5">
              <h3 className="text-lg font-extrabold">{principle.title}</h3>
              <p className="mt-2 text-muted">{principle.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <SafetyNote headingLevel="h3" />
        </div>
      </Section>
    </MarketingLayout>
  );
}
