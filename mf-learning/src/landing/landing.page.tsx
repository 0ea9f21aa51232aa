import { ScopedStyle } from '@elearn/ui';
import { commonCss } from '../common/common.styles';
import { useResource } from '../common/use-resource';
import { AboutUsSection } from './about-us.section';
import { CatalogueSection } from './catalogue.section';
import { HeroSection } from './hero.section';
import { getCourses, getPlans } from './landing.resource';
import { landingCss } from './landing.styles';
import { LandingFooter } from './landing-footer.component';
import { PlansSection } from './plans.section';
import { ServicesSection } from './services.section';
import { useScrollToHash } from './use-scroll-to-hash';

/** /{lang}: what the platform offers, its plans and a taste of the catalogue. */
export function LandingPage() {
  const plans = useResource(getPlans);
  const courses = useResource(getCourses);
  useScrollToHash(plans.status !== 'loading' && courses.status !== 'loading');
  return (
    <div className="ml-landing">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="landing" css={landingCss} />
      <HeroSection />
      <AboutUsSection />
      <ServicesSection />
      <PlansSection plans={plans} />
      <CatalogueSection courses={courses} />
      <LandingFooter />
    </div>
  );
}
