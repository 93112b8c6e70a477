import type pg from 'pg';

/**
 * Fills PostgreSQL with a realistic Indian jobs market, generated inside the database so a
 * million rows take minutes, not hours. Shares follow Internshala's 2023 figures where known:
 * Delhi NCR 34 %, Mumbai 16 %, Bengaluru 10 %, Pune 5 % of office roles; about half work from
 * home; stipends centred near ₹8,000 a month; 15 % of listings open. One title in each of
 * content writing, sales and teaching is written in Hindi (about 4 % of listings), so Hindi
 * searches meet Hindi listings as well as English ones.
 */
const COMPANIES = 20_000;
const BATCH = 100_000;

export const CITY_WEIGHTS: [string, number][] = [
  ['Delhi NCR', 34],
  ['Mumbai', 16],
  ['Bengaluru', 10],
  ['Pune', 5],
  ['Hyderabad', 5],
  ['Chennai', 4],
  ['Kolkata', 4],
  ['Jaipur', 3],
  ['Ahmedabad', 3],
  ['Chandigarh', 2],
  ['Kochi', 2],
  ['Indore', 2],
  ['Lucknow', 2],
  ['Bhopal', 1],
  ['Nagpur', 1],
  ['Coimbatore', 1],
  ['Surat', 1],
  ['Vadodara', 1],
  ['Bhubaneswar', 1],
  ['Guwahati', 1],
  ['Dehradun', 1],
];

export const TITLES: Record<string, string[]> = {
  'web-development': [
    'Web Developer',
    'React Developer',
    'Frontend Developer',
    'Full Stack Developer',
    'WordPress Developer',
  ],
  'software-development': [
    'Software Developer',
    'Backend Developer',
    'Java Developer',
    'Python Developer',
    'QA Engineer',
  ],
  'mobile-development': [
    'Android Developer',
    'Flutter Developer',
    'iOS Developer',
    'React Native Developer',
  ],
  'data-science': ['Data Analyst', 'Data Science', 'Machine Learning', 'Business Analyst'],
  marketing: [
    'Digital Marketing',
    'Social Media Marketing',
    'SEO',
    'Performance Marketing',
    'Brand Marketing',
  ],
  design: ['Graphic Design', 'UI/UX Design', 'Video Editing', 'Motion Graphics'],
  'content-writing': [
    'Content Writing',
    'Copywriting',
    'Technical Writing',
    'Hindi Content Writing',
    'हिंदी कंटेंट राइटर',
  ],
  finance: ['Finance', 'Accounts', 'Investment Research', 'Tax Assistant'],
  sales: [
    'Business Development',
    'Inside Sales',
    'Field Sales',
    'Sales Associate',
    'टेलीकॉलर (हिंदी)',
  ],
  hr: ['Human Resources', 'Talent Acquisition', 'HR Operations'],
  operations: ['Operations', 'Supply Chain', 'Customer Operations', 'Logistics Coordinator'],
  teaching: [
    'Mathematics Teacher',
    'English Tutor',
    'Science Teaching',
    'Online Tutor',
    'हिंदी शिक्षक',
  ],
  'customer-support': ['Customer Support', 'Customer Success', 'Technical Support'],
  engineering: [
    'Mechanical Engineering',
    'Civil Engineering',
    'Electrical Engineering',
    'Design Engineer',
  ],
};

export const SKILLS = [
  'Python',
  'JavaScript',
  'React',
  'Node.js',
  'Java',
  'SQL',
  'Excel',
  'Communication',
  'Canva',
  'Figma',
  'SEO',
  'Photoshop',
  'Tally',
  'Flutter',
  'Kotlin',
  'AutoCAD',
  'Power BI',
  'Django',
  'MS Office',
  'English Proficiency',
  'Hindi Proficiency',
  'Social Media',
  'Sales',
  'Negotiation',
];

