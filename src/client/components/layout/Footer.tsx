import { Clock, HeartHandshake, Lock, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { disclaimers, privacyLimits } from '../../../shared/content/limits';
import { Container } from '../ui/Container';
import { Logo } from './Logo';

const productLinks = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/algorithm', label: 'Algorithm' },
  { to: '/#pricing', label: 'Pricing' },
] as const;

const legalLinks = [
  { to: '/privacy-ethics', label: 'Privacy & Ethics' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const;

/** No accounts exist yet, so these are labelled text rather than links that go nowhere. */
const socialPlaceholders = ['Instagram', 'TikTok', 'X'] as const;

const trustPoints = [
  { icon: Clock, text: `Answers deleted after ${privacyLimits.retentionDays} days` },
  { icon: Lock, text: 'Only you and your partner see your report' },
  { icon: HeartHandshake, text: disclaimers.guidance.replace(/\.$/, '') },
  { icon: ShieldCheck, text: 'Payments by a secure card processor' },
] as const;

const linkClass =
  'inline-flex min-h-11 items-center text-white/85 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer data-tone="dark" className="bg-plum text-white">
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-4 border-b border-white/15 pb-10 sm:grid-cols-2 lg:grid-cols-4">
          {trustPoints.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm font-semibold">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-white/10 text-warm"
              >
                <Icon className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>

        <div className="grid gap-10 pt-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div>
            <Logo tone="dark" />
            <p className="mt-3 max-w-xs text-white/85">
              A clear-eyed read on your relationship, from what you both actually said.
            </p>
          </div>
          <nav aria-label="Product">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-warm">Product</h2>
            <ul className="mt-2">
              {productLinks.map((link) => (
                <li key={link.to}>
                  {link.to.includes('#') ? (
                    // A plain anchor: the browser scrolls to the section, also on the same page.
                    <a href={link.to} className={linkClass}>
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Legal">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-warm">Legal</h2>
            <ul className="mt-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-warm">Follow us</h2>
            <ul className="mt-2">
              {socialPlaceholders.map((name) => (
                <li key={name} className="flex min-h-11 items-center gap-2 text-white/85">
                  <span>{name}</span>
                  <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold text-white">
                    coming soon
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-3 border-t border-white/15 pt-8 text-sm text-white/80 sm:flex-row sm:items-start sm:justify-between">
          <p>© 2024 mSoul. All rights reserved.</p>
          <p className="max-w-xl sm:text-right">{disclaimers.short}</p>
        </div>
      </Container>
    </footer>
  );
}
