import { ScopedStyle } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { commonCss } from '../common/common.styles';
import { courseCardCss } from '../common/course-card.styles';
import { AboutUsSection } from './about-us.section';
import { CatalogueSection } from './catalogue.section';
import { HeroSection } from './hero.section';
import { catalogueQuery, plansQuery } from './landing.queries';
import { landingCss } from './landing.styles';
import { LandingFooter } from './landing-footer.component';
import { PlansSection } from './plans.section';
import { ServicesSection } from './services.section';
import { useScrollToHash } from './use-scroll-to-hash';

/** /{lang}: what the platform offers, its plans and a taste of the catalogue. */
export function LandingPage() {
  const plans = useQuery(plansQuery);
  const courses = useQuery(catalogueQuery);
  useScrollToHash(!plans.isPending && !courses.isPending);
  return (
    <div className="ml-landing">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="landing" css={landingCss} />
      <ScopedStyle name="course-card" css={courseCardCss} />
      <HeroSection />
      <AboutUsSection />
      <ServicesSection />
      <PlansSection plans={plans} />
      <CatalogueSection courses={courses} />
      <LandingFooter />
    </div>
  );
}