const sqlArray = (values: string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;

function cityCase(): string {
  const total = CITY_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let upTo = 0;
  const whens = CITY_WEIGHTS.map(([city, weight]) => {
    upTo += weight / total;
    return `when r_city < ${upTo.toFixed(4)} then '${city}'`;
  });
  return `case ${whens.join(' ')} else 'Delhi NCR' end`;
}

export async function seedCompanies(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into companies (id, name, about, industry, city, website, verified)
    select gen_random_uuid(),
      (array['Kirana','Vidya','Tez','Sutra','Dhan','Pulse','Nukkad','Chai','Desi','Udaan'])[1 + g % 10]
        || ' ' || (array['Labs','Tech','Works','Solutions','Ventures','Digital','Systems','Studio'])[1 + (g / 10) % 8]
        || ' ' || g,
      'A growing Indian company hiring students and freshers.', 'Technology',
      (array['Bengaluru','Mumbai','Delhi NCR','Pune','Hyderabad'])[1 + g % 5],
      'https://company' || g || '.example', g % 3 <> 0
    from generate_series(1, ${COMPANIES}) as g`);
  // A numbered view of the companies lets each generated job pick one by arithmetic.
  await pool.query(`create table bench_companies as
    select row_number() over (order by id)::int as n, id from companies`);
  await pool.query('alter table bench_companies add primary key (n)');
}

export async function dropSeedHelpers(pool: pg.Pool): Promise<void> {
  await pool.query('drop table if exists bench_companies');
}

function batchSql(from: number, to: number): string {
  const categories = Object.keys(TITLES);
  const titleCase = categories
    .map(
      (c, i) =>
        `when ${i} then ${sqlArray(TITLES[c] as string[])}[1 + floor(random() * ${(TITLES[c] as string[]).length})::int]`,
    )
    .join(' ');
  return `
    with picks as (
      select g,
        floor(random() * ${categories.length})::int as cat,
        random() < 0.7 as is_internship,
        random() as r_mode, random() as r_city, random() as r_status, random() as r_pay,
        sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as z,
        (1 + (g::bigint * 7919) % ${COMPANIES})::int as company_n
      from generate_series(${from}, ${to}) as g
    ), shaped as (
      select p.*,
        ${sqlArray(categories)}[cat + 1] as category,
        (case cat ${titleCase} end) || case when is_internship then ' Intern' else '' end as title,
        case when r_mode < 0.5 then 'remote' when r_mode < 0.65 then 'hybrid' else 'office' end as work_mode,
        case when r_status < 0.15 then 'active' when r_status < 0.85 then 'closed' when r_status < 0.9 then 'paused' else 'active' end as status,
        -- Open: 15 %. Past apply-by but never closed by the employer: 10 %. Closed or paused: 75 %.
        case when r_status < 0.15 then current_date + 1 + floor(random() * 60)::int
             else current_date - 1 - floor(random() * 300)::int end as apply_by,
        now() - (random() * interval '300 days') as created_at,
        greatest(1000, least(150000, round(exp(ln(8000) + 0.55 * z) / 500) * 500))::int as stipend
      from picks p
    )
    insert into jobs (id, slug, company_id, kind, title, description, category, skills, work_mode,
      cities, part_time, openings, start_date, duration_months, stipend_min, stipend_max, ctc_min,
      ctc_max, ppo, perks, questions, apply_by, status, created_at, updated_at)
    select gen_random_uuid(), lower(regexp_replace(s.title, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || s.g,
      c.id, case when s.is_internship then 'internship' else 'job' end::job_kind, s.title,
      'Work with our team on real ' || replace(s.category, '-', ' ') || ' projects. You will learn on the job, '
        || 'meet deadlines, and present your work every week. Freshers with a portfolio are welcome.',
      s.category, sk.skills, s.work_mode::work_mode,
      case when s.work_mode = 'remote' then '{}'::text[] else array[${cityCase()}] end,
      random() < 0.2, 1 + floor(random() * 10)::int, null,
      case when s.is_internship then 1 + floor(random() * 6)::int end,
      case when s.is_internship and random() > 0.1 then s.stipend end,
      case when s.is_internship and random() > 0.1 then s.stipend + 2000 end,
      case when not s.is_internship then (200000 + floor(random() * 60) * 10000)::int end,
      case when not s.is_internship then (300000 + floor(random() * 60) * 10000)::int end,
      s.is_internship and random() < 0.15, '{certificate}', '[]'::jsonb,
      s.apply_by, s.status::job_status, s.created_at, s.created_at
    from shaped s
    join bench_companies bc on bc.n = s.company_n
    join companies c on c.id = bc.id
    cross join lateral (
      select case when random() < 0.0005 then array['Rust', 'Embedded C']
        else array[${sqlArray(SKILLS)}[1 + s.g % ${SKILLS.length}],
                   ${sqlArray(SKILLS)}[1 + (s.g + 1 + floor(random() * ${SKILLS.length - 1})::int) % ${SKILLS.length}]] end as skills
    ) as sk`;
}

export async function seedJobs(
  pool: pg.Pool,
  total: number,
  log: (line: string) => void,
): Promise<void> {
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    const started = Date.now();
    await pool.query(batchSql(from, to));
    log(
      `  jobs ${to.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
}
