import type { HomeListings } from '../loaders';
import { LATEST_SECTIONS } from '../live-sections-config';
import { BrowseSections } from './browse-sections';
import { LatestStrip } from './latest-strip';

/** The home page's live listings and counts, in a chunk of their own fetched after the hero. */
export function LiveSections({ listings }: { listings: HomeListings }) {
  return (
    <>
      {LATEST_SECTIONS.map((section) => (
        <LatestStrip key={section.kind} section={section} result={listings.latest[section.kind]} />
      ))}
      <BrowseSections result={listings.counts} />
    </>
  );
}
