import sharp from 'sharp';

/**
 * A mark drawn for each demo company, so lists show logos instead of a column of letters. Only
 * shapes, no text: the marks render the same on any machine, with or without fonts. Each is a
 * 256 px square SVG, rasterised to PNG and then uploaded through the same path as an employer's
 * own logo (setCompanyLogo), so demo logos are stored and served exactly like real ones.
 */
type Mark = { background: string; body: string };

const W = '#ffffff';
const SAFFRON = '#fbbf24';

const MARKS: Record<string, Mark> = {
  // The site's own mark (apps/web/public/favicon.svg), for listings Shuruaat posts itself.
  shuruaat: {
    background: '#1e1b4b',
    body: `<path d="M168 80c-12-12-28-16-44-16-28 0-48 16-48 40 0 52 96 32 96 72 0 16-16 24-36 24-20 0-36-8-48-20" fill="none" stroke="#ff9933" stroke-width="24" stroke-linecap="round"/>`,
  },
  // A cloud over a shop counter: software for neighbourhood stores.
  'kirana-cloud': {
    background: '#3730a3',
    body: `<g fill="${W}"><circle cx="100" cy="120" r="38"/><circle cx="150" cy="105" r="48"/><circle cx="188" cy="132" r="30"/><rect x="62" y="120" width="156" height="42" rx="21"/></g>
      <rect x="70" y="178" width="116" height="14" rx="7" fill="${SAFFRON}"/>`,
  },
  // Ankur, a sprout: two leaves on a stem.
  vidyankur: {
    background: '#15803d',
    body: `<g fill="${W}"><rect x="121" y="120" width="14" height="84" rx="7"/>
      <ellipse cx="94" cy="104" rx="44" ry="22" transform="rotate(30 94 104)"/>
      <ellipse cx="164" cy="88" rx="48" ry="24" transform="rotate(-35 164 88)"/></g>`,
  },
  // Sutra, a thread through a needle's eye.
  sutrakatha: {
    background: '#be185d',
    body: `<path d="M72 196 L176 70" stroke="${W}" stroke-width="16" stroke-linecap="round"/>
      <ellipse cx="182" cy="62" rx="10" ry="18" transform="rotate(40 182 62)" fill="none" stroke="${W}" stroke-width="8"/>
      <path d="M180 72 C 230 140, 120 150, 150 200 S 90 230, 64 200" fill="none" stroke="${SAFFRON}" stroke-width="8" stroke-linecap="round"/>`,
  },
  // Rekha, a rising line over growing bars.
  dhanrekha: {
    background: '#0f766e',
    body: `<g fill="${W}"><rect x="64" y="148" width="32" height="52" rx="6"/><rect x="112" y="116" width="32" height="84" rx="6"/><rect x="160" y="80" width="32" height="120" rx="6"/></g>
      <path d="M56 132 L104 96 L148 108 L204 56" fill="none" stroke="${SAFFRON}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  // A heartbeat across a village roofline.
  pulsegaon: {
    background: '#b91c1c',
    body: `<path d="M40 116 H92 L108 76 L128 160 L148 52 L166 116 H216" fill="none" stroke="${W}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M88 208 L128 180 L168 208" fill="none" stroke="${SAFFRON}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  // The cross-shaped board of chaupar.
  'chaupar-creative': {
    background: '#c2410c',
    body: `<g fill="${W}"><rect x="104" y="40" width="48" height="72" rx="8"/><rect x="104" y="144" width="48" height="72" rx="8"/><rect x="40" y="104" width="72" height="48" rx="8"/><rect x="144" y="104" width="72" height="48" rx="8"/></g>
      <rect x="112" y="112" width="32" height="32" rx="6" fill="${SAFFRON}"/>`,
  },
  // Tez raah, a fast road: chevrons moving right.
  tezraah: {
    background: '#1e3a8a',
    body: `<g fill="none" stroke-width="22" stroke-linecap="round" stroke-linejoin="round">
      <path d="M64 72 L120 128 L64 184" stroke="${SAFFRON}"/><path d="M124 72 L180 128 L124 184" stroke="${W}"/></g>`,
  },
  // Prodip, a lamp: a flame over a diya.
  'prodip-pathshala': {
    background: '#92400e',
    body: `<path d="M128 44 C 158 88, 164 118, 128 140 C 92 118, 98 88, 128 44 Z" fill="${SAFFRON}"/>
      <path d="M60 156 H196 C 188 196, 160 212, 128 212 C 96 212, 68 196, 60 156 Z" fill="${W}"/>`,
  },
  // Thinnai, the raised verandah: steps up to a doorway.
  'thinnai-studio': {
    background: '#334155',
    body: `<g fill="${W}"><rect x="48" y="176" width="160" height="24" rx="4"/><rect x="72" y="148" width="112" height="24" rx="4"/></g>
      <path d="M100 144 V92 A28 28 0 0 1 156 92 V144 Z" fill="${SAFFRON}"/>`,
  },
  // Nukkad, the street corner where people meet.
  'nukkad-labs': {
    background: '#6d28d9',
    body: `<path d="M72 56 V184 H200" fill="none" stroke="${W}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="156" cy="112" r="26" fill="${SAFFRON}"/>`,
  },
};

export function demoLogoSvg(companyKey: string): string {
  const mark = MARKS[companyKey];
  if (!mark) throw new Error(`no demo logo for ${companyKey}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <rect width="256" height="256" rx="48" fill="${mark.background}"/>${mark.body}</svg>`;
}

/** The mark as a PNG, the kind of file an employer uploads. */
export function demoLogoPng(companyKey: string): Promise<Buffer> {
  return sharp(Buffer.from(demoLogoSvg(companyKey)))
    .png()
    .toBuffer();
}
