import type { UpdateEmployerProfileBody } from '@shuruaat/contract';

export type DemoCompany = {
  /** Short id that demo-jobs.ts uses to say who posted a listing. */
  key: string;
  /** The employer's login; every address ends with @demo.shuruaat.in. */
  owner: { name: string; email: string };
  /** The owner's name is the contact, as at sign-up. */
  profile: Required<Omit<UpdateEmployerProfileBody, 'contactPhone' | 'contactName'>> & {
    contactPhone: string;
  };
  verified: boolean;
};

/**
 * Ten fictional employers, loaded only outside production. The first is the demo employer login
 * from demo-accounts.ts, so signing in as it shows a complete profile with listings.
 */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'kirana-cloud',
    owner: { name: 'Priya Nair', email: 'employer@demo.shuruaat.in' },
    profile: {
      companyName: 'Kirana Cloud',
      about: `Kirana Cloud builds billing, stock and credit-ledger software for neighbourhood stores. Our Android app works offline, prints GST invoices on a cheap Bluetooth printer and reminds regular customers about pending *udhaar* over WhatsApp. More than 18,000 shops across Karnataka, Tamil Nadu and Telangana open it every morning.

**What we build**

- A billing app that runs on a ₹7,000 phone with a patchy connection
- A web dashboard for distributors who supply hundreds of stores
- Reports that turn a month of sales into a reorder list

**How we work**

- Small teams that own a feature from the first store visit to release
- Everyone, engineers included, spends a day a quarter behind a shop counter
- Interns ship to production in their first month

We are a team of 45 in HSR Layout, Bengaluru, funded by two seed investors and growing with our stores.`,
      industry: 'B2B SaaS',
      companySize: '11-50',
      city: 'Bengaluru',
      website: 'https://kiranacloud.example',
      contactEmail: 'hiring@kiranacloud.example',
      contactPhone: '+91 98450 21734',
    },
    verified: true,
  },
  {
    key: 'vidyankur',
    owner: { name: 'Rohan Malhotra', email: 'rohan.malhotra@demo.shuruaat.in' },
    profile: {
      companyName: 'Vidyankur Learning',
      about: `Vidyankur Learning teaches Classes 6 to 12 in Hindi and English for students in small towns of Uttar Pradesh, Bihar and Madhya Pradesh. Our live classes run on low-data video, and every recorded lesson can be downloaded once and watched offline all week.

**In numbers**

- 2.4 lakh students learning with us this academic year
- 180 teachers and subject experts, most of them from the towns we teach in
- Board exam results published every year, including the subjects where we did not improve scores

Our office is in Sector 62, Noida. We hire people who remember what it was like to study without a tutor nearby, and we care more about clear explanations than about slick production.`,
      industry: 'Education technology',
      companySize: '201-500',
      city: 'Delhi NCR',
      website: 'https://vidyankur.example',
      contactEmail: 'careers@vidyankur.example',
      contactPhone: '+91 98110 46529',
    },
    verified: true,
  },
  {
    key: 'sutrakatha',
    owner: { name: 'Sneha Kapadia', email: 'sneha.kapadia@demo.shuruaat.in' },
    profile: {
      companyName: 'Sutrakatha',
      about: `Sutrakatha is a direct-to-consumer clothing label that turns handloom cotton from weaving clusters in Maharashtra and Andhra Pradesh into everyday kurtas, shirts and co-ord sets. We sell on our own website, on Instagram and through pop-up stores, and we pay weavers within seven days of every order.

**What makes us different**

- Small batches of 200 pieces, so designs rarely go to discount
- Every garment is labelled with the cluster and the weaver family who made the fabric
- A free alteration within 30 days, because sizes vary across India

Our studio and warehouse share one floor in Lower Parel, Mumbai. The team is young and hands-on: designers pack orders during sale weeks, and marketers sit in on fabric sourcing trips.`,
      industry: 'Fashion and apparel (D2C)',
      companySize: '11-50',
      city: 'Mumbai',
      website: 'https://sutrakatha.example',
      contactEmail: 'people@sutrakatha.example',
      contactPhone: '+91 98200 73418',
    },
    verified: true,
  },
  {
    key: 'dhanrekha',
    owner: { name: 'Aditya Kulkarni', email: 'aditya.kulkarni@demo.shuruaat.in' },
    profile: {
      companyName: 'Dhanrekha Finserv',
      about: `Dhanrekha Finserv helps small shops and first-time earners save and borrow sensibly. Our app lets a tea stall owner set aside ₹20 from every UPI payment into a recurring deposit, and our partner banks use that savings history to offer working-capital loans at fair rates.

**What we offer**

- Automatic micro-savings linked to UPI collections
- Small business loans from regulated partner banks and NBFCs
- Plain-language statements in Marathi, Hindi and English

We are based in Baner, Pune, with a compliance team in Mumbai. We take regulation seriously: every feature is reviewed against RBI guidelines before it reaches a customer, and we explain fees before anyone signs. Freshers here learn both product building and how money actually moves in India.`,
      industry: 'Financial technology',
      companySize: '51-200',
      city: 'Pune',
      website: 'https://dhanrekha.example',
      contactEmail: 'talent@dhanrekha.example',
      contactPhone: '+91 98220 58103',
    },
    verified: true,
  },
  {
    key: 'pulsegaon',
    owner: { name: 'Lakshmi Reddy', email: 'lakshmi.reddy@demo.shuruaat.in' },
    profile: {
      companyName: 'PulseGaon Health',
      about: `PulseGaon Health brings doctors and diagnostic labs closer to people in smaller towns of Telangana and Andhra Pradesh. Patients book a teleconsultation or a home sample collection in Telugu, Hindi or English, and partner clinics use our software to keep records and share reports.

**What we run**

- Teleconsultations with 300 partner doctors across 14 specialities
- Home sample collection through 120 partner labs
- Clinic software that works on a single shared computer

**What we believe**

- A report a patient cannot read is not finished
- Data about health is private by default

Our team of 140 works from Madhapur, Hyderabad, with field staff in Vijayawada and Visakhapatnam. Doctors, engineers and operations staff sit together, so interns hear how their work affects patients.`,
      industry: 'Healthcare technology',
      companySize: '51-200',
      city: 'Hyderabad',
      website: 'https://pulsegaon.example',
      contactEmail: 'jobs@pulsegaon.example',
      contactPhone: '+91 98490 36217',
    },
    verified: true,
  },
  {
    key: 'chaupar-creative',
    owner: { name: 'Kavya Rathore', email: 'kavya.rathore@demo.shuruaat.in' },
    profile: {
      companyName: 'Chaupar Creative',
      about: `Chaupar Creative is a content and digital marketing agency in Jaipur. We write, shoot and run campaigns for hotels, handicraft exporters, coaching institutes and a growing list of regional food brands that want to be found online.

**What we do for clients**

- Social media calendars, reels and short videos in Hindi and English
- Blogs, websites and product copy that rank on search
- Small, well-measured ad campaigns on a tight budget

Most of our team of 22 joined as interns. We review every piece of writing together on Friday afternoons, keep a shared style guide, and never ask anyone to write fake reviews. If you like words, stories and spreadsheets in equal measure, you will fit in.`,
      industry: 'Marketing and advertising',
      companySize: '11-50',
      city: 'Jaipur',
      website: 'https://chaupar.example',
      contactEmail: 'hello@chaupar.example',
      contactPhone: '+91 98290 64381',
    },
    verified: false,
  },
  {
    key: 'tezraah',
    owner: { name: 'Harsh Patel', email: 'harsh.patel@demo.shuruaat.in' },
    profile: {
      companyName: 'TezRaah Logistics',
      about: `TezRaah Logistics moves goods for textile mills, pharma distributors and packaging makers across Gujarat, Madhya Pradesh and Rajasthan. We run 240 trucks, four warehouses and a dispatch desk that tracks every consignment from loading bay to delivery.

**Where we operate**

- Warehouses in Ahmedabad (Changodar), Surat, Vadodara and Indore
- Daily line-haul routes to Mumbai, Jaipur and Indore
- Same-day delivery for pharma orders inside Ahmedabad

**What our people get**

- Training on the ground: every new joiner spends a week at a warehouse
- Clear paths from trainee to shift lead to branch manager
- A workplace where drivers and engineers eat lunch at the same table

We are a family-run business that started in 1998 and is now building its own route-planning software.`,
      industry: 'Logistics and supply chain',
      companySize: '501-1000',
      city: 'Ahmedabad',
      website: 'https://tezraah.example',
      contactEmail: 'careers@tezraah.example',
      contactPhone: '+91 98250 19426',
    },
    verified: true,
  },
  {
    key: 'prodip-pathshala',
    owner: { name: 'Debjani Sen', email: 'debjani.sen@demo.shuruaat.in' },
    profile: {
      companyName: 'Prodip Pathshala Trust',
      about: `Prodip Pathshala Trust runs free after-school learning centres for children in Classes 3 to 8 in Kolkata and Howrah. Most of our children are first-generation learners; many help at home or at a family stall before they come to class.

**Our programme**

- Eleven centres, each open six evenings a week
- Foundational reading and arithmetic in Bengali, Hindi and English
- A small library and a monthly science day at every centre

**How volunteers and interns help**

- Teaching small groups with our lesson plans and learning games
- Tracking reading levels so we know what is working
- Telling our story to donors honestly

We are a registered charitable trust with a team of nine full-time staff and about 60 volunteers. Our accounts are audited and published every year.`,
      industry: 'Non-profit (education)',
      companySize: '1-10',
      city: 'Kolkata',
      website: 'https://prodippathshala.example',
      contactEmail: 'volunteer@prodippathshala.example',
      contactPhone: '+91 98300 47152',
    },
    verified: true,
  },
  {
    key: 'thinnai-studio',
    owner: { name: 'Karthik Raman', email: 'karthik.raman@demo.shuruaat.in' },
    profile: {
      companyName: 'Thinnai Design Studio',
      about: `Thinnai Design Studio is a brand and product design studio in Alwarpet, Chennai. We design identities, packaging, websites and app interfaces for Indian businesses, from a 60-year-old sweet shop to a two-year-old electric scooter startup.

**Our work**

- Brand identities and bilingual logotypes (Tamil and English)
- Packaging that survives both a supermarket shelf and a courier van
- Interfaces tested with real users before a single screen is built

We are eight designers, one developer and one very patient studio manager. Work is shared on a wall before it is shared with a client, and juniors present their own work in client meetings from the first month.`,
      industry: 'Design services',
      companySize: '1-10',
      city: 'Chennai',
      website: 'https://thinnaistudio.example',
      contactEmail: 'studio@thinnaistudio.example',
      contactPhone: '+91 98400 82651',
    },
    verified: false,
  },
  {
    key: 'nukkad-labs',
    owner: { name: 'Neha Thomas', email: 'neha.thomas@demo.shuruaat.in' },
    profile: {
      companyName: 'Nukkad Labs',
      about: `Nukkad Labs is a remote-first software studio. We build web apps, mobile apps and internal tools for small businesses, co-operatives and non-profits that need good software but cannot hire a full tech team.

**How we work**

- Fully remote since day one, with teammates in 17 cities
- Core hours from 11 am to 4 pm IST; the rest of the day is yours to plan
- Written proposals and code review instead of long meetings
- A yearly meet-up, usually somewhere with a beach

**What we build with**

- TypeScript, React and Node.js on the web
- Flutter for mobile apps
- PostgreSQL, Docker and boring, reliable hosting

Our registered office is in Kochi, but most of us have never worked from it. We pay the same for the same role wherever you live.`,
      industry: 'Software services',
      companySize: '11-50',
      city: 'Kochi',
      website: 'https://nukkadlabs.example',
      contactEmail: 'work@nukkadlabs.example',
      contactPhone: '+91 98470 25398',
    },
    verified: false,
  },
];
