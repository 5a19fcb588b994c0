import { Faq } from '../modules/landing/components/Faq';
import { Hero } from '../modules/landing/components/Hero';
import { Services } from '../modules/landing/components/Services';

export function LandingPage() {
  return (
    <>
      <Hero />
      <Services />
      <Faq />
    </>
  );
}
