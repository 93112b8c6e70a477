import { BROWSE_SECTIONS, LATEST_SECTIONS } from '../live-sections-config';
import { HomeSection } from './home-section';
import { LinksSkeleton, StripSkeleton } from './live-skeletons';

/** Holds the live sections' place while their code downloads, so the page does not jump. */
export function LiveSectionsFallback() {
  const { category, city } = BROWSE_SECTIONS;
  return (
    <div aria-busy="true">
      {LATEST_SECTIONS.map(({ kind, id, title, more }) => (
        <HomeSection key={kind} id={id} title={title} more={more}>
          <StripSkeleton />
        </HomeSection>
      ))}
      <HomeSection id={category.id} title={category.title} more={category.more}>
        <LinksSkeleton />
      </HomeSection>
      <HomeSection id={city.id} title={city.title}>
        <LinksSkeleton />
      </HomeSection>
    </div>
  );
}
