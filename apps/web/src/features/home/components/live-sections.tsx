import { LATEST_SECTIONS } from '../live-sections-config';
import { BrowseSections } from './browse-sections';
import { LatestStrip } from './latest-strip';

/** The home page's live listings and counts, in a chunk of their own fetched after the hero. */
export function LiveSections() {
  return (
    <>
      {LATEST_SECTIONS.map((section) => (
        <LatestStrip key={section.kind} section={section} />
      ))}
      <BrowseSections />
    </>
  );
}
