import type { PostJobBody } from '@shuruaat/contract';

export type DemoJob = Omit<PostJobBody, 'applyBy' | 'startDate' | 'status'> & {
  /** Key of the DemoCompany that posted it. */
  company: string;
  /** Apply-by is today plus this many days (1 to 90). */
  applyInDays: number;
  /** null starts immediately; otherwise today plus this many days (0 to 60). */
  startInDays: number | null;
  /** 0 to 30, so listings show different "Posted … ago" labels. */
  postedDaysAgo: number;
  /** Defaults to active. */
  status?: 'draft' | 'active' | 'paused' | 'closed';
};

/**
 * About sixty fictional listings across the ten demo companies, loaded only outside production.
 * Dates are relative to the day the data is loaded, so the listings never look stale.
 */
export const DEMO_JOBS: DemoJob[] = [
  // Kirana Cloud, Bengaluru (the demo employer login)
  {
    company: 'kirana-cloud',
    kind: 'internship',
    title: 'Full Stack Developer Intern (React and Node.js)',
    category: 'web-development',
    description: `Join the team that builds the Kirana Cloud distributor dashboard, the web app wholesalers use to see stock, orders and dues across hundreds of stores.

**What you'll do**

- Build React screens for order tracking and credit limits, from design to release
- Write Node.js API endpoints and the PostgreSQL queries behind them
- Fix bugs reported by distributors and follow one fix all the way to production
- Join a store visit in your first month to watch the product in use

**What you'll learn**

- How a production TypeScript codebase is reviewed, tested and deployed
- Designing for slow networks and shared, low-end laptops
- Talking to users and turning what they say into tickets

**What we look for**

- Final-year students or recent graduates who have built at least one full stack project
- Comfortable with JavaScript, Git and basic SQL
- Able to work from our HSR Layout office three days a week`,
    skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'REST APIs', 'Git'],
    workMode: 'hybrid',
    cities: ['Bengaluru'],
    partTime: false,
    openings: 3,
    durationMonths: 6,
    stipend: { min: 15_000, max: 20_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'flexible-hours', 'five-days-a-week', 'free-snacks'],
    questions: [
      {
        question: 'Share a link to a project you built, with a line on what you did.',
        required: true,
      },
      { question: 'Which three days a week can you come to the office?', required: false },
    ],
    applyInDays: 21,
    startInDays: 28,
    postedDaysAgo: 2,
  },
  {
    company: 'kirana-cloud',
    kind: 'job',
    title: 'Backend Engineer (Node.js)',
    category: 'software-development',
    description: `Our billing app syncs millions of invoices a week from phones that go offline for hours. We are hiring a backend engineer to make that sync faster and more reliable.

**What you'll do**

- Own services that reconcile offline invoices, stock counts and credit ledgers
- Design PostgreSQL schemas and queries that stay fast as stores grow
- Add monitoring and alerts, and take part in a gentle on-call rotation
- Review code from teammates and interns

**What you'll learn**

- Conflict resolution and idempotent APIs for offline-first apps
- Running Node.js services on AWS with sensible budgets
- How GST invoicing works in practice

**What we look for**

- 0 to 2 years of experience; strong freshers with real projects are welcome
- Good with JavaScript or TypeScript, SQL and at least one backend framework
- Curious about why things break, and patient enough to find out`,
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'AWS', 'System design'],
    workMode: 'office',
    cities: ['Bengaluru'],
    partTime: false,
    openings: 2,
    ctc: { min: 600_000, max: 900_000 },
    perks: ['five-days-a-week', 'informal-dress-code', 'free-snacks'],
    questions: [
      {
        question: 'Describe a bug you tracked down that took you more than a day.',
        required: true,
      },
    ],
    applyInDays: 30,
    startInDays: 30,
    postedDaysAgo: 5,
  },
  {
    company: 'kirana-cloud',
    kind: 'internship',
    title: 'Android Developer Intern',
    category: 'mobile-development',
    description: `The Kirana Cloud billing app runs on phones that cost less than a good pair of shoes. Help us keep it fast, small and dependable.

**What you'll do**

- Build features in Kotlin, such as barcode scanning and Bluetooth receipt printing
- Cut app size and start-up time on devices with 2 GB of RAM
- Write tests for the offline sync layer
- Sit with store owners during field visits and note where they get stuck

**What you'll learn**

- Jetpack Compose, Room and WorkManager in a real app with thousands of daily users
- Profiling memory and battery use
- Shipping through staged Play Store rollouts

**What we look for**

- Students who have published or built at least one Android app
- Basic Kotlin or Java, and willingness to learn Compose
- Available full-time at our Bengaluru office for three months`,
    skills: ['Kotlin', 'Android', 'Jetpack Compose', 'SQLite', 'Git'],
    workMode: 'office',
    cities: ['Bengaluru'],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 12_000, max: 15_000 },
    perks: ['certificate', 'letter-of-recommendation', 'five-days-a-week', 'free-snacks'],
    questions: [],
    applyInDays: 18,
    startInDays: null,
    postedDaysAgo: 9,
  },
  {
    company: 'kirana-cloud',
    kind: 'internship',
    title: 'Data Analyst Intern',
    category: 'data-science',
    description: `Store owners ask us simple questions: what sold this week, what should I reorder, who owes me money. Help us answer them with data.

**What you'll do**

- Write SQL to analyse sales patterns across 18,000 stores
- Build weekly dashboards in Metabase for our sales and product teams
- Find which reports store owners actually open, and which they ignore
- Present one finding to the whole company at the end of the internship

**What you'll learn**

- Working with messy, real transaction data
- Turning a vague question into a clear metric
- Explaining numbers to people who do not think in numbers

**What we look for**

- Students of statistics, economics, engineering or commerce who enjoy puzzles
- Comfortable with Excel or Google Sheets; some SQL or Python is a plus
- Able to work remotely with a stable internet connection`,
    skills: ['SQL', 'Excel', 'Python', 'Metabase', 'Statistics'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'flexible-hours', 'letter-of-recommendation'],
    questions: [
      {
        question: 'If sales in one city dropped 20% last week, what would you check first?',
        required: true,
      },
    ],
    applyInDays: 12,
    startInDays: 19,
    postedDaysAgo: 1,
  },
  {
    company: 'kirana-cloud',
    kind: 'job',
    title: 'Customer Success Associate (Kannada and Hindi)',
    category: 'customer-support',
    description: `Store owners call us when a printer will not connect or a bill looks wrong, often in the middle of a rush. You will be the calm voice who fixes it.

**What you'll do**

- Answer calls and WhatsApp messages from store owners in Kannada, Hindi and English
- Guide new stores through set-up over video calls
- Visit nearby stores once a week to train staff in person
- Log recurring problems so the product team can fix the cause

**What you'll learn**

- How small retail businesses run day to day
- Troubleshooting an app, a printer and a phone together
- Writing help articles that people actually read

**What we look for**

- Graduates in any subject who speak Kannada and Hindi fluently
- Patient on the phone and clear in writing
- Comfortable travelling within the city for store visits`,
    skills: ['Kannada', 'Hindi', 'Customer service', 'Troubleshooting', 'Zendesk'],
    workMode: 'office',
    cities: ['Bengaluru', 'Mysuru'],
    partTime: false,
    openings: 4,
    ctc: { min: 300_000, max: 380_000 },
    perks: ['five-days-a-week', 'informal-dress-code'],
    questions: [{ question: 'Which languages can you speak and write fluently?', required: true }],
    applyInDays: 25,
    startInDays: 32,
    postedDaysAgo: 6,
  },
  {
    company: 'kirana-cloud',
    kind: 'internship',
    title: 'Field Sales Intern',
    category: 'sales',
    description: `Most kirana owners have never paid for software. Your job is to show them, in their own shop, why Kirana Cloud is worth trying.

**What you'll do**

- Visit 10 to 15 stores a day in an assigned area with a sales mentor
- Demonstrate billing and stock features on the owner's own phone
- Help new stores enter their first 50 products
- Record every visit in our CRM and share what objections you hear

**What you'll learn**

- Face-to-face selling and handling a firm "no"
- How neighbourhood retail buys, stocks and prices
- Planning a route and a day so that every hour counts

**What we look for**

- Students who enjoy talking to strangers and can speak the local language
- Own a smartphone; travel allowance is paid on top of the stipend
- Available for two months, full-time`,
    skills: ['Sales', 'Communication', 'Kannada', 'Negotiation'],
    workMode: 'office',
    cities: ['Bengaluru', 'Mysuru', 'Mangaluru'],
    partTime: false,
    openings: 10,
    durationMonths: 2,
    stipend: { min: 7_000, max: 10_000 },
    perks: ['certificate', 'letter-of-recommendation'],
    questions: [],
    applyInDays: 10,
    startInDays: null,
    postedDaysAgo: 3,
  },
  {
    company: 'kirana-cloud',
    kind: 'internship',
    title: 'Product Design Intern',
    category: 'design',
    description: `We are redesigning the Kirana Cloud billing screen, the one a shopkeeper taps 300 times a day. Help us make it faster to use with one thumb.

**What you'll do**

- Run short usability tests with store owners and their staff
- Design flows and high-fidelity screens in Figma
- Work with Android engineers to check what is practical to build
- Keep our small design system tidy and documented

**What you'll learn**

- Designing for small screens, bright sunlight and busy hands
- Research with users who may not read English
- How design decisions get argued, tested and shipped

**What we look for**

- Design students or self-taught designers with a portfolio of app work
- Comfortable in Figma
- Able to come to our Bengaluru office at least twice a week`,
    skills: ['Figma', 'User research', 'Interaction design', 'Prototyping'],
    workMode: 'hybrid',
    cities: ['Bengaluru'],
    partTime: false,
    openings: 1,
    durationMonths: 4,
    stipend: { min: 12_000, max: 15_000 },
    perks: ['certificate', 'flexible-hours', 'informal-dress-code'],
    questions: [{ question: 'Share a link to your portfolio.', required: true }],
    applyInDays: 30,
    startInDays: 30,
    postedDaysAgo: 0,
    status: 'draft',
  },
  {
    company: 'kirana-cloud',
    kind: 'internship',
    title: 'Software Testing Intern',
    category: 'software-development',
    description: `Every release of our billing app reaches thousands of stores the same week, so a missed bug can stop a shop from billing. Help us catch them first.

**What you'll do**

- Write and run test cases for new features on a shelf of real low-end phones
- Automate regression tests for the web dashboard with Playwright
- Reproduce bugs reported by customers and write clear reports for developers
- Check each release against our offline and printer checklist

**What you'll learn**

- Manual and automated testing in a working product team
- Reading logs and narrowing a bug down to the step that causes it
- How releases are planned and rolled out in stages

**What we look for**

- Students with an eye for detail who like breaking things
- Basic programming in any language
- Able to work remotely; we will courier you two test phones`,
    skills: ['Manual testing', 'Playwright', 'JavaScript', 'Bug reporting', 'Android'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 10_000, max: 12_000 },
    perks: ['certificate', 'flexible-hours'],
    questions: [],
    applyInDays: 15,
    startInDays: 22,
    postedDaysAgo: 18,
    status: 'paused',
  },
  {
    company: 'kirana-cloud',
    kind: 'internship',
    title: 'Technical Writing Intern',
    category: 'content-writing',
    description: `Our help centre is read by store owners at midnight when something has gone wrong. Help us write guides they can follow without calling anyone.

**What you'll do**

- Write step-by-step help articles with screenshots for new features
- Rewrite old articles that customers rate as unhelpful
- Work with the support team to find the questions asked most often
- Draft simple release notes for each app update

**What you'll learn**

- Writing plain, short instructions for a non-technical reader
- How software features are planned and released
- Measuring whether a help article actually reduced calls

**What we look for**

- Students who write clearly in English; Hindi or Kannada is a bonus
- Curious about how apps work, though no coding is needed
- Available about 20 hours a week for three months`,
    skills: ['Technical writing', 'English', 'Screenshots and annotation', 'Google Docs'],
    workMode: 'remote',
    cities: [],
    partTime: true,
    openings: 1,
    durationMonths: 3,
    stipend: { min: 6_000, max: 8_000 },
    perks: ['certificate', 'flexible-hours', 'letter-of-recommendation'],
    questions: [
      {
        question: 'Share a short piece of writing that explains how to do something.',
        required: true,
      },
    ],
    applyInDays: 5,
    startInDays: 20,
    postedDaysAgo: 28,
    status: 'closed',
  },

  // Vidyankur Learning, Noida
  {
    company: 'vidyankur',
    kind: 'internship',
    title: 'Maths Subject Expert Intern (Classes 9 and 10)',
    category: 'teaching',
    description: `Thousands of students send us doubts every evening after class. As a subject expert intern, you will answer Maths doubts for Class 9 and 10 students in Hindi and English.

**What you'll do**

- Solve student doubts in writing, step by step, on our doubt-solving app
- Create practice questions and short solution videos for each chapter
- Review answers written by other experts for accuracy
- Flag chapters where many students get stuck

**What you'll learn**

- Explaining one idea in three different ways until it clicks
- How CBSE and state board syllabi differ
- Building question banks that teachers actually use

**What we look for**

- Students of Maths, Physics or Engineering with strong Class 10 concepts
- Comfortable writing in Hindi (Devanagari) and English
- Available three to four hours every evening, from home`,
    skills: ['Mathematics', 'Hindi', 'Problem solving', 'Teaching'],
    workMode: 'remote',
    cities: [],
    partTime: true,
    openings: 15,
    durationMonths: 3,
    stipend: { min: 6_000, max: 8_000 },
    perks: ['certificate', 'flexible-hours', 'letter-of-recommendation'],
    questions: [
      {
        question: 'Explain in two or three lines why any number divided by zero is undefined.',
        required: true,
      },
      { question: 'Which board did you study under in Class 10?', required: false },
    ],
    applyInDays: 14,
    startInDays: null,
    postedDaysAgo: 4,
  },
  {
    company: 'vidyankur',
    kind: 'job',
    title: 'Academic Counsellor',
    category: 'sales',
    description: `Parents in small towns often have one chance to choose the right course for their child. As an academic counsellor, you will help them make that choice honestly.

**What you'll do**

- Call parents and students who asked for a demo class and understand their needs
- Recommend the right course, or tell them when they do not need one
- Run counselling sessions at partner schools and our town centres
- Follow up after enrolment to check that the student is settling in

**What you'll learn**

- Consultative selling without pressure tactics
- The education system across UP, Bihar and MP
- Handling targets while keeping the trust of families

**What we look for**

- Graduates in any subject, fluent in Hindi and comfortable in English
- Good listeners who enjoy talking to parents
- Freshers welcome; we train you for two weeks before your first call`,
    skills: ['Hindi', 'Counselling', 'Sales', 'CRM', 'Communication'],
    workMode: 'office',
    cities: ['Delhi NCR', 'Lucknow', 'Patna'],
    partTime: false,
    openings: 15,
    ctc: { min: 300_000, max: 450_000 },
    perks: ['five-days-a-week'],
    questions: [
      { question: 'Which of our three cities would you prefer to work in?', required: true },
    ],
    applyInDays: 40,
    startInDays: 47,
    postedDaysAgo: 7,
  },
  {
    company: 'vidyankur',
    kind: 'internship',
    title: 'Video Editor Intern',
    category: 'design',
    description: `Our teachers record lessons in a small studio in Noida. You will turn those recordings into clear, compact lessons that load on a weak mobile connection.

**What you'll do**

- Edit recorded lessons, adding diagrams, captions and chapter markers
- Cut 40-minute classes into short revision videos for YouTube
- Export videos in sizes that play smoothly on low data
- Keep our library of templates and lower-thirds consistent

**What you'll learn**

- Editing for learning, where clarity matters more than effects
- Working with teachers to check that every edit keeps the meaning
- A fast, organised workflow for a large video library

**What we look for**

- Anyone with a showreel or a YouTube channel, in any subject
- Comfortable with Premiere Pro, DaVinci Resolve or a similar editor
- Able to come to the Noida studio twice a week`,
    skills: ['Premiere Pro', 'DaVinci Resolve', 'Video editing', 'Motion graphics'],
    workMode: 'hybrid',
    cities: ['Delhi NCR'],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'informal-dress-code', 'free-snacks'],
    questions: [{ question: 'Share a link to two videos you have edited.', required: true }],
    applyInDays: 20,
    startInDays: 27,
    postedDaysAgo: 11,
  },
  {
    company: 'vidyankur',
    kind: 'job',
    title: 'React Native Developer',
    category: 'mobile-development',
    description: `The Vidyankur app is how two lakh students attend class, download lessons and ask doubts. We are looking for a React Native developer to make it lighter and more reliable.

**What you'll do**

- Build features such as offline downloads, live-class chat and quizzes
- Improve start-up time and crash rates on budget Android phones
- Work with backend engineers on APIs that tolerate slow networks
- Release updates through staged rollouts and watch the metrics

**What you'll learn**

- Streaming and caching video on devices with little storage
- Measuring performance in the field, not only on your laptop
- How an edtech product balances learning goals and engagement

**What we look for**

- 0 to 2 years of experience with React Native or React
- Comfortable with JavaScript or TypeScript and REST APIs
- Freshers with a published app are welcome`,
    skills: ['React Native', 'TypeScript', 'Redux', 'REST APIs', 'Android'],
    workMode: 'hybrid',
    cities: ['Delhi NCR'],
    partTime: false,
    openings: 2,
    ctc: { min: 600_000, max: 1_000_000 },
    perks: ['five-days-a-week', 'flexible-hours', 'free-snacks'],
    questions: [],
    applyInDays: 35,
    startInDays: 42,
    postedDaysAgo: 12,
  },
  {
    company: 'vidyankur',
    kind: 'internship',
    title: 'Hindi Content Writer Intern',
    category: 'content-writing',
    description: `Many of our students read best in Hindi. Help us write notes, quizzes and short articles that feel natural in Hindi, not translated.

**What you'll do**

- Write chapter summaries and revision notes for Classes 6 to 10
- Adapt English study material into simple, natural Hindi
- Write scripts for short motivational and study-tip videos
- Proofread content written by teachers before it is published

**What you'll learn**

- Writing for young readers with different reading levels
- Keeping a consistent style across hundreds of pages
- How educational content is reviewed and published

**What we look for**

- Students with excellent written Hindi and good English
- Background in any subject; Humanities and Education students are welcome
- Able to give around 20 hours a week for two months`,
    skills: ['Hindi writing', 'Translation', 'Proofreading', 'Google Docs'],
    workMode: 'remote',
    cities: [],
    partTime: true,
    openings: 4,
    durationMonths: 2,
    stipend: { min: 5_000, max: 7_000 },
    perks: ['certificate', 'flexible-hours'],
    questions: [],
    applyInDays: 9,
    startInDays: null,
    postedDaysAgo: 15,
  },
  {
    company: 'vidyankur',
    kind: 'internship',
    title: 'Student Support Intern',
    category: 'customer-support',
    description: `When a student cannot join a live class or a payment fails, they message our support team. You will make sure they get back to learning quickly.

**What you'll do**

- Reply to students and parents on chat and WhatsApp in Hindi and English
- Solve login, payment and download problems using our internal tools
- Call students who missed a week of classes to check what happened
- Write down common problems and suggest fixes to the product team

**What you'll learn**

- Customer support tools and ticket workflows
- Staying polite and precise when someone is upset
- How small product changes can remove whole categories of complaints

**What we look for**

- Students who type quickly and write clearly in Hindi and English
- Patient and organised
- Available for a day shift (10 am to 6 pm) from home for three months`,
    skills: ['Hindi', 'English', 'Customer support', 'Freshdesk', 'Typing'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 8,
    durationMonths: 3,
    stipend: { min: 6_000, max: 8_000 },
    perks: ['certificate', 'five-days-a-week'],
    questions: [
      {
        question: 'Do you have a laptop and a stable internet connection at home?',
        required: true,
      },
    ],
    applyInDays: 16,
    startInDays: 23,
    postedDaysAgo: 8,
  },
  {
    company: 'vidyankur',
    kind: 'internship',
    title: 'HR Intern (Talent Acquisition)',
    category: 'hr',
    description: `We hire around 60 teachers and counsellors every quarter. Help our people team find them, interview them and welcome them.

**What you'll do**

- Screen applications and schedule interviews for teaching and counselling roles
- Coordinate demo classes that candidates teach as part of the interview
- Prepare offer letters and onboarding checklists
- Track hiring numbers in a weekly report

**What you'll learn**

- The full hiring cycle, from job post to joining day
- How to assess teaching ability, not only a CV
- HR tools, documentation and the basics of labour law

**What we look for**

- MBA (HR) or BBA students, or graduates keen on a career in HR
- Organised, with good written English and Hindi
- Available full-time at our Noida office`,
    skills: ['Recruitment', 'Interview scheduling', 'Excel', 'Communication'],
    workMode: 'office',
    cities: ['Delhi NCR'],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'letter-of-recommendation', 'five-days-a-week'],
    questions: [],
    applyInDays: 30,
    startInDays: 37,
    postedDaysAgo: 0,
    status: 'draft',
  },

  // Sutrakatha, Mumbai
  {
    company: 'sutrakatha',
    kind: 'internship',
    title: 'Social Media Marketing Intern',
    category: 'marketing',
    description: `Instagram is where most of our customers first meet Sutrakatha. Help us tell the stories behind our fabrics in a way that makes people stop scrolling.

**What you'll do**

- Plan and post a weekly content calendar for Instagram and Pinterest
- Shoot reels in our studio and on visits to weaving clusters
- Reply to comments and DMs in our brand voice
- Track what works and share a short report every Friday

**What you'll learn**

- Building a fashion brand's voice on social media
- Reels, captions and hashtags that reach the right audience
- Reading Instagram insights and acting on them

**What we look for**

- Students who love fashion, textiles and visual storytelling
- Comfortable shooting and editing on a phone
- Available full-time at our Lower Parel studio`,
    skills: ['Instagram', 'Content planning', 'Canva', 'Reels', 'Copywriting'],
    workMode: 'office',
    cities: ['Mumbai'],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'informal-dress-code', 'free-snacks', 'flexible-hours'],
    questions: [
      { question: 'Share your Instagram handle or a page you have managed.', required: false },
    ],
    applyInDays: 12,
    startInDays: 19,
    postedDaysAgo: 3,
  },
  {
    company: 'sutrakatha',
    kind: 'internship',
    title: 'Fashion Design Intern',
    category: 'design',
    description: `Each Sutrakatha collection begins with a bolt of handloom fabric. As a design intern, you will help turn it into garments that people wear every week.

**What you'll do**

- Research silhouettes and draw flats for our next two collections
- Prepare tech packs with measurements and trims for our tailoring unit
- Check samples for fit on models of different body types
- Visit weaving clusters with the design lead to select fabric

**What you'll learn**

- Designing for handloom, where every batch is slightly different
- Sampling, fit sessions and production in a small brand
- Costing a garment so that both weavers and customers get a fair price

**What we look for**

- Final-year students of fashion design with a portfolio
- Comfortable with Illustrator or CLO 3D and basic pattern making
- Able to travel for a few days each month`,
    skills: [
      'Fashion illustration',
      'Adobe Illustrator',
      'Tech packs',
      'Pattern making',
      'Textiles',
    ],
    workMode: 'office',
    cities: ['Mumbai'],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 10_000, max: 15_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'letter-of-recommendation', 'informal-dress-code'],
    questions: [
      { question: 'Share a link to your portfolio.', required: true },
      {
        question: 'Which textile or craft tradition would you most like to design with?',
        required: false,
      },
    ],
    applyInDays: 25,
    startInDays: 32,
    postedDaysAgo: 10,
  },
  {
    company: 'sutrakatha',
    kind: 'job',
    title: 'E-commerce Operations Executive',
    category: 'operations',
    description: `An order is only finished when the right kurta reaches the right door. We are hiring an operations executive to run order processing from our Mumbai warehouse.

**What you'll do**

- Manage daily order processing, packing and courier hand-offs
- Keep inventory counts in our Shopify store matched with the warehouse
- Handle returns and exchanges, and track why they happen
- Work with courier partners on delays and lost parcels

**What you'll learn**

- End-to-end fulfilment for a growing D2C brand
- Inventory planning around sales and festival seasons
- Building simple processes that a team can follow without you

**What we look for**

- Graduates with 0 to 2 years of experience in operations, retail or e-commerce
- Strong with Excel or Google Sheets
- Organised and calm during sale weeks`,
    skills: ['Shopify', 'Excel', 'Inventory management', 'Order fulfilment', 'Logistics'],
    workMode: 'office',
    cities: ['Mumbai'],
    partTime: false,
    openings: 1,
    ctc: { min: 300_000, max: 400_000 },
    perks: ['five-days-a-week', 'informal-dress-code'],
    questions: [],
    applyInDays: 28,
    startInDays: 35,
    postedDaysAgo: 6,
  },
  {
    company: 'sutrakatha',
    kind: 'internship',
    title: 'Performance Marketing Intern',
    category: 'marketing',
    description: `We spend a small ad budget carefully. Learn how to make every rupee count, working directly with our growth lead.

**What you'll do**

- Set up and monitor Meta and Google ad campaigns
- Write ad copy and brief the design team on creatives
- Run A/B tests on audiences, creatives and landing pages
- Build a weekly report on spend, return on ad spend and new customers

**What you'll learn**

- Meta Ads Manager and Google Ads from the inside
- Reading attribution data honestly
- How a D2C brand decides where the next rupee goes

**What we look for**

- Students of marketing, commerce or economics who like numbers
- Strong with spreadsheets; ad platform experience is a plus
- Available in our Mumbai studio two days a week`,
    skills: ['Meta Ads', 'Google Ads', 'Google Analytics', 'Excel', 'A/B testing'],
    workMode: 'hybrid',
    cities: ['Mumbai'],
    partTime: false,
    openings: 1,
    durationMonths: 4,
    stipend: { min: 12_000, max: 15_000 },
    perks: ['certificate', 'flexible-hours', 'letter-of-recommendation'],
    questions: [
      {
        question: 'An ad has a high click rate but few sales. What would you look at?',
        required: true,
      },
    ],
    applyInDays: 18,
    startInDays: null,
    postedDaysAgo: 14,
  },
  {
    company: 'sutrakatha',
    kind: 'internship',
    title: 'Retail Sales Intern (Pop-up Stores)',
    category: 'sales',
    description: `Twice a year, Sutrakatha opens pop-up stores in Mumbai, Pune and Goa. Be the person who greets customers, helps them find the right fit and tells them about the weavers.

**What you'll do**

- Help customers choose sizes and styles, and handle billing
- Set up displays and keep the store tidy through the day
- Share the story of each fabric and cluster with customers
- Collect feedback on fit and prices for the design team

**What you'll learn**

- Retail selling and visual merchandising
- What customers say about a product when they touch it
- Working as a team through long, busy weekends

**What we look for**

- Friendly students who enjoy fashion and conversation
- Comfortable in English and Hindi; Marathi or Konkani is a plus
- Available on weekends for two months`,
    skills: ['Retail sales', 'Customer service', 'Visual merchandising', 'Hindi'],
    workMode: 'office',
    cities: ['Mumbai', 'Pune', 'Goa'],
    partTime: false,
    openings: 6,
    durationMonths: 2,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'informal-dress-code'],
    questions: [],
    applyInDays: 20,
    startInDays: 30,
    postedDaysAgo: 2,
  },
  {
    company: 'sutrakatha',
    kind: 'internship',
    title: 'Shopify Web Developer Intern',
    category: 'web-development',
    description: `Our online store is built on Shopify, with custom sections for weaver stories and a size guide. Help us make it faster and easier to shop on a phone.

**What you'll do**

- Build and edit Shopify theme sections using Liquid, HTML and CSS
- Improve page speed on product and collection pages
- Add features such as a fit finder and back-in-stock alerts
- Fix layout bugs reported by customers on different phones

**What you'll learn**

- Shopify theme development and its app ecosystem
- Web performance: images, fonts and scripts on slow networks
- How small front-end changes affect sales

**What we look for**

- Students comfortable with HTML, CSS and JavaScript
- Any Shopify or Liquid experience is a plus, but not required
- Able to work remotely and join a video call each morning`,
    skills: ['Shopify', 'Liquid', 'HTML', 'CSS', 'JavaScript'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 1,
    durationMonths: 3,
    stipend: { min: 10_000, max: 14_000 },
    perks: ['certificate', 'flexible-hours'],
    questions: [{ question: 'Share a link to a website you built or worked on.', required: true }],
    applyInDays: 15,
    startInDays: 22,
    postedDaysAgo: 19,
  },

  // Dhanrekha Finserv, Pune
  {
    company: 'dhanrekha',
    kind: 'internship',
    title: 'Finance Intern (Accounts and Reconciliation)',
    category: 'finance',
    description: `Money moves between customers, partner banks and our own accounts thousands of times a day. Help our finance team make sure every rupee is where it should be.

**What you'll do**

- Reconcile daily UPI collections and savings transfers with bank statements
- Prepare month-end schedules for the accounts team
- Help with GST and TDS workings under supervision
- Investigate mismatches and write down what caused them

**What you'll learn**

- Accounting for a regulated fintech business
- Reconciliation at scale with Excel and our internal tools
- How audits work and what auditors look for

**What we look for**

- B.Com, BBA or CA Intermediate students
- Careful with numbers and strong in Excel
- Available full-time in our Baner office for six months`,
    skills: ['Accounting', 'Excel', 'Tally', 'GST', 'Reconciliation'],
    workMode: 'office',
    cities: ['Pune'],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 10_000, max: 12_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'five-days-a-week'],
    questions: [
      { question: 'Are you pursuing CA, CMA or another professional course?', required: false },
    ],
    applyInDays: 22,
    startInDays: 29,
    postedDaysAgo: 5,
  },
  {
    company: 'dhanrekha',
    kind: 'job',
    title: 'Junior Data Scientist (Credit Risk)',
    category: 'data-science',
    description: `Most of our borrowers have no credit score. Help us build fair models that use savings and payment history to decide who can safely borrow.

**What you'll do**

- Build and validate credit risk models using savings and UPI transaction data
- Analyse repayment behaviour across regions and business types
- Check models for bias against particular groups of borrowers
- Explain model decisions to our credit and compliance teams

**What you'll learn**

- Credit risk modelling in a regulated environment
- Feature engineering on transaction data
- Monitoring models after they go live

**What we look for**

- Graduates or postgraduates in statistics, economics, computer science or similar
- Strong Python and SQL; know logistic regression and tree-based models well
- 0 to 2 years of experience; internships in analytics count`,
    skills: ['Python', 'SQL', 'scikit-learn', 'Statistics', 'Credit risk', 'pandas'],
    workMode: 'hybrid',
    cities: ['Pune'],
    partTime: false,
    openings: 1,
    ctc: { min: 800_000, max: 1_200_000 },
    perks: ['five-days-a-week', 'flexible-hours'],
    questions: [
      { question: 'Share a link to a data project or notebook you are proud of.', required: true },
      {
        question: 'How would you check whether a model treats two groups of people unfairly?',
        required: true,
      },
    ],
    applyInDays: 45,
    startInDays: 45,
    postedDaysAgo: 9,
  },
  {
    company: 'dhanrekha',
    kind: 'internship',
    title: 'Flutter Developer Intern',
    category: 'mobile-development',
    description: `The Dhanrekha app shows a shop owner their savings, loans and collections in three languages. Help us build new features and make the app clearer for first-time users.

**What you'll do**

- Build screens in Flutter for savings goals and loan repayment
- Add Marathi and Hindi translations and test them with real users
- Write widget and integration tests
- Work with designers and backend engineers in two-week sprints

**What you'll learn**

- Building a secure finance app: authentication, encryption and audit trails
- State management and clean architecture in Flutter
- Designing for people using a smartphone app for the first time

**What we look for**

- Students who have built at least one Flutter or Android app
- Basic Dart and Git
- Available to work from our Pune office three days a week`,
    skills: ['Flutter', 'Dart', 'Firebase', 'REST APIs', 'Git'],
    workMode: 'hybrid',
    cities: ['Pune'],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 15_000, max: 20_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'flexible-hours', 'free-snacks'],
    questions: [],
    applyInDays: 20,
    startInDays: 27,
    postedDaysAgo: 4,
  },
  {
    company: 'dhanrekha',
    kind: 'job',
    title: 'Customer Support Executive (Marathi and Hindi)',
    category: 'customer-support',
    description: `Our customers are shop owners, drivers and home-based businesses. When they have a question about savings or a loan, they deserve a clear answer in their own language.

**What you'll do**

- Answer calls and chats about savings, loan repayments and app problems
- Explain fees and interest plainly, never pushing a product
- Escalate complaints according to our grievance process and RBI rules
- Suggest improvements to help articles and app messages

**What you'll learn**

- How digital savings and lending products work
- Handling sensitive money questions with care
- Working within a regulated grievance redressal process

**What we look for**

- Graduates in any subject, fluent in Marathi and Hindi
- Calm and respectful on the phone
- Freshers welcome; full training provided`,
    skills: ['Marathi', 'Hindi', 'Customer service', 'Call handling', 'CRM'],
    workMode: 'office',
    cities: ['Pune', 'Nashik'],
    partTime: false,
    openings: 10,
    ctc: { min: 250_000, max: 320_000 },
    perks: ['five-days-a-week', 'informal-dress-code'],
    questions: [],
    applyInDays: 30,
    startInDays: null,
    postedDaysAgo: 13,
  },
  {
    company: 'dhanrekha',
    kind: 'internship',
    title: 'Business Development Intern (Merchant Onboarding)',
    category: 'sales',
    description: `Tea stalls, tailors and mobile repair shops are our customers. Help us sign them up and set up their first savings goal.

**What you'll do**

- Visit markets with a team lead and explain Dhanrekha to shop owners
- Help merchants install the app and link their UPI account
- Follow up a week later to check how they are using it
- Report the questions and doubts you hear most often

**What you'll learn**

- Selling a financial product responsibly
- How small businesses manage cash and credit
- Field sales planning and reporting

**What we look for**

- Students comfortable speaking Marathi or Hindi with strangers
- Own a smartphone and can travel within the city
- Available full-time for two months; travel costs are reimbursed`,
    skills: ['Field sales', 'Marathi', 'Hindi', 'Communication', 'UPI'],
    workMode: 'office',
    cities: ['Pune', 'Nagpur', 'Nashik'],
    partTime: false,
    openings: 12,
    durationMonths: 2,
    stipend: { min: 7_000, max: 9_000 },
    perks: ['certificate', 'letter-of-recommendation'],
    questions: [{ question: 'Which of Pune, Nagpur or Nashik can you work in?', required: true }],
    applyInDays: 10,
    startInDays: 17,
    postedDaysAgo: 1,
  },
  {
    company: 'dhanrekha',
    kind: 'job',
    title: 'Compliance Analyst',
    category: 'finance',
    description: `A fintech lives or dies by its compliance. Join our compliance team to keep Dhanrekha on the right side of RBI and partner bank requirements.

**What you'll do**

- Track new RBI circulars and summarise what they mean for our products
- Run KYC and anti-money-laundering checks and prepare monthly reports
- Review new product features and marketing copy for regulatory issues
- Support internal and partner bank audits

**What you'll learn**

- Digital lending guidelines, KYC and AML in practice
- Writing clear compliance notes for engineers and marketers
- How regulated businesses prepare for audits

**What we look for**

- Graduates in commerce, law or finance; CS or CA Intermediate is a plus
- Careful readers who enjoy detail
- 0 to 2 years of experience in banking, audit or compliance`,
    skills: ['Regulatory compliance', 'KYC', 'AML', 'Excel', 'Report writing'],
    workMode: 'office',
    cities: ['Pune', 'Mumbai'],
    partTime: false,
    openings: 1,
    ctc: { min: 450_000, max: 600_000 },
    perks: ['five-days-a-week'],
    questions: [],
    applyInDays: 35,
    startInDays: 42,
    postedDaysAgo: 16,
  },
  {
    company: 'dhanrekha',
    kind: 'internship',
    title: 'Backend Developer Intern (Java and Spring Boot)',
    category: 'software-development',
    description: `Our ledger service records every savings deposit and loan repayment. Learn to build backend systems where correctness is not optional.

**What you'll do**

- Build REST APIs in Java and Spring Boot for savings and repayment features
- Write unit and integration tests, including for failure cases
- Work on idempotency and retries for payments from partner banks
- Review logs and dashboards to spot problems early

**What you'll learn**

- Double-entry ledgers and how money is recorded in software
- Designing APIs that are safe to retry
- Security practices for financial data

**What we look for**

- Final-year computer science or IT students
- Good with Java and object-oriented design; some SQL
- Available full-time at our Baner office for six months`,
    skills: ['Java', 'Spring Boot', 'MySQL', 'REST APIs', 'JUnit'],
    workMode: 'office',
    cities: ['Pune'],
    partTime: false,
    openings: 3,
    durationMonths: 6,
    stipend: { min: 20_000, max: 25_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'five-days-a-week', 'free-snacks'],
    questions: [
      {
        question: 'What happens if a payment request is sent twice? How would you handle it?',
        required: true,
      },
    ],
    applyInDays: 20,
    startInDays: 30,
    postedDaysAgo: 22,
    status: 'paused',
  },

  // PulseGaon Health, Hyderabad
  {
    company: 'pulsegaon',
    kind: 'internship',
    title: 'Biomedical Engineering Intern',
    category: 'engineering',
    description: `Partner clinics use glucometers, ECG machines and pulse oximeters that were never designed to talk to software. Help us connect them.

**What you'll do**

- Test Bluetooth and USB connections between diagnostic devices and our clinic app
- Document device set-up and calibration steps for clinic staff
- Visit partner clinics to install devices and train staff
- Log device faults and work with vendors on fixes

**What you'll learn**

- Medical device standards and data formats
- How diagnostic devices are used in small clinics
- Working between engineering, doctors and field operations

**What we look for**

- Students of biomedical, electronics or instrumentation engineering
- Hands-on, curious and comfortable with basic electronics
- Able to travel to clinics around Hyderabad`,
    skills: ['Medical devices', 'Electronics', 'Bluetooth', 'Documentation', 'Troubleshooting'],
    workMode: 'office',
    cities: ['Hyderabad'],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 10_000, max: 12_000 },
    perks: ['certificate', 'letter-of-recommendation', 'five-days-a-week'],
    questions: [],
    applyInDays: 24,
    startInDays: 31,
    postedDaysAgo: 7,
  },
  {
    company: 'pulsegaon',
    kind: 'job',
    title: 'Medical Content Writer',
    category: 'content-writing',
    description: `Patients read our health articles to understand a diagnosis or prepare for a test. Every word must be accurate, kind and easy to follow.

**What you'll do**

- Write health articles and test guides, reviewed by our panel of doctors
- Rewrite lab reports into short, plain explanations for patients
- Work with translators on Telugu and Hindi versions
- Keep a library of articles up to date as guidelines change

**What you'll learn**

- Writing medical content responsibly and citing sources
- Working with doctors as reviewers
- Health literacy: what patients understand and what confuses them

**What we look for**

- Graduates in life sciences, pharmacy, nursing or a related field who write well
- Excellent English; Telugu or Hindi is a strong plus
- Freshers with writing samples are welcome`,
    skills: ['Medical writing', 'English', 'Research', 'SEO', 'Editing'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    ctc: { min: 300_000, max: 420_000 },
    perks: ['flexible-hours', 'five-days-a-week'],
    questions: [
      { question: 'Share two writing samples, ideally about health or science.', required: true },
    ],
    applyInDays: 30,
    startInDays: 37,
    postedDaysAgo: 20,
  },
  {
    company: 'pulsegaon',
    kind: 'job',
    title: 'Operations Associate (Lab Partner Network)',
    category: 'operations',
    description: `When a patient books a home blood test, a phlebotomist has to arrive on time and the sample has to reach a lab in good condition. Make that happen, every day.

**What you'll do**

- Coordinate daily sample collection schedules with partner labs
- Track turnaround times and follow up on late reports
- Visit labs to audit sample handling and train new staff
- Solve problems with patients and labs on the same day

**What you'll learn**

- Running field operations for a healthcare service
- Quality checks for sample collection and transport
- Using data to find and fix delays

**What we look for**

- Graduates in any subject; life sciences or pharmacy is a plus
- Comfortable speaking Telugu and English
- Willing to travel within your city and nearby towns`,
    skills: ['Operations', 'Telugu', 'Excel', 'Vendor management', 'Problem solving'],
    workMode: 'office',
    cities: ['Hyderabad', 'Vijayawada', 'Visakhapatnam'],
    partTime: false,
    openings: 5,
    ctc: { min: 320_000, max: 420_000 },
    perks: ['five-days-a-week'],
    questions: [],
    applyInDays: 25,
    startInDays: 32,
    postedDaysAgo: 4,
  },
  {
    company: 'pulsegaon',
    kind: 'job',
    title: 'Frontend Developer (React)',
    category: 'web-development',
    description: `Clinics run on our web app all day: appointments, prescriptions, lab reports and billing. We need a frontend developer to make it faster and easier for busy staff.

**What you'll do**

- Build React and TypeScript features for the clinic dashboard
- Improve accessibility and keyboard shortcuts for front-desk staff
- Make the app work well on old desktop computers and slow connections
- Write component tests and take part in code reviews

**What you'll learn**

- Building software for healthcare, where mistakes matter
- Designing complex forms that stay simple to use
- Performance work on a large single-page app

**What we look for**

- 0 to 2 years of experience with React, or a strong portfolio of projects
- Good HTML, CSS and JavaScript fundamentals
- Able to work from our Hyderabad or Chennai office three days a week`,
    skills: ['React', 'TypeScript', 'HTML', 'CSS', 'Accessibility', 'Testing Library'],
    workMode: 'hybrid',
    cities: ['Hyderabad', 'Chennai'],
    partTime: false,
    openings: 2,
    ctc: { min: 500_000, max: 800_000 },
    perks: ['five-days-a-week', 'flexible-hours', 'free-snacks'],
    questions: [
      {
        question: 'Share a link to a React project and tell us what you would improve in it.',
        required: true,
      },
    ],
    applyInDays: 40,
    startInDays: 47,
    postedDaysAgo: 11,
  },
  {
    company: 'pulsegaon',
    kind: 'internship',
    title: 'Healthcare Data Analyst Intern',
    category: 'data-science',
    description: `We want to know which towns wait longest for a doctor and which lab tests take too long to report. Help us find out, using anonymised data.

**What you'll do**

- Analyse consultation and lab data to find delays and gaps in coverage
- Build dashboards for our operations and medical teams
- Clean and document datasets so others can trust them
- Present a monthly summary of what changed and why

**What you'll learn**

- Working with health data privately and responsibly
- SQL, Python and dashboarding on real operational data
- Asking questions that lead to decisions, not only charts

**What we look for**

- Students of statistics, public health, computer science or engineering
- Comfortable with SQL and Python or R
- Able to work remotely and join our Tuesday team call`,
    skills: ['SQL', 'Python', 'Power BI', 'Data cleaning', 'Public health'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 12_000, max: 15_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'flexible-hours'],
    questions: [],
    applyInDays: 28,
    startInDays: 35,
    postedDaysAgo: 17,
  },
  {
    company: 'pulsegaon',
    kind: 'internship',
    title: 'Patient Support Intern (Telugu)',
    category: 'customer-support',
    description: `Many of our patients are booking a doctor online for the first time, often for an elderly parent. Help them through it, kindly and clearly.

**What you'll do**

- Help patients book consultations and lab tests over phone and WhatsApp
- Remind patients about appointments and sample collection times
- Explain how to join a video consultation on a basic smartphone
- Pass medical questions to doctors, never answering them yourself

**What you'll learn**

- Patient communication and privacy basics
- How teleconsultation and diagnostic services run
- Support tools, call scripts and escalation paths

**What we look for**

- Students fluent in Telugu, with working English or Hindi
- Patient and warm on the phone
- Available full-time at our Madhapur office for three months`,
    skills: ['Telugu', 'Customer support', 'Communication', 'WhatsApp Business'],
    workMode: 'office',
    cities: ['Hyderabad'],
    partTime: false,
    openings: 6,
    durationMonths: 3,
    stipend: { min: 8_000, max: 9_000 },
    perks: ['certificate', 'five-days-a-week', 'free-snacks'],
    questions: [{ question: 'Can you read and write Telugu comfortably?', required: true }],
    applyInDays: 14,
    startInDays: null,
    postedDaysAgo: 2,
  },

  // Chaupar Creative, Jaipur
  {
    company: 'chaupar-creative',
    kind: 'internship',
    title: 'Content Writing Intern',
    category: 'content-writing',
    description: `Write for hotels, handicraft brands and coaching institutes, and learn how agency writing works when a client is waiting.

**What you'll do**

- Write blog posts, website pages and product descriptions for our clients
- Research each topic properly before you write a word
- Edit your drafts after feedback from our senior writers
- Learn to write for search without sounding like a robot

**What you'll learn**

- Writing to a brief, a word count and a deadline
- SEO basics: keywords, headings and internal links
- Taking feedback without taking it personally

**What we look for**

- Students from any background who write clear, correct English
- Curious readers who enjoy research
- Available about 20 hours a week from home for two months`,
    skills: ['English writing', 'SEO', 'Research', 'WordPress', 'Editing'],
    workMode: 'remote',
    cities: [],
    partTime: true,
    openings: 5,
    durationMonths: 2,
    stipend: { min: 5_000, max: 6_000 },
    perks: ['certificate', 'flexible-hours', 'letter-of-recommendation'],
    questions: [{ question: 'Share a link to something you have written.', required: true }],
    applyInDays: 7,
    startInDays: null,
    postedDaysAgo: 1,
  },
  {
    company: 'chaupar-creative',
    kind: 'job',
    title: 'SEO Executive',
    category: 'marketing',
    description: `Our clients want to be found when someone searches for a heritage hotel in Jaipur or block-printed bedsheets. Help them get there honestly.

**What you'll do**

- Run keyword research and plan content with our writers
- Fix technical SEO issues on client websites
- Set up and read Search Console and Analytics reports
- Build links through genuine outreach, never spam

**What you'll learn**

- SEO across different industries and website platforms
- Explaining results to clients in plain language
- Planning a six-month search strategy

**What we look for**

- Graduates with 0 to 2 years of experience in SEO or digital marketing
- Familiar with Google Search Console and at least one SEO tool
- Able to work from our Jaipur office`,
    skills: ['SEO', 'Google Search Console', 'Google Analytics', 'Keyword research', 'WordPress'],
    workMode: 'office',
    cities: ['Jaipur'],
    partTime: false,
    openings: 1,
    ctc: { min: 250_000, max: 360_000 },
    perks: ['five-days-a-week', 'informal-dress-code'],
    questions: [],
    applyInDays: 30,
    startInDays: 37,
    postedDaysAgo: 8,
  },
  {
    company: 'chaupar-creative',
    kind: 'internship',
    title: 'Graphic Design Intern',
    category: 'design',
    description: `From hotel menus to Instagram carousels for a pickle brand, our design team makes dozens of pieces a week. Join them and build a portfolio fast.

**What you'll do**

- Design social media posts, carousels and ad creatives
- Create print material such as brochures, menus and packaging labels
- Adapt designs for Hindi and English layouts
- Present your work in client reviews

**What you'll learn**

- Working to brand guidelines for many clients at once
- Typography and layout for both Devanagari and Latin scripts
- Preparing files for print and for the web

**What we look for**

- Students with a portfolio of graphic design work
- Comfortable with Photoshop, Illustrator or Figma
- Available full-time at our Jaipur office for three months`,
    skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Figma', 'Typography', 'Canva'],
    workMode: 'office',
    cities: ['Jaipur'],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'informal-dress-code', 'free-snacks'],
    questions: [{ question: 'Share a link to your portfolio.', required: true }],
    applyInDays: 15,
    startInDays: 22,
    postedDaysAgo: 5,
  },
  {
    company: 'chaupar-creative',
    kind: 'internship',
    title: 'Social Media Intern (Instagram and YouTube Shorts)',
    category: 'marketing',
    description: `Short videos are how our clients reach new customers. Help us plan, shoot and post them for brands across Rajasthan.

**What you'll do**

- Plan weekly content calendars for two or three client accounts
- Write hooks and captions in Hindi and English
- Edit reels and Shorts on your phone or laptop
- Track views, saves and follows, and suggest what to try next

**What you'll learn**

- Short-form video strategy for small businesses
- Managing client accounts and approvals
- Reading platform analytics

**What we look for**

- Students who already make or edit short videos for fun
- Good with CapCut, InShot or a similar app
- Available to work from home for three months`,
    skills: ['Instagram', 'YouTube Shorts', 'CapCut', 'Hindi', 'Copywriting'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 3,
    durationMonths: 3,
    stipend: { min: 6_000, max: 8_000 },
    perks: ['certificate', 'flexible-hours'],
    questions: [],
    applyInDays: 12,
    startInDays: 19,
    postedDaysAgo: 12,
  },
  {
    company: 'chaupar-creative',
    kind: 'job',
    title: 'Client Servicing Executive',
    category: 'sales',
    description: `You will be the link between our clients and our creative team: the person who understands what a client needs and makes sure we deliver it.

**What you'll do**

- Manage day-to-day communication with five to eight client accounts
- Write clear briefs for writers and designers
- Share monthly reports and plan the next month with clients
- Pitch new services to existing clients when they fit

**What you'll learn**

- Account management in a busy agency
- Writing briefs that save everyone time
- Growing a client relationship over years, not weeks

**What we look for**

- Graduates with strong spoken and written English and Hindi
- Organised, calm and good with follow-ups
- Freshers and people with up to two years of experience`,
    skills: ['Client servicing', 'Communication', 'Project coordination', 'Google Sheets'],
    workMode: 'office',
    cities: ['Jaipur'],
    partTime: false,
    openings: 1,
    ctc: { min: 280_000, max: 360_000 },
    perks: ['five-days-a-week', 'informal-dress-code'],
    questions: [],
    applyInDays: 21,
    startInDays: 28,
    postedDaysAgo: 24,
  },
  {
    company: 'chaupar-creative',
    kind: 'internship',
    title: 'Hindi Scriptwriting Intern (YouTube)',
    category: 'content-writing',
    description: `A coaching institute and a travel brand want YouTube videos that people watch till the end. Write the scripts with us.

**What you'll do**

- Research topics and write scripts for five- to ten-minute Hindi videos
- Write short, punchy scripts for Shorts and reels
- Sit in on shoots and adjust scripts on the spot
- Study audience retention graphs and rewrite what does not work

**What you'll learn**

- Scriptwriting for the ear, not the page
- Structuring a video so viewers stay
- Working closely with presenters and editors

**What we look for**

- Students who write natural, conversational Hindi
- People who watch a lot of YouTube and know why they click
- Available from home for three months`,
    skills: ['Hindi writing', 'Scriptwriting', 'YouTube', 'Research'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 7_000, max: 9_000 },
    perks: ['certificate', 'flexible-hours'],
    questions: [
      {
        question: 'Share a script or a video you have written, in Hindi if possible.',
        required: true,
      },
    ],
    applyInDays: 4,
    startInDays: 10,
    postedDaysAgo: 30,
    status: 'closed',
  },

  // TezRaah Logistics, Ahmedabad
  {
    company: 'tezraah',
    kind: 'internship',
    title: 'Supply Chain Operations Intern',
    category: 'operations',
    description: `Spend three months inside a working logistics business, from the dispatch desk to the warehouse floor.

**What you'll do**

- Track consignments and follow up on delays with drivers and branches
- Help plan daily truck loading at one of our warehouses
- Measure dwell times and suggest ways to cut them
- Prepare a short project report for the branch manager

**What you'll learn**

- How line-haul trucking and warehousing actually run
- Key metrics: turnaround time, fill rate and on-time delivery
- Working with drivers, loaders and clients with very different needs

**What we look for**

- BBA, MBA or engineering students interested in supply chain
- Comfortable with Excel and speaking Gujarati or Hindi
- Ready to spend time at warehouses, including some early mornings`,
    skills: ['Supply chain', 'Excel', 'Gujarati', 'Hindi', 'Data analysis'],
    workMode: 'office',
    cities: ['Ahmedabad', 'Surat', 'Vadodara', 'Indore'],
    partTime: false,
    openings: 6,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'letter-of-recommendation'],
    questions: [{ question: 'Which of our four cities can you work in?', required: true }],
    applyInDays: 18,
    startInDays: 25,
    postedDaysAgo: 6,
  },
  {
    company: 'tezraah',
    kind: 'internship',
    title: 'Mechanical Engineering Intern (Fleet Maintenance)',
    category: 'engineering',
    description: `Our 240 trucks run day and night. A truck that breaks down on the highway costs a client their delivery and a driver their sleep. Help us prevent that.

**What you'll do**

- Work with our workshop team on preventive maintenance schedules
- Analyse breakdown records to find common causes
- Track tyre wear and fuel efficiency across the fleet
- Help evaluate telematics devices for engine monitoring

**What you'll learn**

- Heavy vehicle maintenance in practice
- Using data to plan maintenance before things fail
- How a fleet workshop is managed

**What we look for**

- Mechanical or automobile engineering students
- Comfortable getting your hands dirty in a workshop
- Available full-time at our Changodar depot, Ahmedabad`,
    skills: ['Automobile engineering', 'Preventive maintenance', 'Excel', 'Root cause analysis'],
    workMode: 'office',
    cities: ['Ahmedabad'],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 10_000, max: 12_000 },
    perks: ['certificate', 'letter-of-recommendation', 'five-days-a-week'],
    questions: [],
    applyInDays: 30,
    startInDays: 37,
    postedDaysAgo: 10,
  },
  {
    company: 'tezraah',
    kind: 'job',
    title: 'Graduate Engineer Trainee (Warehouse Automation)',
    category: 'engineering',
    description: `We are adding conveyors, barcode scanning and racking systems to our warehouses. Join as a graduate engineer trainee and help design and run them.

**What you'll do**

- Support the installation of conveyors, scanners and racking at two warehouses
- Map current workflows and measure time spent on each step
- Work with vendors on layout drawings and commissioning
- Train warehouse staff on new equipment and safety routines

**What you'll learn**

- Warehouse layout, material handling and automation
- Project management on a live site
- Safety standards for industrial equipment

**What we look for**

- B.E. or B.Tech graduates in mechanical, industrial or production engineering
- Comfortable with AutoCAD and Excel
- Willing to work on site and move between Ahmedabad and Vadodara`,
    skills: [
      'AutoCAD',
      'Material handling',
      'Industrial engineering',
      'Project management',
      'Excel',
    ],
    workMode: 'office',
    cities: ['Ahmedabad', 'Vadodara'],
    partTime: false,
    openings: 3,
    ctc: { min: 400_000, max: 550_000 },
    perks: ['five-days-a-week'],
    questions: [
      {
        question: 'Tell us about a project where you built or fixed something physical.',
        required: true,
      },
    ],
    applyInDays: 45,
    startInDays: 45,
    postedDaysAgo: 3,
  },
  {
    company: 'tezraah',
    kind: 'job',
    title: 'HR Executive (Driver Hiring and Onboarding)',
    category: 'hr',
    description: `Good drivers are the heart of a logistics company. Help us hire them, look after them and keep them with us.

**What you'll do**

- Source and screen drivers and helpers through referrals, agencies and job fairs
- Verify licences and documents, and arrange medical checks
- Run induction sessions on safety, routes and company policies
- Handle attendance, leave and grievances for field staff

**What you'll learn**

- Blue-collar hiring and retention, which most HR courses skip
- Labour law and compliance for transport businesses
- Building trust with a workforce that is always on the road

**What we look for**

- Graduates or MBA (HR) freshers with up to two years of experience
- Fluent in Gujarati and Hindi
- Comfortable spending time at depots, not only at a desk`,
    skills: ['Recruitment', 'Gujarati', 'Hindi', 'Onboarding', 'Labour law'],
    workMode: 'office',
    cities: ['Ahmedabad'],
    partTime: false,
    openings: 1,
    ctc: { min: 300_000, max: 400_000 },
    perks: ['five-days-a-week'],
    questions: [],
    applyInDays: 25,
    startInDays: null,
    postedDaysAgo: 15,
  },
  {
    company: 'tezraah',
    kind: 'internship',
    title: 'Finance Intern (Freight Billing)',
    category: 'finance',
    description: `Every consignment ends in an invoice. Help our accounts team bill clients correctly and collect payments on time.

**What you'll do**

- Prepare freight invoices from trip records and rate cards
- Match payments received against invoices
- Follow up on overdue payments with clients, politely
- Help prepare GST returns and e-way bill records

**What you'll learn**

- Billing and receivables in a logistics business
- GST and e-way bills in daily practice
- Working with Tally and large Excel sheets

**What we look for**

- B.Com or BBA students, or CA and CMA students
- Careful with numbers and deadlines
- Available full-time at our Ahmedabad head office`,
    skills: ['Tally', 'Excel', 'GST', 'Accounts receivable', 'E-way bills'],
    workMode: 'office',
    cities: ['Ahmedabad'],
    partTime: false,
    openings: 2,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'five-days-a-week'],
    questions: [],
    applyInDays: 14,
    startInDays: 21,
    postedDaysAgo: 9,
  },
  {
    company: 'tezraah',
    kind: 'internship',
    title: 'Python Developer Intern (Route Optimisation)',
    category: 'software-development',
    description: `We are building our own route-planning tool to replace a wall of spreadsheets. Help us write the code that decides which truck goes where.

**What you'll do**

- Write Python code to plan routes and loads using real trip data
- Try out optimisation libraries such as OR-Tools and compare results
- Build a simple internal web page for dispatchers to review plans
- Check your plans with dispatchers and learn why some look wrong to them

**What you'll learn**

- Vehicle routing problems in practice, not only in textbooks
- Working with messy operational data
- Building tools for non-technical colleagues

**What we look for**

- Computer science, maths or industrial engineering students
- Good with Python; some exposure to algorithms or optimisation
- Able to work remotely, with a visit to Ahmedabad in the first week`,
    skills: ['Python', 'OR-Tools', 'pandas', 'Algorithms', 'Flask'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 15_000, max: 18_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'flexible-hours'],
    questions: [
      { question: 'Share a link to a Python project on GitHub or similar.', required: true },
      {
        question: 'Have you studied graph algorithms or linear programming? Where?',
        required: false,
      },
    ],
    applyInDays: 21,
    startInDays: 28,
    postedDaysAgo: 5,
  },

  // Prodip Pathshala Trust, Kolkata
  {
    company: 'prodip-pathshala',
    kind: 'internship',
    title: 'Teaching Volunteer Intern (Maths and English)',
    category: 'teaching',
    description: `Teach a small group of children at one of our evening learning centres in Kolkata or Howrah. This is an unpaid internship; we cover local travel.

**What you'll do**

- Teach reading and arithmetic to groups of six to eight children, Classes 3 to 8
- Use our lesson plans, games and worksheets, and adapt them to your group
- Record each child's reading level every two weeks
- Join the monthly science day and parent meetings

**What you'll learn**

- Teaching first-generation learners with patience and structure
- Foundational literacy and numeracy methods
- How a small non-profit runs on very little

**What we look for**

- Students from any background who can commit three evenings a week
- Comfortable speaking Bengali or Hindi
- Kind, reliable and happy to be around noisy children`,
    skills: ['Teaching', 'Bengali', 'Hindi', 'Patience', 'Lesson planning'],
    workMode: 'office',
    cities: ['Kolkata'],
    partTime: true,
    openings: 20,
    durationMonths: 2,
    stipend: null,
    perks: ['certificate', 'letter-of-recommendation', 'flexible-hours'],
    questions: [{ question: 'Which evenings of the week can you teach?', required: true }],
    applyInDays: 30,
    startInDays: null,
    postedDaysAgo: 3,
  },
  {
    company: 'prodip-pathshala',
    kind: 'internship',
    title: 'Online English Tutor Intern',
    category: 'teaching',
    description: `Some of our older children want to speak English with confidence. Tutor them online, one to one or in pairs. This is an unpaid internship.

**What you'll do**

- Hold two 45-minute video sessions a week with one or two children
- Practise conversation, reading aloud and simple writing
- Follow our spoken English course and note each child's progress
- Share a short update with our centre coordinator every month

**What you'll learn**

- One-to-one tutoring and building a child's confidence
- Teaching a language to a beginner
- Working with a non-profit team remotely

**What we look for**

- Students or young professionals who speak clear English
- Basic Bengali or Hindi helps but is not required
- Able to commit for three months from home, on weekday evenings`,
    skills: ['Spoken English', 'Tutoring', 'Video calls', 'Patience'],
    workMode: 'remote',
    cities: [],
    partTime: true,
    openings: 15,
    durationMonths: 3,
    stipend: null,
    perks: ['certificate', 'letter-of-recommendation', 'flexible-hours'],
    questions: [],
    applyInDays: 45,
    startInDays: 52,
    postedDaysAgo: 21,
  },
  {
    company: 'prodip-pathshala',
    kind: 'job',
    title: 'Programme Coordinator',
    category: 'operations',
    description: `Run three of our learning centres: the teachers, the volunteers, the supplies and the relationship with each community.

**What you'll do**

- Visit each centre every week and support teachers and volunteers
- Track attendance and learning levels, and act when they drop
- Organise parent meetings and the monthly science day
- Prepare simple monthly reports for donors

**What you'll learn**

- Running a community education programme on the ground
- Measuring learning outcomes with limited tools
- Working with families, schools and local leaders

**What we look for**

- Graduates in social work, education or any subject, with a love for children
- Fluent in Bengali and Hindi
- Freshers with volunteering experience are welcome`,
    skills: ['Programme management', 'Bengali', 'Hindi', 'Community engagement', 'Reporting'],
    workMode: 'office',
    cities: ['Kolkata'],
    partTime: false,
    openings: 1,
    ctc: { min: 300_000, max: 360_000 },
    perks: ['flexible-hours', 'informal-dress-code'],
    questions: [
      { question: 'Tell us about time you have spent working with children.', required: true },
    ],
    applyInDays: 35,
    startInDays: 42,
    postedDaysAgo: 14,
  },
  {
    company: 'prodip-pathshala',
    kind: 'internship',
    title: 'Fundraising and Communications Intern',
    category: 'marketing',
    description: `Help our donors see what their support makes possible, without turning children into sad photographs.

**What you'll do**

- Write stories from our centres for our newsletter and social media
- Help plan a small crowdfunding campaign for a new centre library
- Update our donor database and send thank-you notes
- Take photographs at centres, following our consent and dignity policy

**What you'll learn**

- Ethical storytelling for a non-profit
- Running a crowdfunding campaign from plan to report
- Donor communication and basic CRM use

**What we look for**

- Students of mass communication, social work or any subject who write well
- Comfortable with Canva and social media
- Able to visit our Kolkata office and centres twice a week`,
    skills: ['Writing', 'Fundraising', 'Canva', 'Social media', 'Photography'],
    workMode: 'hybrid',
    cities: ['Kolkata'],
    partTime: false,
    openings: 1,
    durationMonths: 3,
    stipend: { min: 4_000, max: 6_000 },
    perks: ['certificate', 'letter-of-recommendation', 'flexible-hours'],
    questions: [],
    applyInDays: 20,
    startInDays: 27,
    postedDaysAgo: 7,
  },

  // Thinnai Design Studio, Chennai
  {
    company: 'thinnai-studio',
    kind: 'internship',
    title: 'UI/UX Design Intern',
    category: 'design',
    description: `Work on real client projects, from a bank's onboarding app to a temple town's tourism website, alongside our senior designers.

**What you'll do**

- Research users with interviews and quick usability tests
- Create wireframes, flows and high-fidelity screens in Figma
- Build clickable prototypes for client reviews
- Present your own work to clients with your mentor beside you

**What you'll learn**

- A full UX process on projects with real deadlines
- Designing for bilingual interfaces in Tamil and English
- Explaining design decisions to people who are not designers

**What we look for**

- Design students or self-taught designers with a UX case study
- Comfortable in Figma
- Able to come to our Alwarpet studio three days a week`,
    skills: ['Figma', 'User research', 'Wireframing', 'Prototyping', 'UI design'],
    workMode: 'hybrid',
    cities: ['Chennai'],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 12_000, max: 15_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'informal-dress-code', 'free-snacks'],
    questions: [
      { question: 'Share a link to your portfolio with at least one case study.', required: true },
    ],
    applyInDays: 25,
    startInDays: 32,
    postedDaysAgo: 8,
  },
  {
    company: 'thinnai-studio',
    kind: 'job',
    title: 'Junior Visual Designer',
    category: 'design',
    description: `Join a small studio where a junior designer works on identities, packaging and campaigns, not only on resizing banners.

**What you'll do**

- Develop brand identities, from sketches to final guidelines
- Design packaging and labels, and check printed proofs at the press
- Create campaign visuals for print and digital
- Keep project files organised so anyone can pick them up

**What you'll learn**

- Identity and packaging design from brief to print
- Tamil and English typography side by side
- Working directly with clients and printers

**What we look for**

- Graduates in visual communication or fine arts, or self-taught designers
- Strong in Illustrator and InDesign; hand sketching is a plus
- 0 to 2 years of experience, with a portfolio that shows your thinking`,
    skills: ['Adobe Illustrator', 'Adobe InDesign', 'Branding', 'Packaging design', 'Typography'],
    workMode: 'office',
    cities: ['Chennai'],
    partTime: false,
    openings: 1,
    ctc: { min: 360_000, max: 480_000 },
    perks: ['five-days-a-week', 'informal-dress-code', 'free-snacks'],
    questions: [{ question: 'Share a link to your portfolio.', required: true }],
    applyInDays: 30,
    startInDays: 37,
    postedDaysAgo: 13,
  },
  {
    company: 'thinnai-studio',
    kind: 'internship',
    title: 'Webflow Developer Intern',
    category: 'web-development',
    description: `We design websites for our clients, and we need someone who can build them cleanly in Webflow and hand-written code.

**What you'll do**

- Build client websites in Webflow from our Figma designs
- Add interactions and animations that stay subtle and fast
- Make every page responsive and accessible
- Write small custom scripts and CSS where Webflow falls short

**What you'll learn**

- Turning a designer's file into a pixel-perfect website
- Web performance and accessibility checks
- Handing a site over so a client can edit it themselves

**What we look for**

- Students comfortable with HTML, CSS and some JavaScript
- Webflow experience is a plus; we will teach you the rest
- Able to work remotely and join a weekly review call`,
    skills: ['Webflow', 'HTML', 'CSS', 'JavaScript', 'Responsive design'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 1,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'flexible-hours'],
    questions: [],
    applyInDays: 15,
    startInDays: 22,
    postedDaysAgo: 4,
  },
  {
    company: 'thinnai-studio',
    kind: 'internship',
    title: 'Copywriting Intern (Brand Voice)',
    category: 'content-writing',
    description: `Good design needs good words. Write names, taglines, packaging copy and website text for our client brands.

**What you'll do**

- Help name new products and write taglines
- Write packaging copy, website pages and brand guidelines
- Research each client's customers and competitors
- Work side by side with designers on every project

**What you'll learn**

- Defining a brand's voice and keeping it consistent
- Writing short: every word earning its place
- Presenting copy to clients and defending your choices

**What we look for**

- Students who write sharp, playful English; Tamil is a big plus
- Readers of ads, packaging and signboards, who notice good lines
- Available full-time at our Chennai studio for three months`,
    skills: ['Copywriting', 'English', 'Tamil', 'Branding', 'Research'],
    workMode: 'office',
    cities: ['Chennai'],
    partTime: false,
    openings: 1,
    durationMonths: 3,
    stipend: { min: 8_000, max: 10_000 },
    perks: ['certificate', 'informal-dress-code', 'free-snacks'],
    questions: [
      { question: 'Write a one-line tagline for a filter coffee brand.', required: true },
    ],
    applyInDays: 18,
    startInDays: 25,
    postedDaysAgo: 16,
  },

  // Nukkad Labs, remote-first
  {
    company: 'nukkad-labs',
    kind: 'job',
    title: 'Junior Frontend Developer',
    category: 'web-development',
    description: `Build web apps for co-operatives, clinics and small businesses across India, from anywhere in India.

**What you'll do**

- Build features in React and TypeScript for two or three client projects
- Turn Figma designs into accessible, responsive interfaces
- Write tests and respond to code review
- Join short client calls to demo your work

**What you'll learn**

- Working remotely and in writing: proposals, pull requests and updates
- Building for many clients with different needs
- A solid front-end stack, from components to deployment

**What we look for**

- Freshers or developers with up to two years of experience
- Good with JavaScript, HTML and CSS; React experience is a plus
- Self-driven, with a quiet place to work and reliable internet`,
    skills: ['React', 'TypeScript', 'CSS', 'Git', 'Accessibility'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    ctc: { min: 450_000, max: 650_000 },
    perks: ['flexible-hours', 'five-days-a-week', 'informal-dress-code'],
    questions: [
      { question: 'Share a link to your GitHub profile or a project you built.', required: true },
    ],
    applyInDays: 30,
    startInDays: 37,
    postedDaysAgo: 6,
  },
  {
    company: 'nukkad-labs',
    kind: 'internship',
    title: 'Mobile App Developer Intern (Flutter)',
    category: 'mobile-development',
    description: `We are building a Flutter app for a dairy co-operative, so farmers can see milk collection and payments on their phones. Help us ship it.

**What you'll do**

- Build screens and offline storage in Flutter
- Connect the app to our REST APIs and handle poor connections
- Test with co-operative staff over video calls and fix what confuses them
- Write clear pull requests and review notes

**What you'll learn**

- Building a real app for rural users from start to release
- Remote teamwork and asynchronous communication
- Publishing to the Play Store

**What we look for**

- Students who have built something in Flutter, even a small app
- Basic Dart and Git
- Comfortable working from home with our core hours of 11 am to 4 pm`,
    skills: ['Flutter', 'Dart', 'SQLite', 'REST APIs', 'Git'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 12_000, max: 15_000 },
    ppo: true,
    perks: ['certificate', 'job-offer', 'flexible-hours'],
    questions: [],
    applyInDays: 20,
    startInDays: 27,
    postedDaysAgo: 2,
  },
  {
    company: 'nukkad-labs',
    kind: 'job',
    title: 'Junior DevOps Engineer',
    category: 'software-development',
    description: `We host a dozen client apps on a modest budget. Help us keep them running, patched and backed up, with as little drama as possible.

**What you'll do**

- Maintain Docker-based deployments and CI pipelines on GitHub Actions
- Set up monitoring, alerts and automated backups for client apps
- Keep servers patched and write runbooks for common problems
- Help developers debug issues in staging and production

**What you'll learn**

- Running production systems for many small clients
- Linux, networking and PostgreSQL operations
- Writing infrastructure that others can understand

**What we look for**

- Freshers or engineers with up to two years of experience
- Comfortable on the Linux command line; some Docker experience
- Calm under pressure and careful with other people's data`,
    skills: ['Linux', 'Docker', 'GitHub Actions', 'PostgreSQL', 'Bash', 'Nginx'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 1,
    ctc: { min: 500_000, max: 750_000 },
    perks: ['flexible-hours', 'five-days-a-week'],
    questions: [{ question: 'Describe a server or deployment problem you fixed.', required: true }],
    applyInDays: 35,
    startInDays: 42,
    postedDaysAgo: 10,
  },
  {
    company: 'nukkad-labs',
    kind: 'internship',
    title: 'People Operations Intern',
    category: 'hr',
    description: `Keeping a remote team connected takes deliberate work. Help us hire well, onboard smoothly and look after people we rarely see in person.

**What you'll do**

- Coordinate interviews across time zones and keep candidates informed
- Improve our onboarding guide and run first-week check-ins
- Organise online team events and plan the yearly meet-up
- Run short pulse surveys and summarise what people say

**What you'll learn**

- HR practices for a remote-first company
- Writing clear policies and guides
- Handling confidential information with care

**What we look for**

- Students of HR, psychology or any subject who like people and organisation
- Clear writers in English
- Available about 20 hours a week from home for three months`,
    skills: ['Recruitment', 'Onboarding', 'Notion', 'Communication', 'Google Workspace'],
    workMode: 'remote',
    cities: [],
    partTime: true,
    openings: 1,
    durationMonths: 3,
    stipend: { min: 6_000, max: 8_000 },
    perks: ['certificate', 'flexible-hours', 'letter-of-recommendation'],
    questions: [],
    applyInDays: 14,
    startInDays: 21,
    postedDaysAgo: 19,
  },
  {
    company: 'nukkad-labs',
    kind: 'job',
    title: 'Project Coordinator (Client Delivery)',
    category: 'operations',
    description: `Keep our client projects on track: the plans, the timelines, the updates and the small problems before they turn into big ones.

**What you'll do**

- Plan sprints with developers and keep the project board up to date
- Send weekly written updates to clients
- Track hours and budgets for each project
- Run user acceptance testing with clients before each release

**What you'll learn**

- Project management for software teams
- Agile practices without the jargon
- Managing client expectations in writing

**What we look for**

- Graduates with 0 to 2 years of experience in coordination or operations
- Excellent written English and organised habits
- Comfortable with tools like Notion, Jira or Trello`,
    skills: ['Project management', 'Jira', 'Notion', 'Communication', 'Agile'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 1,
    ctc: { min: 400_000, max: 550_000 },
    perks: ['flexible-hours', 'five-days-a-week', 'informal-dress-code'],
    questions: [],
    applyInDays: 28,
    startInDays: 35,
    postedDaysAgo: 11,
  },
];
