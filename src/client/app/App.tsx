import { Route, Routes } from 'react-router';
import { CheckoutRedirect } from '../pages/checkout/CheckoutRedirect';
import { AlgorithmPage } from '../pages/marketing/AlgorithmPage';
import { HowItWorksPage } from '../pages/marketing/HowItWorksPage';
import { LandingPage } from '../pages/marketing/LandingPage';
import { NotFoundPage } from '../pages/marketing/NotFoundPage';
import { PricingPage } from '../pages/marketing/PricingPage';
import { PrivacyEthicsPage } from '../pages/marketing/PrivacyEthicsPage';
import { ProofPage } from '../pages/marketing/ProofPage';
import { TermsPage } from '../pages/marketing/TermsPage';
import { WhyPage } from '../pages/marketing/WhyPage';
import { PageMeta } from './PageMeta';

/**
 * The route table. Marketing pages are imported eagerly: they are prerendered and hydrate at
 * once. Feature areas (questionnaires, partner, payment, admin) are added with React.lazy so the
 * landing page never downloads their code.
 */
export function App() {
  return (
    <>
      <PageMeta />
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/why" element={<WhyPage />} />
        <Route path="/how-it-works" element={<HowItWorksPage />} />
        <Route path="/algorithm" element={<AlgorithmPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/proof" element={<ProofPage />} />
        <Route path="/privacy-ethics" element={<PrivacyEthicsPage />} />
        <Route path="/terms-of-service" element={<TermsPage />} />
        <Route path="/checkout/:tier" element={<CheckoutRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
